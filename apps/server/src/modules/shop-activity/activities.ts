import { and, count, desc, eq, gt, ilike, lte, or, sql, type SQL } from 'drizzle-orm'
import type {
  ShopActivity,
  ShopActivityInput,
  ActivityKind,
  ActivityPhase,
  ShopActivityQuery,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { activityGoods } from '../shop'
import type { ActivityContext } from './context'
import { checkFloors } from './floor-check'
import { pageOf } from './paging'
import { holdSeckillStock, returnUnsold } from './seckill-stock'
import { shopActivity } from './schema'

export type ActivityRow = typeof shopActivity.$inferSelect

/** What an activity is at `now`: stopped by staff, else before, inside or after its schedule. */
export function phaseOf(a: Pick<ActivityRow, 'status' | 'startTime' | 'endTime'>, now: Date): ActivityPhase {
  if (a.status === 'stopped') return 'stopped'
  if (now < a.startTime) return 'upcoming'
  return now < a.endTime ? 'running' : 'ended'
}

export function toActivity(a: ActivityRow, c: Pick<ActivityContext, 'now' | 'timeZone'>): ShopActivity {
  return {
    id: a.id,
    kind: a.kind as ActivityKind,
    name: a.name,
    shopGoodsId: a.shopGoodsId,
    goodsName: a.goodsName,
    priceFen: a.priceFen,
    activityPriceFen: a.activityPriceFen,
    teamSize: a.teamSize,
    formMinutes: a.formMinutes,
    helpers: a.helpers,
    limitMinutes: a.limitMinutes,
    stock: a.stock,
    sold: a.sold,
    perUserLimit: a.perUserLimit,
    points: a.points,
    startTime: formatDateTime(a.startTime, c.timeZone),
    endTime: formatDateTime(a.endTime, c.timeZone),
    status: a.status as ShopActivity['status'],
    phase: phaseOf(a, c.now),
    createTime: formatDateTime(a.createTime, c.timeZone),
  }
}

/** The activity of that tool (locked when `lock`, for a change the caller is about to make). */
export async function activityOf(tx: Tx, id: string, kind: ActivityKind, lock = false): Promise<ActivityRow> {
  const query = tx
    .select()
    .from(shopActivity)
    .where(and(eq(shopActivity.id, id), eq(shopActivity.isDeleted, 0)))
  const [row] = lock ? await query.for('update') : await query
  if (!row) throw notFound()
  if (row.kind !== kind) throw badRequest('shopActivityKindMismatch')
  return row
}

/** Refuses a shop-front call outside the activity's schedule or after it was stopped. */
export function assertRunning(a: ActivityRow, c: Pick<ActivityContext, 'now' | 'timeZone'>): void {
  if (a.status === 'stopped') throw badRequest('shopActivityStopped')
  if (phaseOf(a, c.now) !== 'running')
    throw badRequest('shopActivityNotRunning', {
      name: a.name,
      start: formatDateTime(a.startTime, c.timeZone),
      end: formatDateTime(a.endTime, c.timeZone),
    })
}

/** The settings each tool needs besides the common ones. */
type OwnSetting =
  'teamSize' | 'formMinutes' | 'helpers' | 'limitMinutes' | 'stock' | 'perUserLimit' | 'points'
const NEEDED: Record<ActivityKind, OwnSetting[]> = {
  group: ['teamSize', 'formMinutes'],
  bargain: ['helpers', 'limitMinutes'],
  seckill: ['stock', 'perUserLimit'],
  integral: ['stock', 'perUserLimit', 'points'],
}

function validate(kind: ActivityKind, input: ShopActivityInput, priceFen: number, sold: number): void {
  for (const field of NEEDED[kind])
    if (input[field] === undefined) throw badRequest('shopActivityFieldRequired', { field })
  if (input.endTime <= input.startTime) throw badRequest('shopActivityTimeOrder')
  const yuan = (priceFen / 100).toFixed(2)
  if (kind !== 'integral' && input.activityPriceFen >= priceFen)
    throw badRequest('shopActivityPriceTooHigh', { price: yuan })
  if (kind === 'bargain' && priceFen - input.activityPriceFen < input.helpers!)
    throw badRequest('shopActivityBargainRange', {
      amount: priceFen - input.activityPriceFen,
      helpers: input.helpers!,
    })
  if (input.stock !== undefined && input.stock < sold)
    throw badRequest('shopActivityStockBelowSold', { sold })
}

/**
 * Creates or changes an activity of a tool on a goods on sale, in the caller's transaction: the goods'
 * name and price are taken again, the tool's settings are checked (a bargain's reduction must give each
 * helper at least 1 fen), times are the tenant's local times. A seckill takes its stock from the goods'
 * stock (and queues its end job, which gives the unsold units back). A price under the goods' promotion
 * floor is saved, and recorded as a price-centre anomaly.
 */
export async function submitActivity(
  c: ActivityContext,
  kind: ActivityKind,
  input: ShopActivityInput,
): Promise<ShopActivity> {
  const existing = input.id ? await activityOf(c.tx, input.id, kind, true) : null
  const [goods] = await activityGoods(c.tx, [input.shopGoodsId])
  if (!goods) throw badRequest('shopGoodsOffShelf', { name: input.shopGoodsId })
  validate(kind, input, goods.priceFen, existing?.sold ?? 0)
  const local = (t: string) => sql`(${t}::timestamp AT TIME ZONE ${c.timeZone})`
  const own = (k: OwnSetting) => (NEEDED[kind].includes(k) ? (input[k] ?? null) : null)
  const values = {
    name: input.name.trim(),
    shopGoodsId: goods.id,
    goodsName: goods.goodsName,
    priceFen: goods.priceFen,
    activityPriceFen: input.activityPriceFen,
    teamSize: own('teamSize'),
    formMinutes: own('formMinutes'),
    helpers: own('helpers'),
    limitMinutes: own('limitMinutes'),
    stock: own('stock'),
    perUserLimit: own('perUserLimit'),
    points: own('points'),
    startTime: local(input.startTime),
    endTime: local(input.endTime),
    updateUser: c.userId,
    updateTime: c.now,
  }
  const id = existing?.id ?? c.ids.next()
  if (existing) await c.tx.update(shopActivity).set(values).where(eq(shopActivity.id, id))
  else await c.tx.insert(shopActivity).values({ ...values, id, kind, createUser: c.userId })
  const saved = await activityOf(c.tx, id, kind, true)
  await holdSeckillStock(c, existing, saved)
  await checkFloors(c.tx, c.ids, [{ activity: saved, goodsId: goods.goodsId }])
  if (kind === 'seckill') await c.scheduleSeckillEnd(id, saved.endTime)
  return toActivity(await activityOf(c.tx, id, kind), c)
}

/** Stops an activity (once: a stopped one answers as it is); a seckill gives its unsold units back to the goods. */
export async function stopActivity(
  c: ActivityContext,
  kind: ActivityKind,
  id: string,
): Promise<ShopActivity> {
  const a = await activityOf(c.tx, id, kind, true)
  await c.tx
    .update(shopActivity)
    .set({ status: 'stopped', updateUser: c.userId, updateTime: c.now })
    .where(eq(shopActivity.id, id))
  await returnUnsold(c, a)
  return toActivity(await activityOf(c.tx, id, kind), c)
}

export async function activityPage(c: ActivityContext, kind: ActivityKind, q: ShopActivityQuery) {
  const { current = 1, size = 10 } = q
  const conds: (SQL | undefined)[] = [eq(shopActivity.kind, kind), eq(shopActivity.isDeleted, 0)]
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    conds.push(or(ilike(shopActivity.name, like), ilike(shopActivity.goodsName, like)))
  }
  const active = eq(shopActivity.status, 'active')
  const byPhase: Record<ActivityPhase, SQL | undefined> = {
    stopped: eq(shopActivity.status, 'stopped'),
    upcoming: and(active, gt(shopActivity.startTime, c.now)),
    running: and(active, lte(shopActivity.startTime, c.now), gt(shopActivity.endTime, c.now)),
    ended: and(active, lte(shopActivity.endTime, c.now)),
  }
  if (q.phase) conds.push(byPhase[q.phase])
  const where = and(...conds)
  const [{ total }] = (await c.tx.select({ total: count() }).from(shopActivity).where(where)) as [
    { total: number },
  ]
  const rows = await c.tx
    .select()
    .from(shopActivity)
    .where(where)
    .orderBy(desc(shopActivity.createTime), desc(shopActivity.id))
    .limit(size)
    .offset((current - 1) * size)
  return pageOf(
    rows.map((r) => toActivity(r, c)),
    Number(total),
    current,
    size,
  )
}
