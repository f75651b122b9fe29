import { Space, Typography } from 'antd'
import { useTranslation } from 'react-i18next'
import { BrandSelection } from '../brand/BrandSelection'
import { ErrorLogButton } from './ErrorLogButton'
import { FullScreenButton } from './FullScreenButton'
import { LanguageMenu } from './LanguageMenu'
import { LockButton } from './LockButton'
import { MenuSearch } from './MenuSearch'
import { NoticeButton } from './NoticeButton'
import { ThemeButton } from './ThemeButton'
import { UserMenu } from './UserMenu'

/** The top bar of spec §2. */
export function TopBar() {
  const { t } = useTranslation()
  return (
    <header className="sd-top">
      <Typography.Text strong className="sd-brand">
        {t('app.title')}
      </Typography.Text>
      <MenuSearch />
      <Space size={4} className="sd-top-tools">
        <BrandSelection />
        <ErrorLogButton />
        <NoticeButton />
        <ThemeButton />
        <LanguageMenu />
        <LockButton />
        <FullScreenButton />
        <UserMenu />
      </Space>
    </header>
  )
}
