import { and, count, desc, eq, inArray } from 'drizzle-orm'
import type { LedgerKind, LedgerRecord, MemberBalance, Page } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { formatDateTime } from '../../core/time'
import { shown } from './books'
import { fenToYuan } from './money'
import { ledgerAccount, ledgerEntry, ledgerEvent } from './schema'

/** Every balance of a member (0 where they never had a row). */
export async function memberBalance(tx: Tx, memberId: string): Promise<MemberBalance> {
  const rows = await tx
    .select({ kind: ledgerAccount.kind, balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(eq(ledgerAccount.memberId, memberId))
  const of = (kind: LedgerKind) => rows.find((r) => r.kind === kind)?.balance ?? 0
  const principal = of('wallet_principal')
  const bonus = of('wallet_bonus')
  return {
    memberId,
    points: of('points'),
    frozenPoints: of('points_frozen'),
    growthValue: of('growth'),
    coins: of('coins'),
    wallet: { total: fenToYuan(principal + bonus), principal: fenToYuan(principal), bonus: fenToYuan(bonus) },
  }
}

export interface LedgerPageRequest {
  memberId: string
  kinds: readonly LedgerKind[]
  current: number
  size: number
  timeZone: string
}

/** One page of a member's ledger rows of the given kinds, newest first. */
export async function ledgerPage(tx: Tx, q: LedgerPageRequest): Promise<Page<LedgerRecord>> {
  const where = and(eq(ledgerEntry.memberId, q.memberId), inArray(ledgerEntry.kind, [...q.kinds]))
  const rows = await tx
    .select({ entry: ledgerEntry, eventKey: ledgerEvent.eventKey })
    .from(ledgerEntry)
    .innerJoin(ledgerEvent, eq(ledgerEvent.id, ledgerEntry.eventId))
    .where(where)
    .orderBy(desc(ledgerEntry.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const [total] = await tx.select({ n: count() }).from(ledgerEntry).where(where)
  const n = Number(total?.n ?? 0)
  return {
    records: rows.map(({ entry, eventKey }) => {
      const kind = entry.kind as LedgerKind
      return {
        id: entry.id,
        memberId: entry.memberId,
        kind,
        changeType: entry.changeType,
        amount: shown(kind, entry.amount),
        balanceAfter: shown(kind, entry.balanceAfter),
        remark: entry.remark,
        eventKey,
        createUser: entry.createUser,
        createTime: formatDateTime(entry.createTime, q.timeZone),
      }
    }),
    total: n,
    size: q.size,
    current: q.current,
    pages: Math.ceil(n / q.size),
  }
}
