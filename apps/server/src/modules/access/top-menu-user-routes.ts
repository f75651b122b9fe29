import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { topMenuEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest, notFound } from '../../core/errors'
import { arrangementOf, liveTopMenus, saveArrangement, topMenuBar, withDescendants } from '../menu'
import { sessionMenus, visibleRoutes } from './session-menus'

/**
 * spec §7 System "topmenu", as far as it depends on what the user may see: the top menus holding a
 * route of theirs (`menu/top-menu-user`) and their own arrangement of their routes (`grant-user`).
 */
export default async function topMenuUserRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  // BladeX names it menu/top-menu
  for (const endpoint of [topMenuEndpoints.topMenuUser, topMenuEndpoints.topMenu]) {
    endpointRoute(app, endpoint, {
      config: { permission: SIGNED_IN },
      handler: async (req) => {
        const session = sessionOf(req)
        const snapshot = await app.menuCatalog.snapshot()
        const list = await app.db.withTenant(session, async (tx) => {
          const menus = await sessionMenus(tx, session, snapshot)
          const shown = []
          for (const t of await topMenuBar(tx)) {
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
  }

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
        await saveArrangement(
          tx,
          app.ids,
          topMenuIds,
          { checked: menuIds, halfChecked },
          { userId: session.userId, requestId: req.id },
        )
      })
      return ok(req, true)
    },
  })
}
