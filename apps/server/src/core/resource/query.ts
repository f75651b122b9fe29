import { and, asc, desc, eq, ilike, lt, sql, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { sortableFields, type ResourceDef } from '@store/contract'
import type { Tx } from '../db/database'
import { badRequest } from '../errors'

/** A resource's table: its columns are named like the resource's fields. */
export type ResourceTable = PgTable & Record<string, PgColumn>

export function column(table: ResourceTable, name: string): PgColumn {
  const col = table[name]
  if (!col) throw new Error(`table has no column for field ${name}`)
  return col
}

export const escapeLike = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The WHERE of a page or list call: not removed, plus one condition per declared filter given. */
export function whereOf(
  def: ResourceDef,
  table: ResourceTable,
  query: Record<string, unknown>,
): SQL | undefined {
  const conditions: (SQL | undefined)[] = []
  if (def.softDelete) conditions.push(eq(column(table, 'isDeleted'), 0))
  for (const [name, field] of Object.entries(def.fields)) {
    const value = query[name]
    if (!field.search || value === undefined || value === '') continue
    const col = column(table, name)
    if (field.search === 'eq') conditions.push(eq(col, value))
    else if (field.search === 'like') conditions.push(ilike(col, `%${escapeLike(String(value))}%`))
    else conditions.push(ilike(col, `${escapeLike(String(value))}%`))
  }
  return and(...conditions)
}

/**
 * Searchable fields whose filter is not the plain one their search mode gives (a user's department
 * that takes the departments below it too): the condition a given value makes, in the read's transaction.
 */
export type FilterConditions = Partial<Record<string, (tx: Tx, value: unknown) => SQL>>

/** `whereOf`, with each declared filter given matched by its own condition instead of the plain one. */
export function filteredWhereOf(
  tx: Tx,
  def: ResourceDef,
  table: ResourceTable,
  filters: FilterConditions,
  query: Record<string, unknown>,
): SQL | undefined {
  const plain = { ...query }
  const own: SQL[] = []
  for (const [name, condition] of Object.entries(filters)) {
    const value = plain[name]
    delete plain[name]
    if (condition && value !== undefined && value !== '') own.push(condition(tx, value))
  }
  return and(whereOf(def, table, plain), ...own)
}

/**
 * The declared sortable fields a `ascs`/`descs` list names, each by its field name or, as BladeX
 * clients send it, by its column name (`create_time`); any other name is refused.
 */
function parseSortList(def: ResourceDef, table: ResourceTable, list: unknown): string[] {
  if (typeof list !== 'string' || list === '') return []
  const byName = new Map<string, string>()
  for (const field of sortableFields(def)) {
    byName.set(field, field)
    byName.set(column(table, field).name, field)
  }
  return list.split(',').map((raw) => {
    const name = raw.trim()
    const field = byName.get(name)
    if (!field) throw badRequest('sortFieldUnknown', { field: name })
    return field
  })
}

/** ORDER BY from `ascs`/`descs` (declared sortable fields only), else the default; id breaks ties. */
export function orderOf(def: ResourceDef, table: ResourceTable, query: Record<string, unknown>): SQL[] {
  const order = [
    ...parseSortList(def, table, query.ascs).map((n) => asc(column(table, n))),
    ...parseSortList(def, table, query.descs).map((n) => desc(column(table, n))),
  ]
  if (order.length === 0 && def.defaultSort) {
    const col = column(table, def.defaultSort.field)
    order.push(def.defaultSort.order === 'asc' ? asc(col) : desc(col))
  }
  order.push(desc(column(table, 'id')))
  return order
}

/** Keyset condition for cursor paging (newest first by id). */
export const afterCursor = (table: ResourceTable, cursor: string): SQL => lt(column(table, 'id'), cursor)

export const hasSort = (query: Record<string, unknown>) => Boolean(query.ascs || query.descs)

export const planRowsSql = (table: ResourceTable, where: SQL | undefined) =>
  sql`EXPLAIN (FORMAT JSON) SELECT 1 FROM ${table}${where ? sql` WHERE ${where}` : sql``}`
