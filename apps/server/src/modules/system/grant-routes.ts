import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, inArray } from 'drizzle-orm'
import { Type } from 'typebox'
import { Envelope, Id, IdList, LangParam, TreeNode, permissionCodes, roleResource } from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { ok } from '../../core/envelope'
import { nest, withAncestors, type MenuSnapshot } from './menu-catalog'
import { menuNode, type TreeNodeData } from './menu-view'
import { grantRoles, grantableBy, grantsOf, type Grantable } from './grant-service'
import { apiScope, dataScope, role } from './schema'
import { errors } from '../../core/resource/route-kit'

const codes = permissionCodes(roleResource)
export const ROLE_GRANT = 'role_grant'

const IdArray = (description: string) => Type.Array(Id, { maxItems: 5000, uniqueItems: true, description })
const GrantBody = Type.Object(
  {
    roleIds: Type.Array(Id, {
      minItems: 1,
      maxItems: 100,
      uniqueItems: true,
      description: 'the roles to grant',
    }),
    menuIds: IdArray('menus and buttons (checked and half-checked)'),
    dataScopeIds: Type.Optional(IdArray('data scopes; omitted: none')),
    apiScopeIds: Type.Optional(IdArray('API scopes; omitted: none')),
  },
  { additionalProperties: false },
)
const KeysQuery = Type.Object({ roleIds: IdList, ...LangParam }, { additionalProperties: false })
const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })
const GrantTrees = Type.Object(
  { menu: Type.Array(TreeNode), dataScope: Type.Array(TreeNode), apiScope: Type.Array(TreeNode) },
  { additionalProperties: false },
)
const GrantKeys = Type.Object(
  { menu: Type.Array(Id), dataScope: Type.Array(Id), apiScope: Type.Array(Id) },
  { additionalProperties: false },
)

const tags = ['role']

/** A scope tree: each scope under its menu, with the menus above it (scopes are the checkable leaves). */
async function scopeTree(
  tx: Tx,
  table: typeof dataScope | typeof apiScope,
  kind: 'dataScope' | 'apiScope',
  grantable: Grantable,
  snapshot: MenuSnapshot,
  locale: Parameters<typeof menuNode>[1],
): Promise<TreeNodeData[]> {
  const own = kind === 'dataScope' ? grantable.dataScopeIds : grantable.apiScopeIds
  if (!grantable.all && own.size === 0) return []
  const rows = await tx
    .select({ id: table.id, menuId: table.menuId, name: table.scopeName })
    .from(table)
    .where(and(eq(table.isDeleted, 0), grantable.all ? undefined : inArray(table.id, [...own])))
    .orderBy(table.scopeName, table.id)
  const menuIds = withAncestors(
    snapshot,
    rows.map((r) => r.menuId),
  )
  const menus = snapshot.menus.filter((m) => menuIds.has(m.id)).map((m) => menuNode(m, locale))
  const scopes = rows.map((r) => ({
    id: r.id,
    parentId: r.menuId,
    title: r.name,
    key: r.id,
    value: r.id,
    kind,
  }))
  return nest<TreeNodeData>([...menus, ...scopes])
}

/** The role dialog's grants (spec §6): the trees to choose from, a role's keys, and `role/grant`. */
export default async function grantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/api/blade-system/menu/grant-tree',
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary:
          'What the caller may grant: menus (buttons included), data scopes and API scopes as trees; an administrator’s are all',
        querystring: NoQuery,
        response: { 200: Envelope(GrantTrees), ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      const snapshot = await app.menuCatalog.snapshot()
      const trees = await app.db.withTenant(session, async (tx) => {
        const grantable = await grantableBy(tx, session, snapshot)
        const menus = snapshot.menus
          .filter((m) => grantable.menuIds.has(m.id))
          .map((m) => menuNode(m, req.locale))
        return {
          menu: nest(menus),
          dataScope: await scopeTree(tx, dataScope, 'dataScope', grantable, snapshot, req.locale),
          apiScope: await scopeTree(tx, apiScope, 'apiScope', grantable, snapshot, req.locale),
        }
      })
      return ok(req, trees)
    },
  )

  app.get(
    '/api/blade-system/role/role-tree-keys',
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary:
          'What the roles are granted: menu, data-scope and API-scope ids (the grant dialog’s checked keys)',
        querystring: KeysQuery,
        response: { 200: Envelope(GrantKeys), ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      const snapshot = await app.menuCatalog.snapshot()
      const keys = await app.db.withTenant(session, async (tx) => {
        const live = await tx
          .select({ id: role.id })
          .from(role)
          .where(and(inArray(role.id, req.query.roleIds.split(',')), eq(role.isDeleted, 0)))
        const sets = await grantsOf(
          tx,
          live.map((r) => r.id),
        )
        return { ...sets, menuIds: sets.menuIds.filter((id) => snapshot.byId.has(id)) }
      })
      return ok(req, { menu: keys.menuIds, dataScope: keys.dataScopeIds, apiScope: keys.apiScopeIds })
    },
  )

  app.post(
    '/api/blade-system/role/grant',
    {
      config: { permission: ROLE_GRANT },
      schema: {
        tags,
        summary: 'Replace the roles’ menus, data scopes and API scopes in one transaction (all or nothing)',
        querystring: NoQuery,
        body: GrantBody,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      const { roleIds, menuIds, dataScopeIds = [], apiScopeIds = [] } = req.body
      const snapshot = await app.menuCatalog.snapshot()
      await app.db.withTenant(session, (tx) =>
        grantRoles(
          tx,
          app.ids,
          snapshot,
          roleIds,
          { menuIds, dataScopeIds, apiScopeIds },
          { session, requestId: req.id },
        ),
      )
      return ok(req, true)
    },
  )
}
