import fp from 'fastify-plugin'
import { ADMINISTRATOR_ALIAS } from '@store/contract'
import type { PermissionSource } from '../../core/auth'
import { TtlCache } from '../../core/cache'
import type { Database } from '../../core/db/database'
import type { Session } from '../../core/tokens'
import { AccessVersions } from './access-versions'
import { RoleDataScopes } from './data-scopes'
import { grantedCodes, liveRoles } from './role-grants'

declare module 'fastify' {
  interface FastifyInstance {
    dataScopes: RoleDataScopes
    accessVersions: AccessVersions
  }
}

export const ADMINISTRATOR = ADMINISTRATOR_ALIAS
/** Versions drop a cached answer at once; the age bounds one whose version change failed to reach Redis. */
const CACHE_MS = 60_000

type Codes = ReadonlySet<string> | 'all'

/**
 * A session's permission codes: the codes of the menus and buttons granted to its roles and of their
 * API scopes; a role aliased `administrator` holds them all. The guard asks on every request, so the
 * answer is cached per tenant and role set as of the tenant's access version: a grant or menu change
 * committed on any node is seen by the next request.
 */
export class RolePermissionSource implements PermissionSource {
  private readonly cache = new TtlCache<{ version: string; codes: Codes }>(CACHE_MS)

  constructor(
    private readonly db: Database,
    private readonly versions: AccessVersions,
  ) {}

  async codesOf(session: Session): Promise<Codes> {
    if (session.roleIds.length === 0) return new Set()
    const version = await this.versions.of(session.tenantId)
    if (version === null) return this.load(session)
    const key = `${session.tenantId}:${[...session.roleIds].sort().join(',')}`
    const load = async () => ({ version, codes: await this.load(session) })
    const cached = await this.cache.get(key, load)
    if (cached.version === version) return cached.codes
    this.cache.invalidate((k) => k === key)
    return (await this.cache.get(key, load)).codes
  }

  /** Forgets the tenant's answers, or every tenant's when none is named. */
  invalidate(tenantId?: string): void {
    this.cache.invalidate(tenantId === undefined ? undefined : (key) => key.startsWith(`${tenantId}:`))
  }

  private load(session: Session): Promise<Codes> {
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
    const versions = new AccessVersions(app.redis, app.log, app.config.redisKeyPrefix)
    const source = new RolePermissionSource(app.db, versions)
    app.decorate('accessVersions', versions)
    app.decorate('permissionSource', source)
    app.decorate('dataScopes', new RoleDataScopes())
    app.db.onCommitted('access:grants-changed', async ({ tenantId }) => {
      await versions.bump(tenantId)
      source.invalidate(tenantId)
    })
    app.db.onCommitted('access:menus-changed', async () => {
      await versions.bump()
      source.invalidate()
    })
  },
  { name: 'permission-source', dependencies: ['db', 'redis', 'menu-catalog'] },
)
