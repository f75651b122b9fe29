import { and, count, desc, eq, gt, inArray, ne, sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { loginFailure, loginLog } from './schema'

export type NewLoginRecord = typeof loginLog.$inferInsert

/** Writes one row of the login log (a sign-in, or a refused code another module checked). */
export async function recordLogin(tx: Tx, record: NewLoginRecord): Promise<void> {
  await tx.insert(loginLog).values(record)
}

/** How many of the user's sign-ins failed for one of `reasons` in the last `minutes` (the database's clock, which stamped the rows). */
export async function recentRefusals(
  tx: Tx,
  userId: string,
  reasons: readonly string[],
  minutes: number,
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(loginLog)
    .where(
      and(
        eq(loginLog.userId, userId),
        eq(loginLog.success, 0),
        inArray(loginLog.reason, [...reasons]),
        gt(loginLog.createTime, sql`now() - make_interval(mins => ${minutes})`),
      ),
    )
  return row?.n ?? 0
}

/** The user's last `limit` sign-ins, newest first (token refreshes left out). */
export const recentSignIns = (tx: Tx, userId: string, limit: number) =>
  tx
    .select()
    .from(loginLog)
    .where(and(eq(loginLog.userId, userId), ne(loginLog.grantType, 'refresh_token')))
    .orderBy(desc(loginLog.createTime), desc(loginLog.id))
    .limit(limit)

/** Forgets the failed-password counts of these accounts (a password an administrator reset). */
export async function clearLoginFailures(tx: Tx, accounts: string[]): Promise<void> {
  await tx.delete(loginFailure).where(inArray(loginFailure.account, accounts))
}
