import fp from 'fastify-plugin'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'

declare module 'fastify' {
  interface FastifyInstance {
    tenantLifecycle: TenantLifecycle
  }
}

/** A tenant being created, inside its own transaction (`app.tenant_id` is the new tenant). */
export interface NewTenant {
  tx: Tx
  ids: IdGenerator
  tenantId: string
  tenantFullName: string
  /** its first administrator's account and name */
  adminAccount: string
  adminRealName: string
}

/** What the starters hand back to the platform administrator who created the tenant. */
export interface StartedTenant {
  /** the first administrator's initial password, answered this once */
  initialPassword: string
}

export type TenantStarter = (tenant: NewTenant) => Promise<Partial<StartedTenant> | void>
export type TenantEnder = (tx: Tx, tenantId: string) => Promise<void>

/**
 * What a tenant starts with and what ends with it, each module adding its part (dictionaries, top
 * menus, settings, the first administrator; open sessions end): the tenant registry needs none of them.
 * Steps run in the order they were added, which is the order of the modules.
 */
export class TenantLifecycle {
  private readonly starters: TenantStarter[] = []
  private readonly enders: TenantEnder[] = []

  onStart(starter: TenantStarter): void {
    this.starters.push(starter)
  }

  onEnd(ender: TenantEnder): void {
    this.enders.push(ender)
  }

  async start(tenant: NewTenant): Promise<Partial<StartedTenant>> {
    const started: Partial<StartedTenant> = {}
    for (const starter of this.starters) Object.assign(started, await starter(tenant))
    return started
  }

  async end(tx: Tx, tenantId: string): Promise<void> {
    for (const ender of this.enders) await ender(tx, tenantId)
  }
}

export const tenantLifecyclePlugin = fp(
  async (app) => {
    app.decorate('tenantLifecycle', new TenantLifecycle())
  },
  { name: 'tenant-lifecycle' },
)
