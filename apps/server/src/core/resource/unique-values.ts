import { and, eq, ne } from 'drizzle-orm'
import type { Locale, ResourceDef } from '@store/contract'
import type { Tx } from '../db/database'
import { badRequest } from '../errors'
import { column, type ResourceTable } from './query'

/**
 * Refuses a row whose value of one of `fields` another live row of the tenant already holds, naming
 * the field and the value (`valueTaken`); an empty value is not compared.
 */
export async function assertValuesFree(
  tx: Tx,
  def: ResourceDef,
  table: ResourceTable,
  row: Record<string, unknown>,
  fields: string[],
  locale: Locale,
): Promise<void> {
  for (const name of fields) {
    const value = row[name]
    if (value === null || value === undefined || value === '') continue
    const [twin] = await tx
      .select({ id: column(table, 'id') })
      .from(table)
      .where(
        and(
          eq(column(table, name), value),
          def.softDelete ? eq(column(table, 'isDeleted'), 0) : undefined,
          row.id ? ne(column(table, 'id'), String(row.id)) : undefined,
        ),
      )
      .limit(1)
    if (twin) throw badRequest('valueTaken', { field: def.fields[name]!.label[locale], value: String(value) })
  }
}
