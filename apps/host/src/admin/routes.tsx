import { lazy, Suspense, type ComponentType } from 'react'
import { Spin } from 'antd'
import type { AdminScreenName } from './screens'

/** The administration screens load with the first one opened (ProTable stays out of the shell's first bundle). */
const ResourceScreen = lazy(() => import(/* webpackChunkName: "admin" */ './ResourceScreen'))
const DictScreen = lazy(() => import(/* webpackChunkName: "admin" */ './DictScreen'))

/** The screens composed of several parts (a tree beside the table, dialogs of their own), by menu path. */
const COMPOSED_SCREENS = {
  '/system/user': lazy(() => import(/* webpackChunkName: "admin" */ './UserScreen')),
  '/authority/role': lazy(() => import(/* webpackChunkName: "admin" */ './RoleScreen')),
  '/authority/functionRole': lazy(() =>
    import(/* webpackChunkName: "admin" */ './RoleScreen').then((m) => ({ default: m.FunctionRoleScreen })),
  ),
  '/system/pwdPolicy': lazy(() => import(/* webpackChunkName: "admin" */ './PwdPolicyScreen')),
  '/system/watermark': lazy(() => import(/* webpackChunkName: "admin" */ './WatermarkScreen')),
  '/system/tenant': lazy(() => import(/* webpackChunkName: "admin" */ './TenantScreen')),
  '/system/logo': lazy(() => import(/* webpackChunkName: "admin" */ './LogoScreen')),
  /** the catalogue with the sub-apps' health of the last 24 hours (issue 22 item 6) */
  '/system/microApp': lazy(() => import(/* webpackChunkName: "admin" */ './MicroAppScreen')),
  /** the menu seed's tenant apps (operation > application authorisation) */
  '/appAuthManage': lazy(() => import(/* webpackChunkName: "admin" */ './TenantAppScreen')),
} satisfies Record<string, ComponentType>
type ComposedPath = keyof typeof COMPOSED_SCREENS

/** What a menu path shows: a plain resource's screen, or a composed one. */
export type AdminRoute = { resource: AdminScreenName } | { composed: ComposedPath }

/** The menu paths of the system, authority and log areas (menu-seed-data.ts) that show a plain resource. */
export const ADMIN_ROUTES: Readonly<Record<string, AdminScreenName>> = {
  '/system/dept': 'dept',
  '/system/post': 'post',
  '/system/menu': 'menu',
  '/system/param': 'param',
  '/system/codeKey': 'codeKey',
  '/system/notice': 'notice',
  '/system/topmenu': 'topMenu',
  '/system/keymap': 'shortcutKey',
  '/system/excelTemplate': 'excelTemplate',
  '/system/application': 'application',
  '/system/version': 'version',
  '/authority/printPlan': 'printPlan',
  '/authority/dataScope': 'dataScope',
  '/authority/apiScope': 'apiScope',
  '/authority/roleSourceRecord': 'roleSourceRecord',
  '/log/login': 'loginLog',
  '/log/api': 'apiLog',
  '/log/error': 'errorLog',
  '/log/web': 'webLog',
  '/log/operation': 'operationLog',
  '/log/appRecord': 'appRecord',
}

const loading = <Spin className="sd-page-pending" />

const isComposed = (pathname: string): pathname is ComposedPath => pathname in COMPOSED_SCREENS

/** The administration screen a menu path shows, if the host administers it there. */
export function adminScreenOf(pathname: string): AdminRoute | undefined {
  if (isComposed(pathname)) return { composed: pathname }
  const resource = ADMIN_ROUTES[pathname]
  return resource && { resource }
}

export function AdminScreen({ route }: { route: AdminRoute }) {
  const Composed = 'composed' in route ? COMPOSED_SCREENS[route.composed] : undefined
  return (
    <Suspense fallback={loading}>
      {Composed ? <Composed /> : 'resource' in route && <ResourceScreen name={route.resource} />}
    </Suspense>
  )
}

/** The dictionaries in either layout (spec §2 /dict-horizontal/index, /dict-vertical/index). */
export const dictScreen = (layout: 'horizontal' | 'vertical'): ComponentType<{ path: string }> =>
  function DictionaryScreen() {
    return (
      <Suspense fallback={loading}>
        <DictScreen layout={layout} />
      </Suspense>
    )
  }
