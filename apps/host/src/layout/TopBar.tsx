import { Button, Space } from 'antd'
import { MenuOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { BrandSelection } from '../brand/BrandSelection'
import { ErrorLogButton } from './ErrorLogButton'
import { FullScreenButton } from './FullScreenButton'
import { LanguageMenu } from './LanguageMenu'
import { LockButton } from './LockButton'
import { MenuSearch } from './MenuSearch'
import { NoticeButton } from './NoticeButton'
import { ShellLogo } from './ShellLogo'
import { ThemeButton } from './ThemeButton'
import { TodoButton } from './TodoButton'
import { UserMenu } from './UserMenu'

/** The top bar of spec §2. `sideMenu` is the side menu's overlay toggle on a narrow screen. */
export function TopBar({ sideMenu }: { sideMenu: { open: boolean; toggle: () => void } | null }) {
  const { t } = useTranslation()
  return (
    <header className="sd-top">
      {sideMenu && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('menu.sideMenu')}
          aria-expanded={sideMenu.open}
          onClick={sideMenu.toggle}
        />
      )}
      <ShellLogo />
      <MenuSearch />
      <Space size={4} className="sd-top-tools">
        <BrandSelection />
        <ErrorLogButton />
        <TodoButton />
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
