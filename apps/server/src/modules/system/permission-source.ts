import fp from 'fastify-plugin'
import { and, eq, inArray } from 'drizzle-orm'
import type { PermissionSource } from '../../core/auth'
import { TtlCache } from '../../core/cache'
import type { Database } from '../../core/db/database'
import type { Session } from '../../core/tokens'
import { role, rolePermission } from './schema'

export const ADMINISTRATOR = 'administrator'
const CACHE_MS = 5_000

/**
 * Permission codes granted to a session's roles. A role aliased `administrator` holds them all.
 * Cached a few seconds per tenant and role set: the guard runs on every request.
 */
export class RolePermissionSource implements PermissionSource {
  private readonly cache = new TtlCache<ReadonlySet<string> | 'all'>(CACHE_MS)

  constructor(private readonly db: Database) {}

  async codesOf(session: Session): Promise<ReadonlySet<string> | 'all'> {
    if (session.roleIds.length === 0) return new Set()
    const key = `${session.tenantId}:${[...session.roleIds].sort().join(',')}`
    return this.cache.get(key, () => this.load(session))
  }

  private load(session: Session): Promise<ReadonlySet<string> | 'all'> {
    return this.db.withTenant(session, async (tx) => {
      const roles = await tx
        .select({ alias: role.roleAlias })
        .from(role)
        .where(and(inArray(role.id, session.roleIds), eq(role.isDeleted, 0)))
      if (roles.some((r) => r.alias === ADMINISTRATOR)) return 'all' as const
      const rows = await tx
        .select({ code: rolePermission.code })
        .from(rolePermission)
        .where(inArray(rolePermission.roleId, session.roleIds))
      return new Set(rows.map((r) => r.code))
    })
  }
}

export const permissionSourcePlugin = fp(
  async (app) => {
    app.decorate('permissionSource', new RolePermissionSource(app.db))
  },
  { name: 'permission-source', dependencies: ['db'] },
)
