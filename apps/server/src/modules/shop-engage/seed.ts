import { sql } from 'drizzle-orm'
import { DRAW_PPM, type DrawPrizeInput } from '@store/contract'
import { blockId } from '../../core/db/bulk'
import type { Tx } from '../../core/db/database'
import type { IdBlock, IdGenerator } from '../../core/ids'
import { formatDateTime } from '../../core/time'
import { memberBalance } from '../ledger'
import { usableCouponTemplateByCode } from '../promotion'
import { activityGoodsOnShelf } from '../shop'
import type { EngageContext } from './context'
import { stopDraw, submitDraw } from './draw-admin'
import { drawOnce } from './draw-front'
import { seedBrowse } from './seed-browse'
import { seedDistribution } from './seed-distribution'
import { seedQuiz } from './seed-quiz'
import { seedVotes } from './seed-vote'

const DEMO_TENANTS = new Set(['100001', '100002'])
const DAY = 86_400_000
const ZONE = 'Asia/Shanghai'
/** The demo members who draw, twice each when their points allow. */
const DRAWERS = 12

/** The promotions' demo coupon template the running draw's coupon prize issues. */
const DEMO_COUPON_CODE = 'C-100-10'

/** The running draw's pool: points, the promotions' demo coupon, the first goods on the shelf, and "thanks". */
async function demoPool(c: EngageContext): Promise<DrawPrizeInput[]> {
  const template = await usableCouponTemplateByCode(c, DEMO_COUPON_CODE)
  const [goods] = await activityGoodsOnShelf(c.tx, 1)
  const prizes: DrawPrizeInput[] = [
    { name: '100 积分', kind: 'points', points: 100, stock: 50, probabilityPpm: 200_000 },
    ...(template
      ? [
          {
            name: '满100减10元券',
            kind: 'coupon' as const,
            couponTemplateId: template.id,
            stock: 30,
            probabilityPpm: 100_000,
          },
        ]
      : []),
    ...(goods
      ? [
          {
            name: goods.goodsName.slice(0, 32),
            kind: 'goods' as const,
            shopGoodsId: goods.id,
            stock: 5,
            probabilityPpm: 20_000,
          },
        ]
      : []),
  ]
  const given = prizes.reduce((s, p) => s + p.probabilityPpm, 0)
  return [...prizes, { name: '谢谢参与', kind: 'none', probabilityPpm: DRAW_PPM - given }]
}

const when = (offsetDays: number) => formatDateTime(new Date(Date.now() + offsetDays * DAY), ZONE)

/**
 * A demo tenant's lucky draws, one running (its members have drawn through the real draw, so the records
 * recompute from their seeds) and one stopped, its distribution centre, its votes, its quiz and its browse-to-earn tasks.
 */
export async function seedShopEngage(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  members: IdBlock | null | undefined,
): Promise<void> {
  if (!DEMO_TENANTS.has(tenantId)) return
  const c: EngageContext = { tx, ids, tenantId, userId: null, timeZone: ZONE, locale: 'zh_CN' }
  const running = await submitDraw(c, {
    name: '会员积分抽奖',
    description: '每次消耗 10 积分，每天 3 次',
    startTime: when(-3),
    endTime: when(27),
    costPoints: 10,
    dailyLimit: 3,
    totalLimit: 30,
    prizes: await demoPool(c),
  })
  const past = await submitDraw(c, {
    name: '开业幸运转盘',
    startTime: when(-40),
    endTime: when(-10),
    costPoints: 0,
    dailyLimit: 1,
    totalLimit: 5,
    prizes: [
      { name: '50 积分', kind: 'points', points: 50, stock: 100, probabilityPpm: 500_000 },
      { name: '谢谢参与', kind: 'none', probabilityPpm: 500_000 },
    ],
  })
  await stopDraw(c, past.id)
  await seedDistribution(c, members)
  await seedVotes(c, members)
  await seedQuiz(c, members)
  await seedBrowse(c, members)
  if (!members?.count) return
  const rows = await tx.execute(
    sql`SELECT (${blockId(members, sql`n`)})::text AS id FROM generate_series(0, ${Math.min(DRAWERS, members.count) - 1}) AS n`,
  )
  for (const { id } of rows.rows as { id: string }[])
    if ((await memberBalance(tx, id)).points >= 2 * running.costPoints)
      for (let i = 0; i < 2; i++) await drawOnce(c, running.id, id)
}
