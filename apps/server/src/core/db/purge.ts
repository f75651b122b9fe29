import { inArray, lt } from 'drizzle-orm'
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import type { Tx } from './database'

/** A log table: rows with an id and a creation time. */
export type LogTable = PgTable & { id: PgColumn; createTime: PgColumn }

/** Deletes at most `batchSize` rows older than `cutoff` from one log of the transaction's tenant. */
export async function deleteOlderThan(
  tx: Tx,
  table: LogTable,
  cutoff: Date,
  batchSize: number,
): Promise<number> {
  const old = tx.select({ id: table.id }).from(table).where(lt(table.createTime, cutoff)).limit(batchSize)
  const result = await tx.delete(table).where(inArray(table.id, old))
  return result.rowCount ?? 0
}
