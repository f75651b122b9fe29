import fp from 'fastify-plugin'
import { and, asc, eq, ne } from 'drizzle-orm'
import type { DictItem, Locale } from '@store/contract'
import { TtlCache } from '../../core/cache'
import { emitAfterCommit, type Database, type Tx } from '../../core/db/database'
import type { DictionarySource } from '../../core/resource/service'
import { dict } from './schema'

declare module 'fastify' {
  interface FastifyInstance {
    dictionaries: TenantDictionaries
  }
}

declare module '../../core/db/database' {
  interface CommittedEvents {
    /** a tenant's dictionaries changed: payload is the tenant id */
    'dict:changed': string
  }
}

type ItemRow = Omit<DictItem, 'dictValue'> & {
  dictValue: string
  dictValueZhHk: string | null
  dictValueEn: string | null
}

/** The label of a dictionary row in a language: its own zh_HK / en label, else the zh_CN value. */
export function dictLabel(
  row: { dictValue: string; dictValueZhHk: string | null; dictValueEn: string | null },
  locale: Locale,
): string {
  if (locale === 'zh_HK') return row.dictValueZhHk || row.dictValue
  if (locale === 'en') return row.dictValueEn || row.dictValue
  return row.dictValue
}

/** Says, inside a write's transaction, that the tenant's dictionaries change once it commits. */
export const dictionariesChanged = (tx: Tx, tenantId: string) => emitAfterCommit(tx, 'dict:changed', tenantId)

/** Other processes see a change within this long; this one at once (the commit drops its copy). */
const CACHE_MS = 30_000

/**
 * A tenant's dictionaries. Selects read the items of a code through a per-tenant cache, which a
 * committed change drops before its reply leaves; validation reads the keys in the caller's
 * transaction, so a write sees its own transaction's dictionary.
 */
export class TenantDictionaries implements DictionarySource {
  private readonly cache = new TtlCache<ItemRow[]>(CACHE_MS)

  constructor(private readonly db: Database) {
    db.onCommitted('dict:changed', async (tenantId) =>
      this.cache.invalidate((key) => key.startsWith(`${tenantId}:`)),
    )
  }

  async keysOf(tx: Tx, code: string): Promise<ReadonlySet<string>> {
    const rows = await tx
      .select({ key: dict.dictKey })
      .from(dict)
      .where(and(eq(dict.code, code), ne(dict.parentId, '0'), eq(dict.isDeleted, 0)))
    return new Set(rows.map((r) => r.key))
  }

  /** The offered items of a code (not sealed, not removed), by sort then age, labelled in `locale`. */
  async itemsOf(tenantId: string, code: string, locale: Locale): Promise<DictItem[]> {
    const rows = await this.cache.get(`${tenantId}:${code}`, () => this.load(tenantId, code))
    return rows.map(({ dictValueZhHk, dictValueEn, ...row }) => ({
      ...row,
      dictValue: dictLabel({ dictValue: row.dictValue, dictValueZhHk, dictValueEn }, locale),
    }))
  }

  private load(tenantId: string, code: string): Promise<ItemRow[]> {
    return this.db.withTenant({ tenantId }, (tx) =>
      tx
        .select({
          id: dict.id,
          parentId: dict.parentId,
          code: dict.code,
          dictKey: dict.dictKey,
          dictValue: dict.dictValue,
          dictValueZhHk: dict.dictValueZhHk,
          dictValueEn: dict.dictValueEn,
          colour: dict.colour,
          sort: dict.sort,
          remark: dict.remark,
        })
        .from(dict)
        .where(and(eq(dict.code, code), ne(dict.parentId, '0'), eq(dict.isSealed, 0), eq(dict.isDeleted, 0)))
        .orderBy(asc(dict.sort), asc(dict.id)),
    )
  }
}

export const dictionariesPlugin = fp(
  async (app) => {
    app.decorate('dictionaries', new TenantDictionaries(app.db))
  },
  { name: 'dictionaries', dependencies: ['db'] },
)
