import { Suspense, useState } from 'react'
import { Avatar, Dropdown, Space } from 'antd'
import { KeyOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { confirmLogout } from '../bridge/session-end'
import { PasswordDialog } from '../personal'
import { navigateTo } from '../router/navigation'

const selectUser = (s: BridgeState) => s.user

export function UserMenu() {
  const { t } = useTranslation()
  const user = useBridgeState(selectUser)
  // the dialog's code loads when it is first opened
  const [changingPassword, setChangingPassword] = useState(false)
  const actions: Record<string, () => void> = {
    personal: () => navigateTo('/personalCenter/index?pageType=baseInfo'),
    password: () => setChangingPassword(true),
    logout: () => void confirmLogout(),
  }
  return (
    <>
      <Dropdown
        menu={{
          items: [
            { key: 'personal', icon: <UserOutlined />, label: t('top.personalCenter') },
            { key: 'password', icon: <KeyOutlined />, label: t('top.changePassword') },
            { key: 'logout', icon: <LogoutOutlined />, label: t('top.logout') },
          ],
          onClick: ({ key }) => actions[key]?.(),
        }}
      >
        <Space className="sd-user" aria-label={t('top.user')}>
          <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
          {user?.realName || user?.userName}
        </Space>
      </Dropdown>
      {changingPassword && (
        <Suspense>
          <PasswordDialog onClose={() => setChangingPassword(false)} />
        </Suspense>
      )}
    </>
  )
}
