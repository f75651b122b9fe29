import fp from 'fastify-plugin'
import { and, eq, ne } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { DictionarySource } from '../../core/resource/service'
import { dict } from './schema'

declare module 'fastify' {
  interface FastifyInstance {
    dictionaries: DictionarySource
  }
}

/** Dictionary keys by code, read in the caller's tenant transaction (so each tenant sees its own). */
export const tenantDictionaries: DictionarySource = {
  async keysOf(tx: Tx, code: string) {
    const rows = await tx
      .select({ key: dict.dictKey })
      .from(dict)
      .where(and(eq(dict.code, code), ne(dict.parentId, '0'), eq(dict.isDeleted, 0)))
    return new Set(rows.map((r) => r.key))
  },
}

export const dictionariesPlugin = fp(
  async (app) => {
    app.decorate('dictionaries', tenantDictionaries)
  },
  { name: 'dictionaries' },
)
