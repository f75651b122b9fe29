import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { Redis } from 'ioredis'

/** The version key of the platform's menus, which every tenant's access depends on. */
const MENUS = '*'

/**
 * Versions of what decides a session's access — the platform's menus and each tenant's grants — so
 * that answers cached per version (permission codes, menu routes) are never served after a change.
 * A change commits, then sets a new random version (a counter could come round again after Redis
 * lost its keys) before its request replies. With Redis every node reads the same versions (one MGET);
 * without Redis there is one node and they live in its memory. When Redis cannot answer, the version
 * is unknown (null) and callers read the database.
 */
export class AccessVersions {
  private readonly local = new Map<string, string>()
  private readonly prefix: string

  constructor(
    private readonly redis: Redis | null,
    private readonly log: FastifyBaseLogger,
    keyPrefix: string,
  ) {
    this.prefix = `${keyPrefix}access-version:`
  }

  /** The version of the tenant's access, or null when it cannot be known now. */
  async of(tenantId: string): Promise<string | null> {
    // This node's own changes count even when sharing them through Redis failed.
    const own = `${this.local.get(MENUS) ?? '0'}.${this.local.get(tenantId) ?? '0'}`
    if (!this.redis) return own
    try {
      const [menus, grants] = await this.redis.mget(this.prefix + MENUS, this.prefix + tenantId)
      return `${menus ?? '0'}.${grants ?? '0'}.${own}`
    } catch {
      return null
    }
  }

  /** A new version of the tenant's access, or of every tenant's (the menus changed) without one. */
  async bump(tenantId?: string): Promise<void> {
    const key = tenantId ?? MENUS
    const version = randomUUID()
    this.local.set(key, version)
    if (!this.redis) return
    try {
      await this.redis.set(this.prefix + key, version)
    } catch (err) {
      this.log.warn({ err: (err as Error).message, key }, 'access version not shared: Redis failed')
    }
  }
}
