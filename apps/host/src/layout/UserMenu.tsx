import { Avatar, Dropdown, Space } from 'antd'
import { LogoutOutlined, UserOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { confirmLogout } from '../bridge/session-end'
import { navigateTo } from '../router/navigation'

const selectUser = (s: BridgeState) => s.user

export function UserMenu() {
  const { t } = useTranslation()
  const user = useBridgeState(selectUser)
  return (
    <Dropdown
      menu={{
        items: [
          { key: 'personal', icon: <UserOutlined />, label: t('top.personalCenter') },
          { key: 'logout', icon: <LogoutOutlined />, label: t('top.logout') },
        ],
        onClick: ({ key }) =>
          key === 'logout' ? void confirmLogout() : navigateTo('/personalCenter/index?pageType=baseInfo'),
      }}
    >
      <Space className="sd-user" aria-label={t('top.user')}>
        <Avatar size="small" src={user?.avatar || undefined} icon={<UserOutlined />} />
        {user?.realName || user?.userName}
      </Space>
    </Dropdown>
  )
}
