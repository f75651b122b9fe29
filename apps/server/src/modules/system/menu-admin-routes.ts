import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  DetailQuery,
  Envelope,
  Id,
  LangParam,
  MenuItem,
  PLATFORM_TENANT_ID,
  ROUTE_CATEGORIES,
  RemoveQuery,
  TOP_PARENT_ID,
  TreeNode,
  menuResource,
  permissionCodes,
  submitSchema,
  type Locale,
} from '@store/contract'
import { assertPermission, sessionOf } from '../../core/auth'
import { enterTenant } from '../../core/db/database'
import { ok } from '../../core/envelope'
import { notFound } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { ResourceService, type Actor } from '../../core/resource/service'
import { nest, type MenuRow, type MenuSnapshot } from './menu-catalog'
import { viewContextOf } from './menu-access'
import { menuRules } from './menu-rules'
import { menuItem, menuNode } from './menu-view'
import { menu } from './schema'
import { assertPlatformAdministrator } from '../../core/platform-admin'
import { errors, fieldLabelsOf } from '../../core/resource/route-kit'

const BASE = menuResource.basePath
const codes = permissionCodes(menuResource)

const Filters = {
  name: Type.Optional(Type.String({ maxLength: 255, description: 'part of the name, in any language' })),
  code: Type.Optional(Type.String({ maxLength: 128, description: 'part of the code' })),
  category: Type.Optional(Type.Integer({ minimum: 0, maximum: 6 })),
}
const ListQuery = Type.Object({ ...Filters, ...LangParam }, { additionalProperties: false })
const LazyQuery = Type.Object(
  {
    parentId: Type.Optional(
      Type.Union([Id, Type.Literal('')], { description: 'the level to list; 0 the top' }),
    ),
    ...Filters,
    ...LangParam,
  },
  { additionalProperties: false },
)
const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })
const SavedId = Type.Object({ id: Id }, { additionalProperties: false })

const fieldLabels = fieldLabelsOf(menuResource)
const tags = ['menu']

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

  app.get(
    `${BASE}/list`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'Every menu (buttons included) as a tree; filtered, the matches with their subtrees',
        querystring: ListQuery,
        response: { 200: Envelope(Type.Array(MenuItem)), ...errors },
      },
    },
    async (req) => {
      const items = await view(req, (s) =>
        s.menus.filter((m) => !hasFilter(req.query) || matches(m, req.query)),
      )
      return ok(req, nest(items))
    },
  )

  for (const [path, routesOnly, what] of [
    ['lazy-list', false, 'menus, buttons included'],
    ['lazy-menu-list', true, 'menus without buttons, tabs and HOVs'],
  ] as const) {
    app.get(
      `${BASE}/${path}`,
      {
        config: { permission: codes.view },
        schema: {
          tags,
          summary: `One level of ${what} with hasChildren; a filter searches the whole tree`,
          querystring: LazyQuery,
          response: { 200: Envelope(Type.Array(MenuItem)), ...errors },
        },
      },
      async (req) => ok(req, await view(req, (s) => lazyLevel(s, req.query, routesOnly), true)),
    )
  }

  app.get(
    `${BASE}/tree`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'The menus that are routes or hold routes, as a selection tree (a menu’s parent picker)',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Array(TreeNode)), ...errors },
      },
    },
    async (req) => ok(req, routeTree(await app.menuCatalog.snapshot(), req.locale)),
  )

  app.get(
    `${BASE}/detail`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'One menu',
        querystring: DetailQuery,
        response: { 200: Envelope(MenuItem), ...errors },
      },
    },
    async (req) => {
      const [item] = await view(req, (s) => {
        const row = s.byId.get(req.query.id)
        return row ? [row] : []
      })
      if (!item) throw notFound()
      return ok(req, item)
    },
  )

  app.post(
    `${BASE}/submit`,
    {
      config: { permission: [codes.add, codes.edit], fieldLabels },
      schema: {
        tags,
        summary: 'Insert (no id) or update a menu: platform administrators only; answers its id',
        querystring: NoQuery,
        body: submitSchema(menuResource),
        response: { 200: Envelope(SavedId), ...errors },
      },
    },
    async (req) => {
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
  )

  app.post(
    `${BASE}/remove`,
    {
      config: { permission: codes.remove },
      schema: {
        tags,
        summary: 'Remove menus (with their children, or refused): platform administrators only',
        querystring: RemoveQuery,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
      await assertPlatformAdministrator(req)
      const actor = await platformActor(req)
      await app.db.withSystem(async (tx) => {
        await enterTenant(tx, PLATFORM_TENANT_ID)
        await service.remove(tx, req.query.ids.split(','), actor)
      })
      return ok(req, true)
    },
  )
}
