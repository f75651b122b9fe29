import fp from 'fastify-plugin'
import type { ResourceDef } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { Actor, WriteRules } from '../../core/resource/service'

declare module 'fastify' {
  interface FastifyInstance {
    masterRemovalGuards: MasterRemovalGuards
  }
}

/** Refuses (throws) removing master rows that something else still refers to. */
export type MasterRemovalGuard = (tx: Tx, rows: Record<string, unknown>[], actor: Actor) => Promise<void>

/**
 * What must not lose the basic data masters it refers to: each module that refers to a master adds its
 * guard (goods refuses removing a unit, dosage form or tax rate a live good uses).
 */
export class MasterRemovalGuards {
  private readonly guards = new Map<ResourceDef, MasterRemovalGuard[]>()

  add(def: ResourceDef, guard: MasterRemovalGuard): void {
    this.guards.set(def, [...(this.guards.get(def) ?? []), guard])
  }

  /** The master's own rules, then a removal runs every guard added for it (read when it runs). */
  rulesOf(def: ResourceDef, own: WriteRules = {}): WriteRules {
    return {
      ...own,
      beforeRemove: async (tx, rows, actor) => {
        await own.beforeRemove?.(tx, rows, actor)
        for (const guard of this.guards.get(def) ?? []) await guard(tx, rows, actor)
      },
    }
  }
}

export const masterRemovalGuardsPlugin = fp(
  async (app) => {
    app.decorate('masterRemovalGuards', new MasterRemovalGuards())
  },
  { name: 'master-removal-guards' },
)
