import type { FastifyRequest } from 'fastify'
import type { Static } from 'typebox'
import type { Locale, MenuItem, TreeNode } from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { formatDateTime } from '../../core/time'
import { zoneAndExpiryOf } from '../tenant'
import { localName, nest, type MenuRow, type MenuSnapshot, type Tree } from './menu-catalog'

/** The stored fields come from the menu resource's record (typed loosely by TypeBox): spelled out here. */
export type MenuItemData = Static<typeof MenuItem> &
  Record<string, unknown> & { id: string; parentId: string }
export type TreeNodeData = Static<typeof TreeNode>

/** A route without an expiry never expires; spec §4 still wants a time it can compare. */
export const NEVER_EXPIRES = '9999-12-31 23:59:59'

/** What turning a row into the shell's shape needs: the catalog, the caller's language and tenant. */
export interface ViewContext {
  snapshot: MenuSnapshot
  locale: Locale
  timeZone: string
  /** the tenant's licence expiry: no route outlives it */
  tenantExpiry: Date | null
  now: Date
}

const DEFAULT_TIME_ZONE = 'Asia/Shanghai'

/** The caller's language and tenant (time zone, licence expiry) for the menu views, read in its transaction. */
export async function viewContextOf(
  req: FastifyRequest,
  tx: Tx,
  snapshot: MenuSnapshot,
): Promise<ViewContext> {
  const tenant = await zoneAndExpiryOf(tx, sessionOf(req).tenantId)
  return {
    snapshot,
    locale: req.locale,
    timeZone: tenant?.timeZone ?? DEFAULT_TIME_ZONE,
    tenantExpiry: tenant?.expireTime ?? null,
    now: new Date(),
  }
}

const earliest = (a: Date | null, b: Date | null) => (a && b ? (a < b ? a : b) : (a ?? b))
const list = (value: string | null) => (value ? value.split(',').filter(Boolean) : [])

export function viewPath(snapshot: MenuSnapshot, row: MenuRow, locale: Locale): string {
  const titles: string[] = []
  const seen = new Set<string>()
  for (let m: MenuRow | undefined = row; m && !seen.has(m.id); m = snapshot.byId.get(m.parentId)) {
    seen.add(m.id)
    titles.unshift(localName(m, locale))
  }
  return titles.join('/')
}

/** A row as spec §3's Menu item, with its meta. */
export function menuItem(row: MenuRow, ctx: ViewContext): MenuItemData {
  const app = row.applicationId ? ctx.snapshot.applicationsById.get(row.applicationId) : undefined
  const expiry = earliest(row.expireTime, ctx.tenantExpiry)
  const roles = list(row.roles)
  const format = (d: Date) => formatDateTime(d, ctx.timeZone)
  return {
    id: row.id,
    parentId: row.parentId,
    applicationId: row.applicationId,
    applicationName: app ? localName(app, ctx.locale) : null,
    code: row.code,
    menuCode: row.menuCode,
    name: row.name,
    nameZhHk: row.nameZhHk,
    nameEn: row.nameEn,
    alias: row.alias,
    path: row.path,
    source: row.source,
    icon: row.icon,
    sort: row.sort,
    category: row.category,
    action: row.action,
    isOpen: row.isOpen,
    remark: row.remark,
    optionType: row.optionType,
    keepAlive: row.keepAlive,
    target: row.target,
    roles: row.roles,
    expireTime: row.expireTime ? format(row.expireTime) : null,
    group: row.group,
    query: row.query,
    params: row.params,
    isMicro: row.isMicro,
    microName: row.microName,
    componentPath: row.componentPath,
    available: row.available,
    isDeleted: row.isDeleted,
    createUser: row.createUser,
    createTime: format(row.createTime),
    updateUser: row.updateUser,
    updateTime: format(row.updateTime),
    view: viewPath(ctx.snapshot, row, ctx.locale),
    title: localName(row, ctx.locale),
    key: row.id,
    meta: {
      id: row.id,
      code: row.code,
      keepAlive: row.keepAlive === 1,
      i18n: { zh_CN: row.name, zh_HK: localName(row, 'zh_HK'), en: localName(row, 'en') },
      target: row.target,
      ...(roles.length > 0 && { roles }),
      expireTime: expiry ? format(expiry) : NEVER_EXPIRES,
      expired: expiry !== null && expiry <= ctx.now,
      available: row.available === 1,
    },
  }
}

/** The rows as nested menu items, in catalog order. */
export function menuTree(rows: MenuRow[], ctx: ViewContext): Tree<MenuItemData>[] {
  return nest(rows.map((r) => menuItem(r, ctx)))
}

/** The longest run of leading path segments every path shares ('' when none). */
function commonPrefix(paths: string[]): string {
  if (paths.length === 0) return ''
  const split = paths.map((p) => p.split('/'))
  let shared = 0
  while (shared < split[0]!.length && split.every((s) => s[shared] === split[0]![shared])) shared++
  const prefix = split[0]!.slice(0, shared).join('/')
  return prefix === '/' ? '' : prefix
}

/** A node's own path, else the prefix its descendants' paths share. */
const sharedPath = (node: Tree<MenuItemData>): string =>
  typeof node.path === 'string'
    ? node.path
    : commonPrefix((node.children ?? []).map(sharedPath).filter(Boolean))

/**
 * Issue 32 item 1: the tree a client registers routes from. A BladeX client stops at the first node
 * without a string path, so a directory (stored without one) gets the prefix its children share, or
 * else its parent's path and its code.
 */
export function withDirectoryPaths(nodes: Tree<MenuItemData>[], parentPath = ''): Tree<MenuItemData>[] {
  return nodes.map((node) => {
    const path = sharedPath(node) || `${parentPath}/${node.code}`
    return { ...node, path, ...(node.children && { children: withDirectoryPaths(node.children, path) }) }
  })
}

export function menuNode(row: MenuRow, locale: Locale): TreeNodeData {
  return {
    id: row.id,
    parentId: row.parentId,
    title: localName(row, locale),
    key: row.id,
    value: row.id,
    category: row.category,
    kind: 'menu',
  }
}
