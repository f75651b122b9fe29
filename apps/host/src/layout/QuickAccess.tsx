import { Button, Empty, Popover, Typography } from 'antd'
import { ThunderboltOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { loadQuickAccess } from '../bridge/start'
import { currentLocale } from '../i18n'
import { menuLabel, pages } from '../menu/tree'
import { navigateTo } from '../router/navigation'
import { useShellSelector } from '../store'

/** spec §9: the hover overlay opens after 400 ms and closes 600 ms after the pointer leaves. */
const HOVER_DELAY_S = 0.4
const HIDE_DELAY_S = 0.6

function Links({ items }: { items: { key: string; name: string; path: string | null }[] }) {
  return (
    <ul className="sd-quick-links">
      {items.map((item) => (
        <li key={item.key}>
          <Typography.Link disabled={!item.path} onClick={() => item.path && navigateTo(item.path)}>
            {item.name}
          </Typography.Link>
        </li>
      ))}
    </ul>
  )
}

/** Quick access (spec §2): my favourites, the personal login page and recently visited. */
export function QuickAccess({ collapsed }: { collapsed: boolean }) {
  const { t } = useTranslation()
  const { favorites, lately, personalLoginPage } = useShellSelector((s) => s.quick)
  const routes = useShellSelector((s) => s.menu.routes)
  // the personal login page need not be a favourite: it is one of the user's pages
  const personal = personalLoginPage ? pages(routes).find((r) => r.id === personalLoginPage) : undefined
  const content = (
    <div className="sd-quick">
      <Typography.Title level={5}>{t('menu.favorites')}</Typography.Title>
      {favorites.length > 0 ? (
        <Links items={favorites.map((f) => ({ key: f.menuId, name: f.name, path: f.path }))} />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('common.noData')} />
      )}
      <Typography.Title level={5}>{t('menu.personalLoginPage')}</Typography.Title>
      {personal ? (
        <Links
          items={[{ key: personal.id, name: menuLabel(personal, currentLocale()), path: personal.path }]}
        />
      ) : (
        <Typography.Paragraph type="secondary">
          {t('menu.noPersonalPage')}
          <br />
          {t('menu.personalPageHint')}
        </Typography.Paragraph>
      )}
      <Typography.Title level={5}>{t('menu.recent')}</Typography.Title>
      {lately.length > 0 ? (
        <Links items={lately.map((r) => ({ key: r.menuId, name: r.menuName, path: r.path }))} />
      ) : (
        <Typography.Paragraph type="secondary">{t('menu.noRecent')}</Typography.Paragraph>
      )}
    </div>
  )
  return (
    <Popover
      content={content}
      title={t('menu.quickAccess')}
      placement="rightTop"
      mouseEnterDelay={HOVER_DELAY_S}
      mouseLeaveDelay={HIDE_DELAY_S}
      onOpenChange={(open) => open && void loadQuickAccess()}
    >
      <Button
        type="text"
        className="sd-app"
        icon={<ThunderboltOutlined />}
        aria-label={t('menu.quickAccess')}
      >
        {!collapsed && t('menu.quickAccess')}
      </Button>
    </Popover>
  )
}
