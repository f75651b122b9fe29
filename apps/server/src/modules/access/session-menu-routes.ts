import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, inArray } from 'drizzle-orm'
import { DATA_SCOPE_TYPE, MENU_CATEGORY, menuEndpoints, SCOPE_CATEGORY } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
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
} from '../menu'
import { printPlansOfMenus } from '../settings'
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

  endpointRoute(app, menuEndpoints.routes, {
    config: { permission: SIGNED_IN },
    handler: async (req) =>
      ok(
        req,
        await withMenus(req, async (tx, menus) => {
          const topMenuId = req.query.topMenuId || undefined
          let within: Set<string> | undefined
          if (topMenuId) {
            const arrangement = await arrangementOf(tx, sessionOf(req).userId, [topMenuId])
            if (!arrangement) throw badRequest('topMenuUnknown')
            within = withDescendants(menus.snapshot, arrangement.checked)
          }
          const ctx = await viewContextOf(req, tx, menus.snapshot)
          return withDirectoryPaths(menuTree(visibleRoutes(menus, within), ctx))
        }),
      ),
  })

  endpointRoute(app, menuEndpoints.buttons, {
    config: { permission: SIGNED_IN },
    handler: async (req) =>
      ok(
        req,
        await withMenus(req, async (tx, menus) => {
          const buttons = heldOfCategory(menus, MENU_CATEGORY.button)
          const ids = withAncestors(
            menus.snapshot,
            buttons.map((b) => b.id),
          )
          const rows = menus.snapshot.menus.filter((m) => ids.has(m.id))
          return menuTree(rows, await viewContextOf(req, tx, menus.snapshot))
        }),
      ),
  })

  for (const [endpoint, category] of [
    [menuEndpoints.tabs, MENU_CATEGORY.tab],
    [menuEndpoints.hovs, MENU_CATEGORY.hov],
  ] as const) {
    endpointRoute(app, endpoint, {
      config: { permission: SIGNED_IN },
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
    config: { permission: SIGNED_IN },
    handler: async (req) => ok(req, await withMenus(req, hiddenColumnsOf)),
  })

  endpointRoute(app, menuEndpoints.listPrintPlans, {
    config: { permission: SIGNED_IN },
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
    config: { permission: SIGNED_IN },
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
    config: { permission: SIGNED_IN },
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
