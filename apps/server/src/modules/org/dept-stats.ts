import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { userCountsByDept } from '../user'
import { dept } from './schema'

/** The tenant's users per department, most first; `deptName` is null for users without a department. */
export async function usersPerDept(tx: Tx): Promise<{ deptName: string | null; count: number }[]> {
  const counts = await userCountsByDept(tx)
  const placed = counts.flatMap((c) => (c.deptId === null ? [] : [c.deptId]))
  const depts = placed.length
    ? await tx
        .select({ id: dept.id, deptName: dept.deptName })
        .from(dept)
        .where(and(inArray(dept.id, placed), eq(dept.isDeleted, 0)))
        .orderBy(asc(dept.deptName))
    : []
  const countOf = new Map(counts.map((c) => [c.deptId, c.n]))
  const named = new Set(depts.map((d) => d.id))
  // users in no department, or in one removed since
  const elsewhere = counts.reduce((sum, c) => (c.deptId !== null && named.has(c.deptId) ? sum : sum + c.n), 0)
  const rows: { deptName: string | null; count: number }[] = [
    ...depts.map((d) => ({ deptName: d.deptName, count: countOf.get(d.id)! })),
    ...(elsewhere > 0 ? [{ deptName: null, count: elsewhere }] : []),
  ]
  // Stable: equal counts keep the names' order of the database, the null name last (as ORDER BY puts it).
  return rows.sort((a, b) => b.count - a.count)
}
