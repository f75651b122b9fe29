import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { inArray } from 'drizzle-orm'
import { permissionCodes, topMenuEndpoints, topMenuResource } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { notFound } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { resourceRoutes } from '../../core/resource/routes'
import { topMenu, topMenuSetting } from './schema'
import { arrangementOf, topMenuBar } from './top-menu-arrangement'

/** Removing a top menu drops every arrangement of it. */
const topMenuCrud = resourceRoutes(topMenuResource, topMenu as unknown as ResourceTable, {
  async beforeRemove(tx, rows) {
    const ids = rows.map((r) => r.id as string)
    await tx.delete(topMenuSetting).where(inArray(topMenuSetting.topMenuId, ids))
  },
})

/**
 * spec §7 System "topmenu": the tenant's top menu bar (plain CRUD) and the menus a user's arrangement
 * puts under it (`menu/top-tree-keys-user`); the access module answers what of it the user may see.
 */
export default async function topMenuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  await app.register(topMenuCrud)

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

  endpointRoute(app, topMenuEndpoints.grantTree, {
    config: { permission: permissionCodes(topMenuResource).view },
    handler: async (req) => {
      const rows = await app.db.withTenant(sessionOf(req), (tx) => topMenuBar(tx))
      return ok(
        req,
        rows.map((t) => ({ id: t.id, parentId: '0', title: t.name, key: t.id, value: t.id })),
      )
    },
  })
}
