import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  PLATFORM_TENANT_ID,
  ROUTE_CATEGORIES,
  TOP_PARENT_ID,
  menuAdminEndpoints,
  menuResource,
  permissionCodes,
  type Locale,
} from '@store/contract'
import { assertPermission, sessionOf } from '../../core/auth'
import { enterTenant } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { notFound } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { ResourceService, type Actor } from '../../core/resource/service'
import { nest, type MenuRow, type MenuSnapshot } from './menu-catalog'
import { menuRules } from './menu-rules'
import { menuItem, menuNode, viewContextOf } from './menu-view'
import { menu } from './schema'
import { assertPlatformAdministrator } from '../../core/platform-admin'
import { fieldLabelsOf } from '../../core/resource/route-kit'

const codes = permissionCodes(menuResource)

const fieldLabels = fieldLabelsOf(menuResource)

type Filter = { name?: string; code?: string; category?: number }
const hasFilter = (q: Filter) => Boolean(q.name || q.code || q.category !== undefined)

function matches(row: MenuRow, q: Filter): boolean {
  const name = q.name?.trim().toLowerCase()
  if (name && ![row.name, row.nameZhHk, row.nameEn].some((n) => n?.toLowerCase().includes(name))) return false
  if (q.code && !row.code.toLowerCase().includes(q.code.trim().toLowerCase())) return false
  return q.category === undefined || row.category === q.category
}

function lazyLevel(
  snapshot: MenuSnapshot,
  q: Filter & { parentId?: string },
  routesOnly: boolean,
): MenuRow[] {
  const keep = (m: MenuRow) => !routesOnly || ROUTE_CATEGORIES.includes(m.category)
  // A search looks through the whole tree; otherwise one level.
  if (hasFilter(q)) return snapshot.menus.filter((m) => keep(m) && matches(m, q))
  return (snapshot.childrenOf.get(q.parentId || TOP_PARENT_ID) ?? []).filter(keep)
}

function routeTree(snapshot: MenuSnapshot, locale: Locale) {
  return nest(
    snapshot.menus.filter((m) => ROUTE_CATEGORIES.includes(m.category)).map((m) => menuNode(m, locale)),
  )
}

/**
 * spec §7 System "menu": the menu tree as the menu screen manages it. Menus are platform data: any
 * holder of menu_view reads them; only the platform's administrators change them, audited in the
 * platform tenant's log.
 */
export default async function menuAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new ResourceService(
    menuResource,
    menu as unknown as ResourceTable,
    app.ids,
    app.dictionaries,
    undefined,
    menuRules,
  )

  const platformActor = async (req: FastifyRequest): Promise<Actor> => ({
    userId: sessionOf(req).userId,
    timeZone: await app.tenants.timeZoneOf(PLATFORM_TENANT_ID),
    locale: req.locale,
    requestId: req.id,
  })
  /** Menu rows and the view of them in the caller's tenant (time zone, licence). */
  const view = async (req: FastifyRequest, rows: (snapshot: MenuSnapshot) => MenuRow[], lazy = false) => {
    const snapshot = await app.menuCatalog.snapshot()
    return app.db.withTenant(sessionOf(req), async (tx) => {
      const ctx = await viewContextOf(req, tx, snapshot)
      const items = rows(snapshot).map((m) => menuItem(m, ctx))
      if (lazy)
        return items.map((i) => ({ ...i, hasChildren: (snapshot.childrenOf.get(i.id)?.length ?? 0) > 0 }))
      return items
    })
  }

  endpointRoute(app, menuAdminEndpoints.list, {
    config: { permission: codes.view },
    handler: async (req) => {
      const items = await view(req, (s) =>
        s.menus.filter((m) => !hasFilter(req.query) || matches(m, req.query)),
      )
      return ok(req, nest(items))
    },
  })

  for (const [endpoint, routesOnly] of [
    [menuAdminEndpoints.lazyList, false],
    [menuAdminEndpoints.lazyMenuList, true],
  ] as const) {
    endpointRoute(app, endpoint, {
      config: { permission: codes.view },
      handler: async (req) => ok(req, await view(req, (s) => lazyLevel(s, req.query, routesOnly), true)),
    })
  }

  endpointRoute(app, menuAdminEndpoints.tree, {
    config: { permission: codes.view },
    handler: async (req) => ok(req, routeTree(await app.menuCatalog.snapshot(), req.locale)),
  })

  endpointRoute(app, menuAdminEndpoints.detail, {
    config: { permission: codes.view },
    handler: async (req) => {
      const [item] = await view(req, (s) => {
        const row = s.byId.get(req.query.id)
        return row ? [row] : []
      })
      if (!item) throw notFound()
      return ok(req, item)
    },
  })

  endpointRoute(app, menuAdminEndpoints.submit, {
    config: { permission: [codes.add, codes.edit], fieldLabels },
    handler: async (req) => {
      const body = req.body as Record<string, unknown>
      await assertPermission(req, body.id ? codes.edit : codes.add)
      await assertPlatformAdministrator(req)
      const actor = await platformActor(req)
      const saved = await app.db.withSystem(async (tx) => {
        await enterTenant(tx, PLATFORM_TENANT_ID)
        return service.submit(tx, body, actor)
      })
      return ok(req, { id: saved.id })
    },
  })

  endpointRoute(app, menuAdminEndpoints.remove, {
    config: { permission: codes.remove },
    handler: async (req) => {
      await assertPlatformAdministrator(req)
      const actor = await platformActor(req)
      await app.db.withSystem(async (tx) => {
        await enterTenant(tx, PLATFORM_TENANT_ID)
        await service.remove(tx, req.query.ids.split(','), actor)
      })
      return ok(req, true)
    },
  })
}
