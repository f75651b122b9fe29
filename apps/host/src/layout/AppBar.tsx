import { Button, Tooltip } from 'antd'
import { MenuFoldOutlined, MenuUnfoldOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { currentLocale } from '../i18n'
import { applicationLabel, sideMenu, pages } from '../menu/tree'
import { navigateTo } from '../router/navigation'
import { layoutActions } from '../store/layout-slice'
import { menuActions } from '../store/menu-slice'
import { useShellDispatch, useShellSelector } from '../store'
import { AppIcon } from './app-icons'
import { QuickAccess } from './QuickAccess'

/**
 * The left application bar (spec §2): one entry per application the user may use, collapsible. Below
 * 1150 px it shows icons only (`iconsOnly`), whatever the user chose.
 */
export function AppBar({
  activeApplicationId,
  iconsOnly,
}: {
  activeApplicationId: string | null
  iconsOnly: boolean
}) {
  // names follow the language at once (useTranslation re-renders the bar on a change)
  const { t } = useTranslation()
  const dispatch = useShellDispatch()
  const applications = useShellSelector((s) => s.menu.applications)
  const collapsed = useShellSelector((s) => s.layout.prefs.appBarCollapsed) || iconsOnly
  const routes = useShellSelector((s) => s.menu.routes)
  /** Shows the application's side menu by opening its first page (every shell page hides the side menu). */
  const choose = (applicationId: string) => {
    const first = pages(sideMenu(routes)).find((r) => r.applicationId === applicationId && r.parentId !== '0')
    dispatch(menuActions.applicationChosen(applicationId))
    if (first?.path) navigateTo(first.path)
  }
  return (
    <nav className={`sd-appbar${collapsed ? ' sd-appbar-collapsed' : ''}`} aria-label={t('menu.apps')}>
      {!iconsOnly && (
        <Tooltip title={collapsed ? t('menu.expandApps') : t('menu.collapseApps')} placement="right">
          <Button
            type="text"
            className="sd-appbar-toggle"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={collapsed ? t('menu.expandApps') : t('menu.collapseApps')}
            onClick={() => dispatch(layoutActions.appBarToggled())}
          />
        </Tooltip>
      )}
      <QuickAccess collapsed={collapsed} />
      {applications.map((app) => {
        const label = applicationLabel(app, routes, currentLocale())
        return (
          <Tooltip key={app.id} title={collapsed ? label : undefined} placement="right">
            <button
              type="button"
              className={`sd-app${app.id === activeApplicationId ? ' sd-app-active' : ''}`}
              aria-current={app.id === activeApplicationId}
              onClick={() => choose(app.id)}
            >
              <AppIcon name={app.icon} />
              {!collapsed && <span>{label}</span>}
            </button>
          </Tooltip>
        )
      })}
    </nav>
  )
}
