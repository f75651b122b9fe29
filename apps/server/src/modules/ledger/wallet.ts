import type { LedgerKind, LedgerReceipt } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import {
  entriesOf,
  eventByKey,
  insufficient,
  lockAccounts,
  post,
  recordEvent,
  type LedgerContext,
} from './books'

const WALLET: readonly LedgerKind[] = ['wallet_bonus', 'wallet_principal']

export interface TopUp {
  memberId: string
  eventKey: string
  /** fen the member paid */
  principal: number
  /** fen given on top (a top-up promotion) */
  bonus: number
}

/** A top-up: the paid principal and the bonus given with it, kept apart. */
export function topUpWallet(tx: Tx, ctx: LedgerContext, input: TopUp): Promise<LedgerReceipt> {
  const head = { eventKey: input.eventKey, memberId: input.memberId, action: 'wallet_topup' }
  return recordEvent(tx, ctx, head, async (event) => {
    await lockAccounts(tx, event.memberId, WALLET)
    const parts = [
      ['wallet_principal', input.principal],
      ['wallet_bonus', input.bonus],
    ] as const
    for (const [kind, amount] of parts)
      if (amount > 0) await post(tx, ctx, event, { kind, changeType: 'topup', amount })
  })
}

/**
 * Splits a payment between principal and bonus in proportion to the balances: the bonus share is
 * rounded down to the fen, the principal pays the rest (never more than it holds).
 */
function walletSplit(amount: number, principal: number, bonus: number): { principal: number; bonus: number } {
  const total = BigInt(principal) + BigInt(bonus)
  const fromBonus = total === 0n ? 0 : Number((BigInt(amount) * BigInt(bonus)) / total)
  return { principal: amount - fromBonus, bonus: fromBonus }
}

export interface WalletSpend {
  memberId: string
  eventKey: string
  /** fen */
  amount: number
}

/** A payment from the wallet: principal and bonus in proportion (walletSplit). */
export function spendWallet(tx: Tx, ctx: LedgerContext, input: WalletSpend): Promise<LedgerReceipt> {
  const head = { eventKey: input.eventKey, memberId: input.memberId, action: 'wallet_spend' }
  return recordEvent(tx, ctx, head, async (event) => {
    const held = await lockAccounts(tx, event.memberId, WALLET)
    const principal = held.get('wallet_principal') ?? 0
    const bonus = held.get('wallet_bonus') ?? 0
    if (principal + bonus < input.amount)
      throw insufficient('wallet_principal', principal + bonus, input.amount)
    const split = walletSplit(input.amount, principal, bonus)
    if (split.principal > 0)
      await post(tx, ctx, event, { kind: 'wallet_principal', changeType: 'spend', amount: -split.principal })
    if (split.bonus > 0)
      await post(tx, ctx, event, { kind: 'wallet_bonus', changeType: 'spend', amount: -split.bonus })
  })
}

export interface WalletRefund {
  eventKey: string
  /** the payment or top-up being refunded */
  originalEventKey: string
}

/**
 * Refunds a payment (its principal and bonus go back where they came from) or a top-up (its
 * principal is paid back and its bonus clawed back: refused when the member has spent it).
 */
export async function refundWallet(tx: Tx, ctx: LedgerContext, input: WalletRefund): Promise<LedgerReceipt> {
  const original = await eventByKey(tx, input.originalEventKey, ['wallet_spend', 'wallet_topup'])
  if (!original) throw badRequest('ledgerNothingToReverse', { key: input.originalEventKey })
  const topUp = original.action === 'wallet_topup'
  const head = {
    eventKey: input.eventKey,
    memberId: original.memberId,
    action: topUp ? 'wallet_topup_refund' : 'wallet_refund',
    reverses: original.id,
  }
  return recordEvent(tx, ctx, head, async (event) => {
    await lockAccounts(tx, event.memberId, WALLET)
    for (const entry of await entriesOf(tx, original.id))
      await post(tx, ctx, event, {
        kind: entry.kind as LedgerKind,
        changeType: topUp ? 'topup_refund' : 'refund',
        amount: -entry.amount,
      })
  })
}
