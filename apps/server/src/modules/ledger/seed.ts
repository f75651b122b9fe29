import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { GradeThreshold } from './growth-and-coins'
import {
  changeCoins,
  changeGrowth,
  earnPoints,
  earnPointsForPurchase,
  settlePoints,
  spendPoints,
  spendWallet,
  topUpWallet,
} from './service'

const DAY_MS = 86_400_000

export interface LedgerSeedOptions {
  /** "now" of the history (default: the present) */
  at?: Date
  /** the grades of the members' brand, for the growth value's grade history */
  thresholds?: readonly GradeThreshold[]
}

/**
 * Gives demo members a ledger history in every tab, through the ledgers' own service (so balances,
 * lots and rows agree): an old purchase whose points expired, a purchase whose points were partly
 * spent, a recent purchase still frozen in its after-sale window, growth value (and grade), coins
 * earned and exchanged, a wallet top-up with bonus and a payment. Runs in the caller's tenant
 * transaction; the amounts vary by member but are the same on every run.
 */
export async function seedLedgerHistory(
  tx: Tx,
  ids: IdGenerator,
  memberIds: readonly string[],
  options: LedgerSeedOptions = {},
): Promise<void> {
  const now = (options.at ?? new Date()).getTime()
  const daysAgo = (days: number) => ({ ids, userId: null, at: new Date(now - days * DAY_MS) })
  for (const [i, memberId] of memberIds.entries()) {
    const key = (step: string) => `demo:${memberId}:${step}`
    const spread = (i * 37) % 100
    await earnPoints(tx, daysAgo(400), {
      memberId,
      eventKey: key('welcome'),
      points: 100 + spread,
      frozenUntil: null,
      expiresAt: new Date(now - 35 * DAY_MS),
      remark: '开卡礼',
    })
    await earnPointsForPurchase(tx, daysAgo(60), {
      memberId,
      eventKey: key('order-1'),
      paid: `${188 + spread}.50`,
    })
    await spendPoints(tx, daysAgo(30), {
      memberId,
      eventKey: key('redeem-1'),
      points: 50,
      remark: '积分抵现',
    })
    await earnPointsForPurchase(tx, daysAgo(2), {
      memberId,
      eventKey: key('order-2'),
      paid: `${36 + spread}.80`,
    })
    await settlePoints(tx, daysAgo(0), memberId)
    await changeGrowth(tx, daysAgo(60), {
      memberId,
      eventKey: key('growth-1'),
      amount: 188 + spread * 10,
      thresholds: options.thresholds ?? [],
    })
    await changeCoins(tx, daysAgo(20), { memberId, eventKey: key('coins-1'), amount: 120 + spread })
    await changeCoins(tx, daysAgo(10), {
      memberId,
      eventKey: key('coins-2'),
      amount: -60,
      remark: '兑换优惠券',
    })
    await topUpWallet(tx, daysAgo(15), {
      memberId,
      eventKey: key('topup-1'),
      principal: 50_000,
      bonus: 5_000,
    })
    await spendWallet(tx, daysAgo(5), { memberId, eventKey: key('pay-1'), amount: 12_800 + spread * 100 })
  }
}
