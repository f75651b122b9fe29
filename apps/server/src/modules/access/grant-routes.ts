import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { and, eq, inArray } from 'drizzle-orm'
import { permissionCodes, roleGrantEndpoints, roleResource } from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { ok } from '../../core/envelope'
import { menuNode, nest, withAncestors, type MenuSnapshot, type TreeNodeData } from '../menu'
import { grantRoles, grantableBy, grantsOf, type Grantable } from './grant-service'
import { apiScope, dataScope, role } from './schema'
import { endpointRoute } from '../../core/endpoint-route'

const codes = permissionCodes(roleResource)
export const ROLE_GRANT = 'role_grant'

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

  endpointRoute(app, roleGrantEndpoints.grantTree, {
    config: { permission: codes.view },
    handler: async (req) => {
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
  })

  /** What the live roles among `roleIds` (a comma list) are granted; menus only while they exist. */
  const keysOf = async (req: FastifyRequest, roleIds: string) => {
    const session = sessionOf(req)
    const snapshot = await app.menuCatalog.snapshot()
    return app.db.withTenant(session, async (tx) => {
      const live = await tx
        .select({ id: role.id })
        .from(role)
        .where(and(inArray(role.id, roleIds.split(',')), eq(role.isDeleted, 0)))
      const sets = await grantsOf(
        tx,
        live.map((r) => r.id),
      )
      return { ...sets, menuIds: sets.menuIds.filter((id) => snapshot.byId.has(id)) }
    })
  }

  endpointRoute(app, roleGrantEndpoints.roleTreeKeys, {
    config: { permission: codes.view },
    handler: async (req) => {
      const keys = await keysOf(req, req.query.roleIds)
      return ok(req, { menu: keys.menuIds, dataScope: keys.dataScopeIds, apiScope: keys.apiScopeIds })
    },
  })

  endpointRoute(app, roleGrantEndpoints.menuRoleTreeKeys, {
    config: { permission: codes.view },
    handler: async (req) => ok(req, (await keysOf(req, req.query.roleIds)).menuIds),
  })

  endpointRoute(app, roleGrantEndpoints.grant, {
    config: { permission: ROLE_GRANT },
    handler: async (req) => {
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
  })
}
