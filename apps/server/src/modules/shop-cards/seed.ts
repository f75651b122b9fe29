import { DEFAULT_LOCALE } from '@store/contract'
import { sql } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { blockId } from '../../core/db/bulk'
import type { IdBlock, IdGenerator } from '../../core/ids'
import { formatDateTime } from '../../core/time'
import { moveBalance } from './card-ledger'
import { submitType } from './card-types'
import { activateCard, sellCards } from './cards'
import type { CardsContext } from './context'
import { submitBatch, voidBatch } from './coupon-batches'
import { redeemCode } from './coupon-codes'
import { submitPlan } from './member-plans'
import { buyPlan } from './membership'
import { DAY_MS } from './time'

/** The demo's zone: the seed's schedules are written in it. */
const TIME_ZONE = 'Asia/Shanghai'
const DEMO_TENANTS = ['100001', '100002']

async function demoMembers(tx: Tx, members: IdBlock, n: number): Promise<string[]> {
  const rows = await tx.execute(
    sql`SELECT (${blockId(members, sql`g`)})::text AS id FROM generate_series(0, ${n - 1}) g`,
  )
  return (rows.rows as { id: string }[]).map((r) => String(r.id))
}

/**
 * A demo tenant's cards tools, through their own services: two entity coupon batches (one with a few
 * codes redeemed, one voided), two gift card types with cards sold, activated and spent, two membership
 * plans with purchases and a renewal.
 */
export async function seedShopCards(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  members: IdBlock | null | undefined,
): Promise<void> {
  if (!DEMO_TENANTS.includes(tenantId) || !members || members.count < 4) return
  const c: CardsContext = { tx, ids, tenantId, userId: null, timeZone: TIME_ZONE, locale: DEFAULT_LOCALE }
  const [m1, m2, m3, m4] = (await demoMembers(tx, members, 4)) as [string, string, string, string]
  const now = Date.now()
  const at = (days: number) => formatDateTime(new Date(now + days * DAY_MS), TIME_ZONE)
  const schedule = { startTime: at(-30), endTime: at(335) }

  const batch = await submitBatch(c, {
    name: '门店开业满减券',
    kind: 'amount',
    faceFen: 2000,
    count: 30,
    ...schedule,
  })
  const spare = await submitBatch(c, {
    name: '会员日九折券',
    kind: 'discount',
    discountPercent: 10,
    count: 10,
    ...schedule,
  })
  await voidBatch(c, spare.id)
  const codes = await tx.execute(
    sql`SELECT code FROM shop_coupon_code WHERE batch_id = ${batch.id} ORDER BY code LIMIT 3`,
  )
  for (const [i, row] of (codes.rows as { code: string }[]).entries())
    await redeemCode(c, { code: row.code, memberId: [m1, m2, m3][i]!, channel: i ? 'pos' : 'shop' })

  const hundred = await submitType(c, { name: '100元礼品卡', faceFen: 10000, validDays: 365, ...schedule })
  const fiveHundred = await submitType(c, {
    name: '500元礼品卡',
    faceFen: 50000,
    validDays: 730,
    ...schedule,
  })
  const [card1] = await sellCards(c, { typeId: hundred.id, quantity: 1, memberId: m1 })
  const [card2] = await sellCards(c, { typeId: fiveHundred.id, quantity: 1, memberId: m2 })
  await sellCards(c, { typeId: hundred.id, quantity: 3 })
  await activateCard(c, { cardNo: card1!.cardNo, memberId: m1 })
  const active = await activateCard(c, { cardNo: card2!.cardNo, memberId: m2 })
  await moveBalance(c, active.id, 'pay', -12800, { memberId: m2 })

  const monthly = await submitPlan(c, {
    name: '月卡会员',
    period: 'month',
    priceFen: 1990,
    discountPercent: 5,
    freeShipping: 1,
    monthlyCoupons: 2,
    graceDays: 7,
    ...schedule,
  })
  const yearly = await submitPlan(c, {
    name: '年卡会员',
    period: 'year',
    priceFen: 19900,
    discountPercent: 10,
    freeShipping: 1,
    monthlyCoupons: 4,
    graceDays: 15,
    ...schedule,
  })
  await buyPlan(c, { memberId: m1, planId: monthly.id })
  await buyPlan(c, { memberId: m1, planId: monthly.id })
  await buyPlan(c, { memberId: m2, planId: yearly.id })
  await buyPlan(c, { memberId: m4, planId: monthly.id })
}
