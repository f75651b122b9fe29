import { sql } from 'drizzle-orm'
import { DEFAULT_LOCALE } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { blockId } from '../../core/db/bulk'
import type { IdBlock, IdGenerator } from '../../core/ids'
import { earnPoints } from '../ledger'
import { activityGoodsOnShelf, shopPayments, type ActivityGoods } from '../shop'
import type { ActivityContext } from './context'
import { buyBargain, helpBargain, startBargain } from './bargain'
import { exchange } from './integral'
import { buySeckill } from './seckill'
import { activityOf } from './activities'
import { checkFloors } from './floor-check'
import { holdSeckillStock } from './seckill-stock'
import { shopActivity, shopActivityTeam, shopActivityTeamMember } from './schema'

const DAY = 86_400_000
const MEMBERS = 8

async function memberIds(tx: Tx, members: IdBlock | null): Promise<string[]> {
  if (!members?.count) return []
  const take = Math.min(MEMBERS, members.count)
  const rows = await tx.execute(
    sql`SELECT (${blockId(members, sql`n`)})::text AS id FROM generate_series(0, ${take - 1}) AS n`,
  )
  return (rows.rows as { id: string }[]).map((r) => r.id)
}

/** One activity of each tool, running from yesterday for a month, on the first goods on the shelf. */
async function seedActivityRows(tx: Tx, ids: IdGenerator, goods: ActivityGoods[], now: Date) {
  const span = { startTime: new Date(now.getTime() - DAY), endTime: new Date(now.getTime() + 30 * DAY) }
  const of = (
    g: ActivityGoods,
    kind: string,
    name: string,
    more: Partial<typeof shopActivity.$inferInsert>,
  ) => ({
    id: ids.next(),
    kind,
    name,
    shopGoodsId: g.id,
    goodsName: g.goodsName,
    priceFen: g.priceFen,
    activityPriceFen: 0,
    ...span,
    ...more,
  })
  const [a, b, c, d] = goods as [ActivityGoods, ActivityGoods, ActivityGoods, ActivityGoods]
  const rows = {
    group: of(a, 'group', '三人成团特惠', {
      activityPriceFen: Math.floor(a.priceFen * 0.7),
      teamSize: 3,
      formMinutes: 24 * 60,
    }),
    bargain: of(b, 'bargain', '好友帮砍', {
      activityPriceFen: Math.floor(b.priceFen * 0.5),
      helpers: 3,
      limitMinutes: 48 * 60,
    }),
    seckill: of(c, 'seckill', '整点秒杀', {
      activityPriceFen: Math.floor(c.priceFen * 0.4),
      stock: 50,
      perUserLimit: 2,
    }),
    integral: of(d, 'integral', '积分换购', {
      activityPriceFen: 100,
      stock: 100,
      perUserLimit: 5,
      points: 200,
    }),
  }
  await tx.insert(shopActivity).values(Object.values(rows))
  await checkFloors(
    tx,
    ids,
    [rows.group, rows.bargain, rows.seckill, rows.integral].map((activity, i) => ({
      activity,
      goodsId: goods[i]!.goodsId,
    })),
  )
  return rows
}

/**
 * Each demo tenant's activities and their records: a group buy with a formed team and a failed,
 * refunded one; a bargain bought at its floor and one still being helped; seckill purchases; integral
 * exchanges paid with points the members earned first. Records go through the services (rules, ledgers).
 */
export async function seedActivities(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  members: IdBlock | null,
): Promise<void> {
  const now = new Date()
  const goods = await activityGoodsOnShelf(tx, 4)
  if (goods.length < 4) return
  const rows = await seedActivityRows(tx, ids, goods, now)
  const m = await memberIds(tx, members)
  if (m.length < MEMBERS) return
  const c: ActivityContext = {
    tx,
    ids,
    tenantId,
    userId: null,
    timeZone: 'Asia/Shanghai',
    locale: DEFAULT_LOCALE,
    now,
    payments: shopPayments,
    scheduleTeamDeadline: () => Promise.reject(new Error('the demo teams are written whole')),
    scheduleSeckillEnd: async () => {},
  }
  // the demo seckill holds its stock from the goods' (the shop's demo goods have at least 100)
  await holdSeckillStock(c, null, await activityOf(tx, rows.seckill.id, 'seckill', true))
  const group = rows.group
  const teams = [
    {
      id: ids.next(),
      joined: 3,
      status: 'formed',
      deadline: new Date(now.getTime() + DAY),
      who: m.slice(0, 3),
    },
    {
      id: ids.next(),
      joined: 2,
      status: 'failed',
      deadline: new Date(now.getTime() - DAY / 2),
      who: m.slice(3, 5),
    },
  ]
  await tx.insert(shopActivityTeam).values(
    teams.map((t) => ({
      id: t.id,
      activityId: group.id,
      size: 3,
      joined: t.joined,
      status: t.status,
      deadline: t.deadline,
    })),
  )
  await tx.insert(shopActivityTeamMember).values(
    teams.flatMap((t) =>
      t.who.map((memberId) => ({
        id: ids.next(),
        teamId: t.id,
        memberId,
        paidFen: group.activityPriceFen,
        refunded: t.status === 'failed' ? 1 : 0,
      })),
    ),
  )

  const bought = await startBargain(c, { activityId: rows.bargain.id, memberId: m[0]! })
  for (const helper of m.slice(1, 4)) await helpBargain(c, { bargainId: bought.id, memberId: helper })
  await buyBargain(c, { bargainId: bought.id, memberId: m[0]! })
  const helped = await startBargain(c, { activityId: rows.bargain.id, memberId: m[4]! })
  await helpBargain(c, { bargainId: helped.id, memberId: m[5]! })

  for (const [i, memberId] of m.slice(0, 3).entries())
    await buySeckill(c, { activityId: rows.seckill.id, memberId, quantity: 1 + (i % 2) })

  for (const memberId of m.slice(5, 8)) {
    const ledger = { ids, userId: null, at: now }
    await earnPoints(tx, ledger, {
      memberId,
      eventKey: `shop-activity-demo:earn:${memberId}`,
      points: 1000,
      frozenUntil: null,
      expiresAt: null,
      remark: '积分商城演示积分',
    })
    await exchange(c, { activityId: rows.integral.id, memberId, quantity: 1 })
  }
}
