import { Button, Tooltip } from 'antd'
import { AppstoreOutlined, MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { layoutActions } from '../store/layout-slice'
import { menuActions } from '../store/menu-slice'
import { useShellDispatch, useShellSelector } from '../store'
import { QuickAccess } from './QuickAccess'

/** The left application bar (spec §2): one entry per application the user may use, collapsible. */
export function AppBar({ activeApplicationId }: { activeApplicationId: string | null }) {
  const { t } = useTranslation()
  const dispatch = useShellDispatch()
  const applications = useShellSelector((s) => s.menu.applications)
  const collapsed = useShellSelector((s) => s.layout.prefs.appBarCollapsed)
  return (
    <nav className={`sd-appbar${collapsed ? ' sd-appbar-collapsed' : ''}`} aria-label={t('menu.apps')}>
      <Tooltip title={collapsed ? t('menu.expandApps') : t('menu.collapseApps')} placement="right">
        <Button
          type="text"
          className="sd-appbar-toggle"
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          aria-label={collapsed ? t('menu.expandApps') : t('menu.collapseApps')}
          onClick={() => dispatch(layoutActions.appBarToggled())}
        />
      </Tooltip>
      <QuickAccess collapsed={collapsed} />
      {applications.map((app) => (
        <Tooltip key={app.id} title={collapsed ? app.title : undefined} placement="right">
          <button
            type="button"
            className={`sd-app${app.id === activeApplicationId ? ' sd-app-active' : ''}`}
            aria-current={app.id === activeApplicationId}
            onClick={() => dispatch(menuActions.applicationChosen(app.id))}
          >
            <AppstoreOutlined />
            {!collapsed && <span>{app.title}</span>}
          </button>
        </Tooltip>
      ))}
    </nav>
  )
}
