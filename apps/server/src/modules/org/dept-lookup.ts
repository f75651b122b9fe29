import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import type { Tx } from '../../core/db/database'
import { dept } from './schema'

// Departments as other modules refer to them: by id, from their own rows.

/** Whether the department exists in the transaction's tenant (not removed). */
export async function deptExists(tx: Tx, deptId: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: dept.id })
    .from(dept)
    .where(and(eq(dept.id, deptId), eq(dept.isDeleted, 0)))
  return row !== undefined
}

/** The names of those of the departments that are not removed. */
export function deptNames(tx: Tx, deptIds: string[]): Promise<{ id: string; name: string }[]> {
  return tx
    .select({ id: dept.id, name: dept.deptName })
    .from(dept)
    .where(and(inArray(dept.id, deptIds), eq(dept.isDeleted, 0)))
}

/**
 * A condition on another table's rows: `column` names one of the departments `deptIds` or a
 * department below one of them (not removed). `deptIds` must not be empty.
 */
export function inDeptsOrBelow(column: PgColumn, deptIds: string[]): SQL {
  // `ancestors` lists every department above ('0,…,parentId'): below d means d is in that list.
  const below = or(
    inArray(dept.id, deptIds),
    ...deptIds.map((d) => sql`(',' || ${dept.ancestors} || ',') LIKE ${`%,${d},%`}`),
  )
  const subtree = sql`SELECT ${dept.id} FROM ${dept} WHERE ${dept.isDeleted} = 0 AND (${below})`
  return sql`${column} IN (${subtree})`
}
