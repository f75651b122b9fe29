import { sql, type SQL } from 'drizzle-orm'
import { DEPT_ROOT_ID } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { dept } from './schema'

/** `ancestors` holds at most this many characters: deeper trees are refused (about 100 levels). */
export const ANCESTORS_MAX = 2000

/** The ancestors of a department placed under `parent` (null: at the top). */
export const ancestorsUnder = (parent: { id: string; ancestors: string } | null) =>
  parent ? `${parent.ancestors},${parent.id}` : DEPT_ROOT_ID

/** True when `ancestors` names `deptId`: the department is somewhere below it. */
export const isBelow = (ancestors: string, deptId: string) => ancestors.split(',').includes(deptId)

/** A condition on `sys_dept` rows: the department `deptId` and every department below it. */
export const deptAndBelow = (deptId: string): SQL =>
  sql`(${dept.id} = ${deptId} OR (',' || ${dept.ancestors} || ',') LIKE ${`%,${deptId},%`})`

/**
 * Serialises the writes to one tenant's department tree (moves, removals, user placement), so two
 * concurrent moves cannot make a cycle and no user lands in a department being removed.
 * `shared` lets placements run side by side; tree changes take it exclusively.
 */
export async function lockDeptTree(tx: Tx, mode: 'exclusive' | 'shared'): Promise<void> {
  const key = sql`hashtext('sys_dept'), hashtext(current_setting('app.tenant_id'))`
  await tx.execute(
    mode === 'exclusive'
      ? sql`SELECT pg_advisory_xact_lock(${key})`
      : sql`SELECT pg_advisory_xact_lock_shared(${key})`,
  )
}
