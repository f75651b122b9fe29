import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, inArray } from 'drizzle-orm'
import { topMenuEndpoints, topMenuResource } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest, notFound } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { withDescendants } from './menu-catalog'
import { sessionMenus, visibleRoutes } from './menu-access'
import { topMenu, topMenuSetting } from './schema'
import { arrangementOf, liveTopMenus } from './top-menu-arrangement'

/** Removing a top menu drops every arrangement of it. */
const topMenuCrud = resourceRoutes(topMenuResource, topMenu as unknown as ResourceTable, {
  async beforeRemove(tx, rows) {
    const ids = rows.map((r) => r.id as string)
    await tx.delete(topMenuSetting).where(inArray(topMenuSetting.topMenuId, ids))
  },
})

/**
 * spec §7 System "topmenu": the tenant's top menu bar (plain CRUD) and each user's arrangement of
 * menus under it (`grant-user`, `menu/top-menu-user`, `menu/top-tree-keys-user`).
 */
export default async function topMenuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(topMenuCrud)

  endpointRoute(app, topMenuEndpoints.topMenuUser, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      const snapshot = await app.menuCatalog.snapshot()
      const list = await app.db.withTenant(session, async (tx) => {
        const menus = await sessionMenus(tx, session, snapshot)
        const all = await tx
          .select()
          .from(topMenu)
          .where(eq(topMenu.isDeleted, 0))
          .orderBy(topMenu.sort, topMenu.id)
        const shown = []
        for (const t of all) {
          const arrangement = await arrangementOf(tx, session.userId, [t.id])
          const within = withDescendants(snapshot, arrangement?.checked ?? [])
          if (visibleRoutes(menus, within).length > 0) shown.push(t)
        }
        return shown
      })
      return ok(
        req,
        list.map((t) => ({
          id: t.id,
          code: t.code,
          name: t.name,
          source: t.source,
          path: t.path,
          sort: t.sort,
        })),
      )
    },
  })

  endpointRoute(app, topMenuEndpoints.topTreeKeysUser, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      const arrangement = await app.db.withTenant(session, (tx) =>
        arrangementOf(tx, session.userId, req.query.topMenuIds.split(',')),
      )
      if (!arrangement) throw notFound()
      return ok(req, { menu: arrangement.checked, halfChecked: arrangement.halfChecked })
    },
  })

  endpointRoute(app, topMenuEndpoints.grantUser, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      const { topMenuIds, menuIds, halfChecked = [] } = req.body
      const snapshot = await app.menuCatalog.snapshot()
      await app.db.withTenant(session, async (tx) => {
        if ((await liveTopMenus(tx, topMenuIds)).length !== topMenuIds.length) throw notFound()
        const visible = new Set(visibleRoutes(await sessionMenus(tx, session, snapshot)).map((m) => m.id))
        const foreign = [...menuIds, ...halfChecked].find((id) => !visible.has(id))
        if (foreign) throw badRequest('menuNotVisible', { id: foreign })
        const mine = and(
          eq(topMenuSetting.userId, session.userId),
          inArray(topMenuSetting.topMenuId, topMenuIds),
        )
        const before = await tx.select().from(topMenuSetting).where(mine)
        await tx.delete(topMenuSetting).where(mine)
        const rows = topMenuIds.flatMap((topMenuId) => [
          ...menuIds.map((menuId) => ({ userId: session.userId, topMenuId, menuId, halfChecked: 0 })),
          ...halfChecked.map((menuId) => ({ userId: session.userId, topMenuId, menuId, halfChecked: 1 })),
        ])
        if (rows.length) await tx.insert(topMenuSetting).values(rows)
        await recordAudit(tx, app.ids, {
          resource: 'top_menu_setting',
          action: 'update',
          recordIds: topMenuIds,
          before,
          after: rows,
          userId: session.userId,
          requestId: req.id,
        })
      })
      return ok(req, true)
    },
  })
}
