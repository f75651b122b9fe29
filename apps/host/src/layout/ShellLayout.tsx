import { useCallback, useEffect, useState } from 'react'
import { message } from 'antd'
import { useTranslation } from 'react-i18next'
import { useLocation, useNavigate } from 'react-router-dom'
import { useWidthTier } from '@store/ui/layout'
import { tracker } from '../bridge/tracking'
import { currentLocale } from '../i18n'
import { flatten } from '../menu/tree'
import { DevOverrideBanner } from '../micro/DevOverrideBanner'
import type { MicroAppEntry } from '../micro/registry'
import { useMicroRegistry } from '../micro/use-registry'
import { menuOfPage, pageOf, pageTitle } from '../router/page-of'
import { tabActions } from '../store/tabs-slice'
import { useShellDispatch, useShellSelector } from '../store'
import { pageTab } from '../tabs/page-tab'
import { ZoomWarning } from '../guards/ZoomWarning'
import { VersionBanner } from '../version/VersionBanner'
import { Watermark } from '../watermark/Watermark'
import { AppBar } from './AppBar'
import { Footer } from './Footer'
import { PageArea } from './PageArea'
import { hidesSideMenu, sideApplicationOf } from './side-application'
import { SideMenu } from './SideMenu'
import { TabStrip } from './TabStrip'
import { TopBar } from './TopBar'
import { useRecentsPrefetch } from './use-prefetch'

const NONE: readonly MicroAppEntry[] = []

/**
 * The shell (spec §2 Layout): top bar, application bar, side menu, tabs, pages, footer. How it adapts
 * to the screen size tiers is in docs/front-end.md "Width tiers".
 */
export function ShellLayout() {
  const { t, i18n } = useTranslation()
  const dispatch = useShellDispatch()
  const navigate = useNavigate()
  const location = useLocation()
  const path = `${location.pathname}${location.search}`
  const routes = useShellSelector((s) => s.menu.routes)
  const menusSettled = useShellSelector((s) => s.menu.settled)
  const chosenApp = useShellSelector((s) => s.menu.activeApplicationId)
  const applications = useShellSelector((s) => s.menu.applications)
  const refusedAt = useShellSelector((s) => s.tabs.refusedAt)
  const active = useShellSelector((s) => s.tabs.active)
  const registry = useMicroRegistry()
  useRecentsPrefetch()
  const [generation, setGeneration] = useState(0)
  const tier = useWidthTier()
  // below 768 px the side menu is an overlay, opened from the top bar and closed by the next page
  const [sideOpen, setSideOpen] = useState(false)
  useEffect(() => setSideOpen(false), [path, tier])

  // null while loading: a path is decided once the menus and the registry are known
  const menus = menusSettled ? routes : null
  const entries = registry.status === 'loading' ? null : registry.status === 'ready' ? registry.entries : NONE
  const resolve = useCallback(
    (p: string) => pageOf(p, menus, entries, currentLocale()),
    // labels follow the language
    [menus, entries, i18n.language],
  )
  const page = resolve(path)
  const label = pageTitle(page, (location.state as { label?: string } | null)?.label) ?? ''

  // spec §4: navigation opens (or activates) the page's tab; the 21st is refused and the shell stays put
  useEffect(() => {
    const tab = pageTab(page, path, label)
    if (!tab) return
    dispatch(tabActions.opened(tab))
    const menu = menuOfPage(page)
    if (menu)
      tracker.record({
        operationType: 'visit',
        menuId: menu.id,
        menuName: label,
        path,
        timestamp: Date.now(),
      })
    // once per navigation, and once more when a pending path is decided
  }, [path, page.kind])
  useEffect(() => {
    if (!refusedAt) return
    void message.warning(t('tabs.max'))
    void navigate(active, { replace: true })
    // once per refusal
  }, [refusedAt])

  // the side menu follows the tab
  const appId = sideApplicationOf(page, routes, chosenApp, applications)
  const appRoutes = appId ? routes.filter((r) => flatten([r]).some((m) => m.applicationId === appId)) : routes
  const hideSide = hidesSideMenu(page)
  const labelOf = (value: string, fallback: string) => pageTitle(resolve(value), fallback) ?? fallback

  return (
    <div className="sd-shell" data-tier={tier} aria-busy={menus === null || entries === null}>
      <TopBar
        sideMenu={
          tier === 'narrow' && !hideSide ? { open: sideOpen, toggle: () => setSideOpen((o) => !o) } : null
        }
      />
      <DevOverrideBanner />
      <div className="sd-body">
        <AppBar activeApplicationId={appId} iconsOnly={tier === 'narrow' || tier === 'compact'} />
        {/* one side menu per application: it opens with every branch of that application expanded */}
        {!hideSide && (tier !== 'narrow' || sideOpen) && (
          <SideMenu key={appId} routes={appRoutes} selectedPath={location.pathname} />
        )}
        <div className="sd-main">
          <TabStrip labelOf={labelOf} onClearCache={() => setGeneration((g) => g + 1)} />
          <PageArea path={path} pageOf={resolve} generation={generation} />
          <Footer />
        </div>
      </div>
      <Watermark />
      <VersionBanner />
      <ZoomWarning />
    </div>
  )
}
