import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, inArray } from 'drizzle-orm'
import { DATA_SCOPE_TYPE, MENU_CATEGORY, menuEndpoints, SCOPE_CATEGORY } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { clientHolds, etagOf, withEtag } from '../../core/wire'
import {
  arrangementOf,
  localName,
  menuItem,
  menuTree,
  nest,
  viewContextOf,
  withAncestors,
  withDescendants,
  withDirectoryPaths,
  type MenuRow,
  type MenuSnapshot,
} from '../menu'
import { printPlansOfMenus } from '../settings'
import { MenuRoutesCache } from './menu-routes-cache'
import { dataScope, roleScope } from './schema'
import { heldOfCategory, sessionMenus, visibleRoutes, type SessionMenus } from './session-menus'

/** Type-6 data scopes of the roles: the columns their screens hide (spec §3 Session state hideColumns). */
async function hiddenColumnsOf(tx: Tx, menus: SessionMenus) {
  if (menus.administrator || menus.roleIds.length === 0) return []
  const rows = await tx
    .selectDistinct({
      scopeID: dataScope.id,
      menuId: dataScope.menuId,
      resourceCode: dataScope.resourceCode,
      scopeValue: dataScope.scopeValue,
    })
    .from(roleScope)
    .innerJoin(dataScope, and(eq(dataScope.id, roleScope.scopeId), eq(dataScope.isDeleted, 0)))
    .where(
      and(
        inArray(roleScope.roleId, menus.roleIds),
        eq(roleScope.scopeCategory, SCOPE_CATEGORY.data),
        eq(dataScope.scopeType, DATA_SCOPE_TYPE.hiddenColumns),
      ),
    )
  return rows.map((r) => ({ ...r, scopeValue: r.scopeValue ?? '' }))
}

/** When the routes change by themselves: the first menu or licence expiry still ahead, as epoch ms. */
function nextExpiry(rows: MenuRow[], ctx: { tenantExpiry: Date | null; now: Date }): number | null {
  const ahead = [ctx.tenantExpiry, ...rows.map((r) => r.expireTime)]
    .filter((d): d is Date => d !== null && d > ctx.now)
    .map((d) => d.getTime())
  return ahead.length ? Math.min(...ahead) : null
}

/** spec §7 System "menu": what the shell loads for the signed-in user (routes, buttons, tabs, HOVs…). */
export default async function sessionMenuRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  /** Runs `fn` in the caller's tenant with the menus its session holds (the catalog read first: it takes a connection of its own). */
  const withMenus = async <T>(req: FastifyRequest, fn: (tx: Tx, menus: SessionMenus) => Promise<T>) => {
    const snapshot = await app.menuCatalog.snapshot()
    return app.db.withTenant(sessionOf(req), async (tx) =>
      fn(tx, await sessionMenus(tx, sessionOf(req), snapshot)),
    )
  }

  /**
   * Answers from memory while the tenant's access version and the catalog stand: the serialised body,
   * or 304 when the shell holds its ETag. Without a known version (Redis away) it builds every time.
   */
  const cachedTree = async <T>(
    cache: MenuRoutesCache,
    req: FastifyRequest,
    reply: FastifyReply,
    /** the tree, and when it changes by itself */
    build: (snapshot: MenuSnapshot) => Promise<{ tree: T; changesAt: number | null }>,
  ) => {
    const session = sessionOf(req)
    const version = await app.accessVersions.of(session.tenantId)
    const snapshot = await app.menuCatalog.snapshot()
    if (version === null) return ok(req, (await build(snapshot)).tree)
    const cached = await cache.get(session, req.locale, version, snapshot, async () => {
      const { tree, changesAt } = await build(snapshot)
      const body = String(reply.serialize(ok(req, tree)))
      return { body, etag: etagOf(body), changesAt }
    })
    withEtag(reply, cached.etag)
    if (clientHolds(req, cached.etag)) return reply.code(304).send()
    return reply.type('application/json; charset=utf-8').send(cached.body)
  }

  /** The session's routes (below one top menu when given). */
  const routeTree = (req: FastifyRequest, snapshot: MenuSnapshot, topMenuId?: string) =>
    app.db.withTenant(sessionOf(req), async (tx) => {
      const menus = await sessionMenus(tx, sessionOf(req), snapshot)
      let within: Set<string> | undefined
      if (topMenuId) {
        const arrangement = await arrangementOf(tx, sessionOf(req).userId, [topMenuId])
        if (!arrangement) throw badRequest('topMenuUnknown')
        within = withDescendants(snapshot, arrangement.checked)
      }
      const ctx = await viewContextOf(req, tx, snapshot)
      const rows = visibleRoutes(menus, within)
      return { tree: withDirectoryPaths(menuTree(rows, ctx)), changesAt: nextExpiry(rows, ctx) }
    })

  const routesCache = new MenuRoutesCache()
  const buttonsCache = new MenuRoutesCache()

  // Every sign-in and reload asks for the routes and buttons: answered from memory (a top menu's
  // routes depend on the user's arrangement: built each time).
  endpointRoute(app, menuEndpoints.routes, {
    config: { permission: SIGNED_IN, etag: true },
    handler: async (req, reply) => {
      const topMenuId = req.query.topMenuId || undefined
      if (topMenuId) return ok(req, (await routeTree(req, await app.menuCatalog.snapshot(), topMenuId)).tree)
      return cachedTree(routesCache, req, reply, (snapshot) => routeTree(req, snapshot))
    },
  })

  endpointRoute(app, menuEndpoints.buttons, {
    config: { permission: SIGNED_IN, etag: true },
    handler: async (req, reply) =>
      cachedTree(buttonsCache, req, reply, (snapshot) =>
        app.db.withTenant(sessionOf(req), async (tx) => {
          const menus = await sessionMenus(tx, sessionOf(req), snapshot)
          const buttons = heldOfCategory(menus, MENU_CATEGORY.button)
          const ids = withAncestors(
            snapshot,
            buttons.map((b) => b.id),
          )
          const rows = snapshot.menus.filter((m) => ids.has(m.id))
          const ctx = await viewContextOf(req, tx, snapshot)
          return { tree: menuTree(rows, ctx), changesAt: nextExpiry(rows, ctx) }
        }),
      ),
  })

  for (const [endpoint, category] of [
    [menuEndpoints.tabs, MENU_CATEGORY.tab],
    [menuEndpoints.hovs, MENU_CATEGORY.hov],
  ] as const) {
    endpointRoute(app, endpoint, {
      config: { permission: SIGNED_IN, etag: true },
      handler: async (req) =>
        ok(
          req,
          await withMenus(req, async (_tx, menus) => [
            ...new Set(heldOfCategory(menus, category).map((m) => m.code)),
          ]),
        ),
    })
  }

  endpointRoute(app, menuEndpoints.hideColumns, {
    config: { permission: SIGNED_IN, etag: true },
    handler: async (req) => ok(req, await withMenus(req, hiddenColumnsOf)),
  })

  endpointRoute(app, menuEndpoints.listPrintPlans, {
    config: { permission: SIGNED_IN, etag: true },
    handler: async (req) =>
      ok(
        req,
        await withMenus(req, async (tx, menus) => {
          const screens = new Map(visibleRoutes(menus).map((m) => [m.id, m]))
          if (screens.size === 0) return []
          const plans = await printPlansOfMenus(tx, [...screens.keys()])
          const byMenu = new Map<string, typeof plans>()
          for (const p of plans) byMenu.set(p.menuId, [...(byMenu.get(p.menuId) ?? []), p])
          return [...byMenu].map(([menuId, list]) => ({
            menuId,
            menuCode: screens.get(menuId)!.code,
            printPlans: list.map((p) => ({
              id: p.id,
              printPlanName: p.printPlanName,
              forbidReprint: p.forbidReprint,
              template: p.template,
            })),
          }))
        }),
      ),
  })

  endpointRoute(app, menuEndpoints.applicationInfoList, {
    config: { permission: SIGNED_IN, etag: true },
    handler: async (req) =>
      ok(
        req,
        await withMenus(req, async (_tx, menus) => {
          const used = new Set(visibleRoutes(menus).map((m) => m.applicationId))
          return menus.snapshot.applications
            .filter((a) => used.has(a.id))
            .map((a) => ({
              id: a.id,
              code: a.code,
              menuCode: a.code,
              name: a.name,
              title: localName(a, req.locale),
              path: a.path,
              icon: a.icon,
              isMicro: a.isMicro,
              microName: a.microName,
              sort: a.sort,
            }))
        }),
      ),
  })

  endpointRoute(app, menuEndpoints.grantTopTree, {
    config: { permission: SIGNED_IN, etag: true },
    handler: async (req) =>
      ok(
        req,
        await withMenus(req, async (tx, menus) => {
          const ctx = await viewContextOf(req, tx, menus.snapshot)
          return { menu: nest(visibleRoutes(menus).map((m) => menuItem(m, ctx))) }
        }),
      ),
  })
}
