import { clientLogEndpoints, favoriteEndpoints, menuEndpoints, type MenuRoute } from '@store/contract'
import { call } from '@store/request'
import { flatten, shownToRoles } from '../menu/tree'
import { navigateTo } from '../router/navigation'
import {
  beginSession,
  centralLoginUrl,
  currentLocation,
  startSessionKeeper,
  type StoredSession,
} from '../session'
import { shellStore } from '../store/shell-store'
import { layoutActions } from '../store/layout-slice'
import { menuActions } from '../store/menu-slice'
import { quickActions, type RecentItem } from '../store/quick-slice'
import { tabActions } from '../store/tabs-slice'
import { hostApi } from './api'
import { hostBridge, hostControl } from './host-bridge'
import { loadMemberCenter } from './member-center'
import { showError } from './notify'
import { sharePermissions } from './permissions'
import { loadPromotionWays } from './promotion-ways'
import { sessionRefused } from './session-end'

const shareSession = (s: StoredSession) =>
  hostControl.setState({
    session: { accessToken: s.accessToken, sessionId: s.sessionId, expiresAt: s.expiresAt },
    user: s.user,
    tenant: s.tenant,
  })

/** The user's menus and applications (spec §6: fetched per user, routes built from them). */
export async function loadMenus(): Promise<void> {
  shellStore.dispatch(menuActions.loading())
  try {
    const [routes, applications] = await Promise.all([
      // the schema's record fields are the menu resource's, built at run time: MenuRoute names them
      call(hostApi, menuEndpoints.routes) as Promise<unknown> as Promise<MenuRoute[]>,
      call(hostApi, menuEndpoints.applicationInfoList),
    ])
    const shown = shownToRoles(routes, hostBridge.getState().user?.roleNames ?? [])
    const withMenus = new Set(flatten(shown).map((r) => r.applicationId))
    shellStore.dispatch(
      menuActions.loaded({ routes: shown, applications: applications.filter((a) => withMenus.has(a.id)) }),
    )
  } catch (error) {
    shellStore.dispatch(menuActions.failed())
    showError(error)
  }
}

/** spec §9: quick-access lists are read again at most every 10 000 ms. */
export const QUICK_REFRESH_MS = 10_000

export async function loadQuickAccess(force = false): Promise<void> {
  if (!force && Date.now() - shellStore.getState().quick.loadedAt < QUICK_REFRESH_MS) return
  try {
    const [favorites, page, lately] = await Promise.all([
      call(hostApi, favoriteEndpoints.list),
      call(hostApi, favoriteEndpoints.login),
      call(hostApi, clientLogEndpoints.lately, { query: { size: 10 } }),
    ])
    // a log record's fields are the resource's, typed at run time: the menu's are strings, path may be null
    const recent: RecentItem[] = lately.map(({ menuId, menuName, path }) => ({
      menuId: menuId as string,
      menuName: menuName as string,
      path: path as string | null,
    }))
    shellStore.dispatch(
      quickActions.loaded({ favorites, personalLoginPage: page?.id ?? null, lately: recent }),
    )
  } catch (error) {
    showError(error)
  }
}

/**
 * Session start (spec §4): a session id from the URL starts a session (tabs and lock cleared), a stored
 * one resumes, none sends the browser to the central login. Then the keeper refreshes the tokens and the
 * user's permissions, menus, quick-access lists, the member centre settings and the promotion ways
 * (spec §7) are loaded. Resolves false when the page is leaving.
 */
export async function startShell(): Promise<boolean> {
  let start
  try {
    start = await beginSession(hostApi)
  } catch {
    sessionRefused()
    return false
  }
  if (start.kind === 'login' || start.kind === 'ended') {
    window.location.replace(centralLoginUrl())
    return false
  }
  if (start.kind === 'started') {
    shellStore.dispatch(tabActions.reset())
    shellStore.dispatch(layoutActions.unlocked())
    // the session id has left the address bar: the router must not keep the path it was read with
    navigateTo(currentLocation(), { replace: true })
  }
  shareSession(start.session)
  startSessionKeeper({ api: hostApi, onRefreshed: shareSession, onExpired: () => sessionRefused() })
  void sharePermissions(hostApi, showError)
  void loadMenus()
  void loadQuickAccess(true)
  void loadMemberCenter(hostApi, showError)
  void loadPromotionWays(hostApi, showError)
  return true
}
