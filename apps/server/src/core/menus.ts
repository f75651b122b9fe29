/**
 * How an area declares what the shell lists for it (spec §3): its application, menus, buttons, tabs and
 * HOVs. Each module's `menus.ts` builds its areas with these; the system module seeds them.
 */
import { MENU_CATEGORY } from '@store/contract'

/** A name in zh_CN, zh_HK and en. */
export type Names = readonly [zh_CN: string, zh_HK: string, en: string]

export interface MenuSeed {
  code: string
  names: Names
  category: number
  path?: string
  source?: string
  /** false: the screen is not built yet (the app's setting unless given) */
  available?: boolean
  keepAlive?: boolean
  query?: string
  componentPath?: string
  children?: MenuSeed[]
}

export interface AppSeed {
  code: string
  names: Names
  /** the area's base route; its root menu's path */
  path: string
  source: string
  isMicro?: boolean
  microName?: string
  /** whether the area's screens exist (its server routes are built); menus may say otherwise */
  available: boolean
  menus: MenuSeed[]
}

export const dir = (code: string, names: Names, source: string, children: MenuSeed[]): MenuSeed => ({
  code,
  names,
  category: MENU_CATEGORY.submenu,
  source,
  children,
})
export const page = (
  code: string,
  names: Names,
  path: string,
  children: MenuSeed[] = [],
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({ code, names, path, category: MENU_CATEGORY.route, children, ...extra })
/** A route the shell registers but does not list: detail pages opened from a link. */
export const hidden = (
  code: string,
  names: Names,
  path: string,
  extra: Partial<MenuSeed> = {},
): MenuSeed => ({
  code,
  names,
  path,
  category: MENU_CATEGORY.hiddenRoute,
  ...extra,
})
export const button = (code: string, names: Names): MenuSeed => ({
  code,
  names,
  category: MENU_CATEGORY.button,
})
export const tab = (code: string, names: Names): MenuSeed => ({ code, names, category: MENU_CATEGORY.tab })
export const hov = (code: string, names: Names): MenuSeed => ({ code, names, category: MENU_CATEGORY.hov })

export const VIEW: Names = ['查看', '查看', 'View']
export const ADD: Names = ['新增', '新增', 'Add']
export const EDIT: Names = ['修改', '修改', 'Edit']
export const DELETE: Names = ['删除', '刪除', 'Delete']
export const EXPORT: Names = ['导出', '匯出', 'Export']
/** The four buttons of a plain resource (`permissionCodes` of @store/contract). */
export const crud = (permission: string) => [
  button(`${permission}_view`, VIEW),
  button(`${permission}_add`, ADD),
  button(`${permission}_edit`, EDIT),
  button(`${permission}_delete`, DELETE),
]
export const viewOnly = (permission: string) => [button(`${permission}_view`, VIEW)]

/** A screen of an area whose server is not built yet: its plain resource buttons. */
export const screen = (permission: string, names: Names, path: string, more: MenuSeed[] = []) =>
  page(permission, names, path, [...crud(permission), ...more])

/** A tenant setting's screen: seen with its view button, saved with its edit button. */
export const setting = (permission: string, names: Names, path: string) =>
  page(permission, names, path, [button(`${permission}_view`, VIEW), button(`${permission}_edit`, EDIT)])

/** The names of the member detail page's tabs (spec §2); their order is the contract's. */
