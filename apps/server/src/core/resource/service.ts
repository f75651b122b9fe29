import { and, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import { asksForPage, PAGING, type FieldDef, type Locale, type Page, type ResourceDef } from '@store/contract'
import { recordAudit } from '../audit/service'
import type { Tx } from '../db/database'
import { badRequest, notFound } from '../errors'
import type { IdGenerator } from '../ids'
import { formatDateTime } from '../time'
import type { Session } from '../tokens'
import { maskedForActor, withoutEchoedMasks } from './masking'
import {
  afterCursor,
  column,
  filteredWhereOf,
  hasSort,
  orderOf,
  planRowsSql,
  type FilterConditions,
  type ResourceTable,
} from './query'

export type ResourceRecord = Record<string, unknown> & { id: string }

/** Who is acting and where: the audit and the tracking columns need it. */
export interface Actor {
  userId: string | null
  timeZone: string
  locale: Locale
  requestId?: string
  /** The caller's session: data scopes narrow what it reads. Absent for the server's own work. */
  session?: Session
  /** The caller's permission codes: masked fields are read whole only with their HOV code. */
  codes?: ReadonlySet<string> | 'all'
}

const TRACKING = ['createUser', 'createTime', 'updateUser', 'updateTime'] as const

/** The keys of a dictionary, read in the caller's transaction (the system module provides it). */
export interface DictionarySource {
  keysOf(tx: Tx, code: string): Promise<ReadonlySet<string>>
}

/**
 * Narrows a scoped resource's rows to the data scopes of the actor's roles (the system module
 * provides it). `register` makes a scoped resource known, so scopes can be checked against it.
 */
export interface DataScopeSource {
  register(def: ResourceDef): void
  /** The condition the actor's rows must meet, or undefined when it sees every row. */
  conditionFor(tx: Tx, def: ResourceDef, table: ResourceTable, actor: Actor): Promise<SQL | undefined>
}

/**
 * A resource's own rules around the generic writes, run in the write's transaction (what must follow
 * the commit is announced with `emitAfterCommit`).
 */
export interface WriteRules {
  /** The row as it will be saved (the stored row with the changes over it); throw to refuse. */
  beforeSave?(tx: Tx, row: Record<string, unknown>, actor: Actor): Promise<void>
  /** The row as saved, with the stored row it replaced (none for an insert). */
  afterSave?(
    tx: Tx,
    saved: Record<string, unknown>,
    before: Record<string, unknown> | undefined,
    actor: Actor,
  ): Promise<void>
  /** The rows about to be removed; throw to refuse. */
  beforeRemove?(tx: Tx, rows: Record<string, unknown>[], actor: Actor): Promise<void>
}

/**
 * The plain CRUD of one resource. Every method takes the request's tenant transaction first, so
 * row-level security scopes it and the audit row commits with the change.
 */
export class ResourceService {
  constructor(
    readonly def: ResourceDef,
    private readonly table: ResourceTable,
    private readonly ids: IdGenerator,
    private readonly dictionaries: DictionarySource,
    private readonly scopes?: DataScopeSource,
    readonly rules: WriteRules = {},
    private readonly filters: FilterConditions = {},
  ) {}

  /**
   * The WHERE of a read (page, list, export): the declared filters given, each by its own condition
   * where it has one, within the actor's data scope. Page, list and export thus match the same rows.
   */
  private async whereFor(tx: Tx, query: Record<string, unknown>, actor: Actor): Promise<SQL | undefined> {
    return and(filteredWhereOf(tx, this.def, this.table, this.filters, query), await this.scopeOf(tx, actor))
  }

  /** The data-scope condition of a scoped resource's reads, when the actor's roles narrow them. */
  private scopeOf(tx: Tx, actor: Actor): Promise<SQL | undefined> {
    if (!this.def.scope || !this.scopes || !actor.session) return Promise.resolve(undefined)
    return this.scopes.conditionFor(tx, this.def, this.table, actor)
  }

  private toRecord(row: Record<string, unknown>, timeZone: string): ResourceRecord {
    const record: Record<string, unknown> = { id: row.id }
    for (const name of [...TRACKING, ...Object.keys(this.def.fields)]) {
      const value = row[name]
      record[name] = value instanceof Date ? formatDateTime(value, timeZone) : (value ?? null)
    }
    return record as ResourceRecord
  }

  /** A row as the actor reads it: its record with the fields it may not see whole masked. */
  private readOut(row: Record<string, unknown>, actor: Actor): ResourceRecord {
    return maskedForActor(this.def, this.toRecord(row, actor.timeZone), actor)
  }

  /** One page of the rows matching the query's filters. */
  async page(tx: Tx, query: Record<string, unknown>, actor: Actor): Promise<Page<ResourceRecord>> {
    const current = Number(query.current ?? PAGING.defaultCurrent)
    const size = Number(query.size ?? PAGING.defaultSize)
    const cursor = typeof query.cursor === 'string' ? query.cursor : undefined
    if (cursor && hasSort(query)) throw badRequest('cursorWithSort')
    const offset = cursor ? 0 : (current - 1) * size
    if (offset > PAGING.maxOffset) throw badRequest('offsetTooDeep', { limit: PAGING.maxOffset })

    const where = await this.whereFor(tx, query, actor)
    const pageWhere = cursor && cursor !== 'start' ? and(where, afterCursor(this.table, cursor)) : where
    const order = cursor
      ? orderOf({ ...this.def, defaultSort: undefined }, this.table, {})
      : orderOf(this.def, this.table, query)
    const rows = await tx
      .select()
      .from(this.table)
      .where(pageWhere)
      .orderBy(...order)
      .limit(size)
      .offset(offset)
    const { total, estimated } = await this.countMatching(tx, where)
    const records = rows.map((r) => this.readOut(r as Record<string, unknown>, actor))
    return {
      records,
      total,
      size,
      current: cursor ? 0 : current,
      pages: Math.ceil(total / size),
      ...(estimated && { totalEstimated: true }),
      ...(cursor !== undefined && {
        nextCursor: records.length === size ? records[records.length - 1]!.id : null,
      }),
    }
  }

  /**
   * Exact up to PAGING.exactCountLimit matching rows (the count stops there), so a page over a huge
   * table never counts millions of rows; beyond it, the planner's estimate, flagged as such.
   */
  private async countMatching(
    tx: Tx,
    where: SQL | undefined,
  ): Promise<{ total: number; estimated: boolean }> {
    const capped = tx
      .select({ one: sql`1` })
      .from(this.table)
      .where(where)
      .limit(PAGING.exactCountLimit + 1)
      .as('capped')
    const [row] = await tx.select({ n: count() }).from(capped)
    const exact = Number(row?.n ?? 0)
    if (exact <= PAGING.exactCountLimit) return { total: exact, estimated: false }
    const plan = await tx.execute(planRowsSql(this.table, where))
    const json = (plan.rows[0] as Record<string, unknown>)['QUERY PLAN'] as [
      { Plan: { 'Plan Rows': number } },
    ]
    return { total: Math.max(exact, Math.round(json[0].Plan['Plan Rows'])), estimated: true }
  }

  /** A list call: one page when it asked for paging, as BladeX's `list` answers; else every match. */
  async listOrPage(
    tx: Tx,
    query: Record<string, unknown>,
    actor: Actor,
  ): Promise<ResourceRecord[] | Page<ResourceRecord>> {
    return asksForPage(this.def, query) ? this.page(tx, query, actor) : this.list(tx, query, actor)
  }

  async list(tx: Tx, query: Record<string, unknown>, actor: Actor): Promise<ResourceRecord[]> {
    const rows = await tx
      .select()
      .from(this.table)
      .where(await this.whereFor(tx, query, actor))
      .orderBy(...orderOf(this.def, this.table, query))
      .limit(PAGING.maxSize)
    return rows.map((r) => this.readOut(r as Record<string, unknown>, actor))
  }

  /** The rows matching an export's filters, newest first, in batches after `after` (keyset paging). */
  async batchAfter(
    tx: Tx,
    filters: Record<string, unknown>,
    actor: Actor,
    after: string | null,
    size: number,
  ): Promise<ResourceRecord[]> {
    const where = await this.whereFor(tx, filters, actor)
    const rows = await tx
      .select()
      .from(this.table)
      .where(after ? and(where, afterCursor(this.table, after)) : where)
      .orderBy(...orderOf({ ...this.def, defaultSort: undefined }, this.table, {}))
      .limit(size)
    return rows.map((r) => this.readOut(r as Record<string, unknown>, actor))
  }

  /** How many rows an export's filters match (estimated past PAGING.exactCountLimit). */
  async countOf(tx: Tx, filters: Record<string, unknown>, actor: Actor): Promise<number> {
    const where = await this.whereFor(tx, filters, actor)
    return (await this.countMatching(tx, where)).total
  }

  private async findRow(
    tx: Tx,
    id: string,
    forUpdate = false,
    scope?: SQL,
  ): Promise<Record<string, unknown> | undefined> {
    const conditions = [eq(column(this.table, 'id'), id), scope]
    if (this.def.softDelete) conditions.push(eq(column(this.table, 'isDeleted'), 0))
    const query = tx
      .select()
      .from(this.table)
      .where(and(...conditions))
    const [row] = forUpdate ? await query.for('update') : await query
    return row as Record<string, unknown> | undefined
  }

  async detail(tx: Tx, id: string, actor: Actor): Promise<ResourceRecord> {
    const row = await this.findRow(tx, id, false, await this.scopeOf(tx, actor))
    if (!row) throw notFound()
    return this.readOut(row, actor)
  }

  /**
   * The live rows among `ids`, in the order asked (a picker resolving the ids it stored); an id of
   * another tenant, or of a removed row, finds nothing.
   */
  async byIds(tx: Tx, ids: string[], actor: Actor): Promise<ResourceRecord[]> {
    const unique = [...new Set(ids)]
    const conditions = [inArray(column(this.table, 'id'), unique), await this.scopeOf(tx, actor)]
    if (this.def.softDelete) conditions.push(eq(column(this.table, 'isDeleted'), 0))
    const rows = (await tx
      .select()
      .from(this.table)
      .where(and(...conditions))) as Record<string, unknown>[]
    const byId = new Map(rows.map((r) => [String(r.id), r]))
    return unique.flatMap((id) => {
      const row = byId.get(id)
      return row ? [this.readOut(row, actor)] : []
    })
  }

  /** Insert (no id) or update, refusing duplicates of unique fields; one audit row either way. */
  async submit(tx: Tx, sent: Record<string, unknown>, actor: Actor): Promise<ResourceRecord> {
    const id = typeof sent.id === 'string' ? sent.id : undefined
    const before = id ? await this.findRow(tx, id, true) : undefined
    if (id && !before) throw notFound()
    const body = withoutEchoedMasks(this.def, sent, before, actor)

    const values: Record<string, unknown> = {}
    for (const [name, field] of Object.entries(this.def.fields)) {
      if (body[name] !== undefined) values[name] = this.toColumnValue(field, body[name], actor.timeZone)
      else if (!before && field.default !== undefined) values[name] = field.default
    }
    await this.assertInDictionaries(tx, values, actor)
    await this.assertUnique(tx, { ...before, ...values }, id)
    await this.rules.beforeSave?.(tx, { ...before, ...values }, actor)

    let saved: Record<string, unknown> | undefined
    if (before) {
      ;[saved] = await tx
        .update(this.table)
        .set({ ...values, updateUser: actor.userId, updateTime: sql`now()` })
        .where(eq(column(this.table, 'id'), id!))
        .returning()
    } else {
      ;[saved] = await tx
        .insert(this.table)
        .values({ ...values, id: this.ids.next(), createUser: actor.userId, updateUser: actor.userId })
        .returning()
    }
    await this.rules.afterSave?.(tx, saved!, before, actor)
    const after = this.toRecord(saved!, actor.timeZone)
    await recordAudit(tx, this.ids, {
      resource: this.def.name,
      action: before ? 'update' : 'insert',
      recordIds: [after.id],
      before: before ? this.toRecord(before, actor.timeZone) : null,
      after,
      userId: actor.userId,
      requestId: actor.requestId,
    })
    return maskedForActor(this.def, after, actor)
  }

  private toColumnValue(field: FieldDef, value: unknown, timeZone: string): unknown {
    if (value === null || field.type !== 'datetime') return value
    return sql`(${value}::timestamp AT TIME ZONE ${timeZone})`
  }

  /** A dict-bound field takes only its dictionary's keys. */
  private async assertInDictionaries(tx: Tx, values: Record<string, unknown>, actor: Actor): Promise<void> {
    for (const [name, field] of Object.entries(this.def.fields)) {
      const value = values[name]
      if (!field.dict || value === null || value === undefined) continue
      const keys = await this.dictionaries.keysOf(tx, field.dict)
      if (!keys.has(String(value))) {
        throw badRequest('fieldNotInDict', { field: field.label[actor.locale], value: String(value) })
      }
    }
  }

  private async assertUnique(tx: Tx, row: Record<string, unknown>, id: string | undefined): Promise<void> {
    const groups = [
      ...Object.entries(this.def.fields)
        .filter(([, f]) => f.unique)
        .map(([n]) => [n]),
      ...(this.def.uniqueTogether ?? []),
    ]
    for (const group of groups) {
      const conditions = group.map((n) => eq(column(this.table, n), row[n]))
      if (this.def.softDelete) conditions.push(eq(column(this.table, 'isDeleted'), 0))
      if (id) conditions.push(ne(column(this.table, 'id'), id))
      const [dup] = await tx
        .select({ id: column(this.table, 'id') })
        .from(this.table)
        .where(and(...conditions))
        .limit(1)
      if (dup) throw badRequest('fieldNotUnique', { field: group.join('+') })
    }
  }

  /** Removes every id or none: an id that is not there (or not this tenant's) is a 404. */
  async remove(tx: Tx, ids: string[], actor: Actor): Promise<void> {
    const unique = [...new Set(ids)]
    const idCol = column(this.table, 'id')
    const conditions = [inArray(idCol, unique)]
    if (this.def.softDelete) conditions.push(eq(column(this.table, 'isDeleted'), 0))
    const rows = (await tx
      .select()
      .from(this.table)
      .where(and(...conditions))
      .for('update')) as Record<string, unknown>[]
    if (rows.length !== unique.length) throw notFound()
    await this.rules.beforeRemove?.(tx, rows, actor)
    if (this.def.softDelete) {
      await tx
        .update(this.table)
        .set({ isDeleted: 1, updateUser: actor.userId, updateTime: sql`now()` })
        .where(inArray(idCol, unique))
    } else {
      await tx.delete(this.table).where(inArray(idCol, unique))
    }
    await recordAudit(tx, this.ids, {
      resource: this.def.name,
      action: 'remove',
      recordIds: unique,
      before: rows.map((r) => this.toRecord(r, actor.timeZone)),
      after: null,
      userId: actor.userId,
      requestId: actor.requestId,
    })
  }
}
