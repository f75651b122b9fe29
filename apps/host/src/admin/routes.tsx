import { lazy, Suspense, type ComponentType } from 'react'
import { Spin } from 'antd'
import type { AdminScreenName } from './screens'

/** The administration screens load with the first one opened (ProTable stays out of the shell's first bundle). */
const ResourceScreen = lazy(() => import(/* webpackChunkName: "admin" */ './ResourceScreen'))
const DictScreen = lazy(() => import(/* webpackChunkName: "admin" */ './DictScreen'))

/** The menu paths of the system, authority and log areas (menu-seed-data.ts) that show a plain resource. */
export const ADMIN_ROUTES: Readonly<Record<string, AdminScreenName>> = {
  '/system/dept': 'dept',
  '/system/post': 'post',
  '/system/param': 'param',
  '/system/codeKey': 'codeKey',
  '/system/notice': 'notice',
  '/system/topmenu': 'topMenu',
  '/system/keymap': 'shortcutKey',
  '/system/excelTemplate': 'excelTemplate',
  '/system/application': 'application',
  '/system/version': 'version',
  '/system/microApp': 'microApp',
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

/** The administration screen a menu path shows, if the host administers it there. */
export const adminScreenOf = (pathname: string): AdminScreenName | undefined => ADMIN_ROUTES[pathname]

export function AdminScreen({ name }: { name: AdminScreenName }) {
  return (
    <Suspense fallback={loading}>
      <ResourceScreen name={name} />
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
