import type { FastifyInstance } from 'fastify'
import { asc, eq } from 'drizzle-orm'
import { LIMITS, MENU_CATEGORY, oftenFunctionEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { mostUsedMenus } from '../log'
import { oftenFunction } from './schema'
import { quickAccessItem, usableMenus, type UsableMenus } from './usable-menus'

/** Without a choice of their own, a user's often-used functions are their most used pages of this many days. */
const USAGE_DAYS = 30

const fieldLabels: FieldLabels = {
  checkedKeys: { zh_CN: '常用菜单', zh_HK: '常用選單', en: 'Common menus' },
  ids: { zh_CN: '常用菜单', zh_HK: '常用選單', en: 'Common menus' },
  halfCheckedKeys: { zh_CN: '半选菜单', zh_HK: '半選選單', en: 'Half-checked menus' },
}

/** The top menus of a choice: checked menus whose parent is not checked (a checked parent brings its children). */
const topOf = (usable: UsableMenus, checked: string[]) => {
  const set = new Set(checked)
  return checked.filter((id) => !set.has(usable.visible.get(id)!.parentId))
}

/** The user's most used pages (user operation log) that they may still open. */
async function mostUsed(tx: Tx, userId: string, usable: UsableMenus): Promise<string[]> {
  return (await mostUsedMenus(tx, userId, USAGE_DAYS))
    .filter((id) => usable.visible.get(id)?.category === MENU_CATEGORY.route)
    .slice(0, LIMITS.maxCommonMenus - 1)
}

/**
 * Often-used functions (spec §5 "Common functions"): the user's own choice from the menu tree, at
 * most as many top menus as the spec allows, else their most used pages.
 */
export default async function oftenRoutes(app: FastifyInstance) {
  endpointRoute(app, oftenFunctionEndpoints.query, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      const result = await app.db.withTenant(session, async (tx) => {
        const usable = await usableMenus(app, req, tx)
        const rows = await tx
          .select()
          .from(oftenFunction)
          .where(eq(oftenFunction.userId, session.userId))
          .orderBy(asc(oftenFunction.sort))
        const live = rows.filter((r) => usable.visible.has(r.menuId))
        const adjusted = rows.length > 0
        const checked = adjusted
          ? live.filter((r) => !r.halfChecked).map((r) => r.menuId)
          : await mostUsed(tx, session.userId, usable)
        return {
          adjusted,
          checkedKeys: checked,
          halfCheckedKeys: live.filter((r) => r.halfChecked).map((r) => r.menuId),
          menus: topOf(usable, checked).map((id) =>
            quickAccessItem(usable, usable.visible.get(id)!, req.locale),
          ),
        }
      })
      return ok(req, result)
    },
  })

  /** Spec §5: fewer than 5 top menus may be chosen, else '最多只能设置5个常用菜单'; nothing changes then. */
  endpointRoute(app, oftenFunctionEndpoints.adjust, {
    config: { permission: SIGNED_IN, fieldLabels },
    handler: async (req) => {
      const session = sessionOf(req)
      const checked = req.body.checkedKeys ?? req.body.ids ?? []
      const half = (req.body.halfCheckedKeys ?? []).filter((id) => !checked.includes(id))
      await app.db.withTenant(session, async (tx) => {
        const usable = await usableMenus(app, req, tx)
        const unknown = [...checked, ...half].find((id) => !usable.visible.has(id))
        if (unknown) throw badRequest('menuUnknown', { id: unknown })
        if (topOf(usable, checked).length >= LIMITS.maxCommonMenus) throw badRequest('oftenFunctionLimit')
        await tx.delete(oftenFunction).where(eq(oftenFunction.userId, session.userId))
        const rows = [
          ...checked.map((menuId) => ({ menuId, halfChecked: 0 })),
          ...half.map((menuId) => ({ menuId, halfChecked: 1 })),
        ].map((r, sort) => ({ ...r, userId: session.userId, sort }))
        if (rows.length) await tx.insert(oftenFunction).values(rows)
      })
      return ok(req, true)
    },
  })
}
