import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, inArray } from 'drizzle-orm'
import { Type } from 'typebox'
import {
  DATA_SCOPE_TYPE,
  Envelope,
  Id,
  LangParam,
  MENU_CATEGORY,
  MenuItem,
  menuEndpoints,
  SCOPE_CATEGORY,
} from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { localName, nest, withAncestors, withDescendants } from './menu-catalog'
import { heldOfCategory, sessionMenus, viewContextOf, visibleRoutes, type SessionMenus } from './menu-access'
import { menuItem, menuTree } from './menu-view'
import { printPlansOfMenus } from '../settings'
import { dataScope, roleScope } from './schema'
import { arrangementOf } from './top-menu-arrangement'
import { errors } from '../../core/resource/route-kit'

const BASE = '/api/blade-system/menu'
const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })
const HiddenColumns = Type.Object(
  {
    scopeID: Id,
    menuId: Id,
    resourceCode: Type.String(),
    /** comma list of the columns hidden */
    scopeValue: Type.String(),
  },
  { additionalProperties: false },
)
const PrintPlans = Type.Object(
  {
    menuId: Id,
    menuCode: Type.String({ description: 'the screen’s menu code' }),
    printPlans: Type.Array(
      Type.Object(
        {
          id: Id,
          printPlanName: Type.String(),
          forbidReprint: Type.Integer({ description: '1: a printed document may not be printed again' }),
          template: Type.String({ description: 'the template the print plug-in fills (JSON)' }),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)

const tags = ['menu']

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
export default async function menuRoutes(fastify: FastifyInstance) {
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
          return menuTree(visibleRoutes(menus, within), await viewContextOf(req, tx, menus.snapshot))
        }),
      ),
  })

  app.get(
    `${BASE}/buttons`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary:
          'The user’s buttons, nested under the menus they belong to (the leaves’ codes are the permissions)',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Array(MenuItem)), ...errors },
      },
    },
    async (req) =>
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
  )

  for (const [path, category, what] of [
    ['tabs', MENU_CATEGORY.tab, 'tab'],
    ['hovs', MENU_CATEGORY.hov, 'HOV (value help)'],
  ] as const) {
    app.get(
      `${BASE}/${path}`,
      {
        config: { permission: SIGNED_IN },
        schema: {
          tags,
          summary: `The user’s ${what} permission codes`,
          querystring: NoQuery,
          response: { 200: Envelope(Type.Array(Type.String())), ...errors },
        },
      },
      async (req) =>
        ok(
          req,
          await withMenus(req, async (_tx, menus) => [
            ...new Set(heldOfCategory(menus, category).map((m) => m.code)),
          ]),
        ),
    )
  }

  app.get(
    `${BASE}/hide-columns`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Columns the user’s roles hide, per screen (data scopes of type 6); none for administrators',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Array(HiddenColumns)), ...errors },
      },
    },
    async (req) => ok(req, await withMenus(req, hiddenColumnsOf)),
  )

  app.get(
    `${BASE}/list-printplans`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The print plans of the screens the user may open, per screen (spec §3 Print plan)',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Array(PrintPlans)), ...errors },
      },
    },
    async (req) =>
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
  )

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

  app.get(
    `${BASE}/grant-top-tree`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'The user’s routes as a tree, to arrange under top menus (topmenu/grant-user)',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Object({ menu: Type.Array(MenuItem) })), ...errors },
      },
    },
    async (req) =>
      ok(
        req,
        await withMenus(req, async (tx, menus) => {
          const ctx = await viewContextOf(req, tx, menus.snapshot)
          return { menu: nest(visibleRoutes(menus).map((m) => menuItem(m, ctx))) }
        }),
      ),
  )
}
