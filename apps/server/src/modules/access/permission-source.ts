import fp from 'fastify-plugin'
import { ADMINISTRATOR_ALIAS } from '@store/contract'
import type { PermissionSource } from '../../core/auth'
import { TtlCache } from '../../core/cache'
import type { Database } from '../../core/db/database'
import type { Session } from '../../core/tokens'
import { RoleDataScopes } from './data-scopes'
import { grantedCodes, liveRoles } from './role-grants'

declare module 'fastify' {
  interface FastifyInstance {
    dataScopes: RoleDataScopes
  }
}

export const ADMINISTRATOR = ADMINISTRATOR_ALIAS
const CACHE_MS = 5_000

/**
 * A session's permission codes: the codes of the menus and buttons granted to its roles and of their
 * API scopes; a role aliased `administrator` holds them all. The guard asks on every request, so the
 * answer is cached a few seconds per tenant and role set, and dropped as soon as a grant or a menu
 * change commits in this process (other processes catch up within the few seconds).
 */
export class RolePermissionSource implements PermissionSource {
  private readonly cache = new TtlCache<ReadonlySet<string> | 'all'>(CACHE_MS)

  constructor(private readonly db: Database) {}

  async codesOf(session: Session): Promise<ReadonlySet<string> | 'all'> {
    if (session.roleIds.length === 0) return new Set()
    const key = `${session.tenantId}:${[...session.roleIds].sort().join(',')}`
    return this.cache.get(key, () => this.load(session))
  }

  /** Forgets the tenant's answers, or every tenant's when none is named. */
  invalidate(tenantId?: string): void {
    this.cache.invalidate(tenantId === undefined ? undefined : (key) => key.startsWith(`${tenantId}:`))
  }

  private load(session: Session): Promise<ReadonlySet<string> | 'all'> {
    return this.db.withTenant(session, async (tx) => {
      const roles = await liveRoles(tx, session.roleIds)
      if (roles.administrator) return 'all' as const
      return grantedCodes(tx, roles.ids)
    })
  }
}

/**
 * What a session's roles grant: permission codes and data scopes. A menu change drops the codes after
 * the menu module's catalog has reloaded (listeners run in registration order).
 */
export const permissionSourcePlugin = fp(
  async (app) => {
    const source = new RolePermissionSource(app.db)
    app.decorate('permissionSource', source)
    app.decorate('dataScopes', new RoleDataScopes())
    app.db.onCommitted('access:grants-changed', async ({ tenantId }) => source.invalidate(tenantId))
    app.db.onCommitted('access:menus-changed', async () => source.invalidate())
  },
  { name: 'permission-source', dependencies: ['db', 'menu-catalog'] },
)
