import { and, asc, count, desc, eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { user } from '../user/schema'
import { dept } from './schema'

/** The tenant's users per department, most first; `deptName` is null for users without a department. */
export async function usersPerDept(tx: Tx): Promise<{ deptName: string | null; count: number }[]> {
  return tx
    .select({ deptName: dept.deptName, count: count() })
    .from(user)
    .leftJoin(dept, and(eq(dept.tenantId, user.tenantId), eq(dept.id, user.deptId), eq(dept.isDeleted, 0)))
    .where(eq(user.isDeleted, 0))
    .groupBy(dept.id, dept.deptName)
    .orderBy(desc(count()), asc(dept.deptName))
}
