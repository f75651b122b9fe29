import fp from 'fastify-plugin'
import { and, eq, inArray } from 'drizzle-orm'
import type { PermissionSource } from '../../core/auth'
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
  private readonly cache = new Map<string, { codes: ReadonlySet<string> | 'all'; until: number }>()

  constructor(private readonly db: Database) {}

  async codesOf(session: Session): Promise<ReadonlySet<string> | 'all'> {
    if (session.roleIds.length === 0) return new Set()
    const key = `${session.tenantId}:${[...session.roleIds].sort().join(',')}`
    const hit = this.cache.get(key)
    if (hit && hit.until > Date.now()) return hit.codes
    const codes = await this.db.withTenant(session, async (tx) => {
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
    this.cache.set(key, { codes, until: Date.now() + CACHE_MS })
    return codes
  }

  /** Forget cached grants, e.g. after a role's grants changed. */
  invalidate(tenantId: string): void {
    for (const key of this.cache.keys()) if (key.startsWith(`${tenantId}:`)) this.cache.delete(key)
  }
}

export const permissionSourcePlugin = fp(
  async (app) => {
    app.decorate('permissionSource', new RolePermissionSource(app.db))
  },
  { name: 'permission-source', dependencies: ['db'] },
)
