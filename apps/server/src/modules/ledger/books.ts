import { and, asc, eq, inArray, gte, sql } from 'drizzle-orm'
import type { LedgerKind, LedgerReceipt, MessageKey } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { ledgerAccount, ledgerEntry, ledgerEvent } from './schema'
import { fenToYuan } from './money'

/** Who writes, and the moment the ledgers take as now (lots freeze and expire against it). */
export interface LedgerContext {
  ids: IdGenerator
  userId: string | null
  at: Date
}

/** One business event: its key (unique per tenant), whose ledgers it touches, what it does. */
export interface EventHead {
  eventKey: string
  memberId: string
  action: string
  /** the event this one reverses: each event is reversed at most once */
  reverses?: string
}

export interface PostedEvent {
  id: string
  eventKey: string
  memberId: string
}

const INSUFFICIENT: Record<LedgerKind, MessageKey> = {
  points: 'ledgerPointsInsufficient',
  points_frozen: 'ledgerFrozenPointsInsufficient',
  growth: 'ledgerGrowthInsufficient',
  coins: 'ledgerCoinsInsufficient',
  wallet_principal: 'ledgerWalletInsufficient',
  wallet_bonus: 'ledgerWalletInsufficient',
}

/** How an amount of a kind reads in a message: wallet money in yuan, the rest as whole numbers. */
export const shown = (kind: LedgerKind, n: number | bigint): string =>
  kind.startsWith('wallet_') ? fenToYuan(n) : String(n)

/** The "not enough" refusal, in the caller's language, naming what is there and what was asked. */
export const insufficient = (kind: LedgerKind, balance: number | bigint, needed: number | bigint) =>
  badRequest(INSUFFICIENT[kind], { balance: shown(kind, balance), needed: shown(kind, needed) })

/**
 * Runs `work` as the event `head` in the caller's transaction, unless the event's key was seen
 * before: then nothing is written and the original event's rows are answered (a replay). The key's
 * unique index decides: a concurrent twin waits for the first to commit, then finds it. A key used
 * for another member or action is refused; a second reversal of the same event too.
 */
export async function recordEvent(
  tx: Tx,
  ctx: LedgerContext,
  head: EventHead,
  work: (event: PostedEvent) => Promise<void>,
): Promise<LedgerReceipt> {
  const [created] = await tx
    .insert(ledgerEvent)
    .values({
      id: ctx.ids.next(),
      eventKey: head.eventKey,
      memberId: head.memberId,
      action: head.action,
      reverses: head.reverses ?? null,
      createUser: ctx.userId,
    })
    .onConflictDoNothing()
    .returning({ id: ledgerEvent.id })
  const event = { id: created?.id ?? '', eventKey: head.eventKey, memberId: head.memberId }
  if (created) {
    await work(event)
    return receiptOf(tx, event, false)
  }
  const [earlier] = await tx.select().from(ledgerEvent).where(eq(ledgerEvent.eventKey, head.eventKey))
  if (!earlier) throw badRequest('ledgerAlreadyReversed', { key: head.eventKey })
  if (earlier.memberId !== head.memberId || earlier.action !== head.action)
    throw badRequest('ledgerEventKeyTaken', { key: head.eventKey })
  return receiptOf(tx, { ...event, id: earlier.id }, true)
}

/** The rows an event wrote, in order. */
async function receiptOf(tx: Tx, event: PostedEvent, replayed: boolean): Promise<LedgerReceipt> {
  const entries = await tx
    .select({
      kind: ledgerEntry.kind,
      changeType: ledgerEntry.changeType,
      amount: ledgerEntry.amount,
      balanceAfter: ledgerEntry.balanceAfter,
    })
    .from(ledgerEntry)
    .where(eq(ledgerEntry.eventId, event.id))
    .orderBy(asc(ledgerEntry.id))
  return { eventId: event.id, eventKey: event.eventKey, memberId: event.memberId, replayed, entries }
}

/** An event found by its key, if it is one of `actions`. */
export async function eventByKey(
  tx: Tx,
  eventKey: string,
  actions: string[],
): Promise<typeof ledgerEvent.$inferSelect | undefined> {
  const [row] = await tx
    .select()
    .from(ledgerEvent)
    .where(and(eq(ledgerEvent.eventKey, eventKey), inArray(ledgerEvent.action, actions)))
  return row
}

/**
 * Locks a member's accounts of the given kinds (creating them at 0), always in the order of their
 * names: every write of a member takes its accounts first and in that order, so concurrent writes
 * queue instead of deadlocking. Answers the balances.
 */
export async function lockAccounts(
  tx: Tx,
  memberId: string,
  kinds: readonly LedgerKind[],
): Promise<Map<LedgerKind, number>> {
  const sorted = [...kinds].sort()
  await tx
    .insert(ledgerAccount)
    .values(sorted.map((kind) => ({ memberId, kind })))
    .onConflictDoNothing()
  const rows = await tx
    .select({ kind: ledgerAccount.kind, balance: ledgerAccount.balance })
    .from(ledgerAccount)
    .where(and(eq(ledgerAccount.memberId, memberId), inArray(ledgerAccount.kind, sorted)))
    .orderBy(asc(ledgerAccount.kind))
    .for('update')
  return new Map(rows.map((r) => [r.kind as LedgerKind, r.balance]))
}

export interface Posting {
  kind: LedgerKind
  changeType: string
  /** signed: what the balance gains (negative: loses) */
  amount: number
  lotId?: string | null
  remark?: string | null
}

/**
 * One ledger row and its balance change, together. A decrease is the guarded update
 * `balance = balance - n WHERE balance >= n`: when no row changes, the balance is short and the
 * caller's transaction is refused ("insufficient"), never left negative. Answers the new balance.
 */
export async function post(tx: Tx, ctx: LedgerContext, event: PostedEvent, p: Posting): Promise<number> {
  const account = and(eq(ledgerAccount.memberId, event.memberId), eq(ledgerAccount.kind, p.kind))
  const [changed] = await tx
    .update(ledgerAccount)
    .set({ balance: sql`${ledgerAccount.balance} + ${p.amount}` })
    .where(p.amount < 0 ? and(account, gte(ledgerAccount.balance, -p.amount)) : account)
    .returning({ balance: ledgerAccount.balance })
  if (!changed) {
    const [now] = await tx.select({ balance: ledgerAccount.balance }).from(ledgerAccount).where(account)
    throw insufficient(p.kind, now?.balance ?? 0, -p.amount)
  }
  await tx.insert(ledgerEntry).values({
    id: ctx.ids.next(),
    eventId: event.id,
    memberId: event.memberId,
    kind: p.kind,
    changeType: p.changeType,
    amount: p.amount,
    balanceAfter: changed.balance,
    lotId: p.lotId ?? null,
    remark: p.remark ?? null,
    createUser: ctx.userId,
  })
  return changed.balance
}

/** The rows of an event, for reversing them. */
export async function entriesOf(tx: Tx, eventId: string) {
  return tx
    .select({ kind: ledgerEntry.kind, amount: ledgerEntry.amount })
    .from(ledgerEntry)
    .where(eq(ledgerEntry.eventId, eventId))
    .orderBy(asc(ledgerEntry.id))
}
