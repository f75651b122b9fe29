import { Button, Dropdown } from 'antd'
import { TranslationOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { LOCALES } from '@store/bridge'

/** The language switch (zh_CN, zh_HK, en); the choice is saved and reaches sub-apps through the bridge. */
export function LanguageMenu() {
  const { t, i18n } = useTranslation()
  return (
    <Dropdown
      menu={{
        selectable: true,
        selectedKeys: [i18n.language],
        items: LOCALES.map((locale) => ({ key: locale, label: t(`lang.${locale}`) })),
        onClick: ({ key }) => void i18n.changeLanguage(key),
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        aria-label={t('top.language')}
        data-testid="language-menu"
      >
        {t(`lang.${i18n.language}`)}
      </Button>
    </Dropdown>
  )
}
