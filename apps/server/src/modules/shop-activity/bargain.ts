import { and, asc, count, desc, eq, gt, inArray, lt, sql, type SQL } from 'drizzle-orm'
import type { BargainRecord, BargainStatus } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { activityOf, assertRunning } from './activities'
import type { ActivityContext } from './context'
import { pageOf } from './paging'
import { orderFor } from './pay'
import { shopActivity, shopActivityBargain, shopActivityBargainHelp } from './schema'
import { planCuts } from './split'

const bargain = shopActivityBargain
const help = shopActivityBargainHelp

/** A member starts a bargain at the goods' price: every helper's cut is planned now, summing to the reduction. */
export async function startBargain(
  c: ActivityContext,
  input: { activityId: string; memberId: string },
): Promise<BargainRecord> {
  const a = await activityOf(c.tx, input.activityId, 'bargain')
  assertRunning(a, c)
  const id = c.ids.next()
  await c.tx.insert(bargain).values({
    id,
    activityId: a.id,
    memberId: input.memberId,
    originalFen: a.priceFen,
    floorFen: a.activityPriceFen,
    currentFen: a.priceFen,
    cuts: planCuts(a.priceFen - a.activityPriceFen, a.helpers!),
    status: 'ongoing',
    expiresAt: new Date(c.now.getTime() + a.limitMinutes! * 60_000),
  })
  return bargainRecord(c, id)
}

/**
 * Another member helps a bargain once (the unique help per member and bargain), before its time
 * limit: one guarded update takes the next planned cut (`helped < helpers`), so the price reaches the
 * floor exactly with the last helper and never goes below it.
 */
export async function helpBargain(
  c: ActivityContext,
  input: { bargainId: string; memberId: string },
): Promise<BargainRecord> {
  const [b] = await c.tx.select().from(bargain).where(eq(bargain.id, input.bargainId))
  if (!b) throw notFound()
  if (b.memberId === input.memberId) throw badRequest('shopActivityOwnBargain')
  const [cut] = await c.tx
    .update(bargain)
    .set({
      helped: sql`${bargain.helped} + 1`,
      currentFen: sql`${bargain.currentFen} - (${bargain.cuts} ->> ${bargain.helped})::int`,
      status: sql`CASE WHEN ${bargain.helped} + 1 >= jsonb_array_length(${bargain.cuts}) THEN 'reached' ELSE 'ongoing' END`,
    })
    .where(
      and(
        eq(bargain.id, b.id),
        eq(bargain.status, 'ongoing'),
        lt(bargain.helped, sql`jsonb_array_length(${bargain.cuts})`),
        gt(bargain.expiresAt, c.now),
      ),
    )
    .returning({ helped: bargain.helped, cuts: bargain.cuts })
  if (!cut) throw badRequest('shopActivityBargainClosed')
  const [helped] = await c.tx
    .insert(help)
    .values({
      id: c.ids.next(),
      bargainId: b.id,
      memberId: input.memberId,
      cutFen: cut.cuts[cut.helped - 1]!,
    })
    .onConflictDoNothing()
    .returning({ id: help.id })
  if (!helped) throw badRequest('shopActivityHelpedAlready')
  return bargainRecord(c, b.id)
}

/** The bargain's owner buys at the price reached, before the time limit, once: a paid shop order. */
export async function buyBargain(
  c: ActivityContext,
  input: { bargainId: string; memberId: string },
): Promise<BargainRecord> {
  const [b] = await c.tx
    .update(bargain)
    .set({ status: 'bought' })
    .where(
      and(
        eq(bargain.id, input.bargainId),
        eq(bargain.memberId, input.memberId),
        inArray(bargain.status, ['ongoing', 'reached']),
        gt(bargain.expiresAt, c.now),
      ),
    )
    .returning()
  if (!b) throw badRequest('shopActivityBargainClosed')
  const a = await activityOf(c.tx, b.activityId, 'bargain')
  const sale = { memberId: b.memberId, quantity: 1, unitPriceFen: b.currentFen, recordId: b.id }
  const orderId = await orderFor(c, a, sale)
  await c.tx.update(bargain).set({ orderId }).where(eq(bargain.id, b.id))
  return bargainRecord(c, b.id)
}

/** A bargain still open past its time limit reads as expired. */
const statusAt = (b: typeof bargain.$inferSelect, now: Date): BargainStatus =>
  (b.status === 'ongoing' || b.status === 'reached') && b.expiresAt <= now
    ? 'expired'
    : (b.status as BargainStatus)

async function bargainsWithHelps(c: ActivityContext, where: SQL | undefined, limit: number, offset: number) {
  const rows = await c.tx
    .select({ b: bargain, activityName: shopActivity.name })
    .from(bargain)
    .innerJoin(shopActivity, eq(shopActivity.id, bargain.activityId))
    .where(where)
    .orderBy(desc(bargain.createTime), desc(bargain.id))
    .limit(limit)
    .offset(offset)
  const ids = rows.map((r) => r.b.id)
  const helps = ids.length
    ? await c.tx
        .select()
        .from(help)
        .where(inArray(help.bargainId, ids))
        .orderBy(asc(help.helpTime), asc(help.id))
    : []
  return rows.map(({ b, activityName }): BargainRecord => ({
    id: b.id,
    activityId: b.activityId,
    activityName,
    memberId: b.memberId,
    originalFen: b.originalFen,
    floorFen: b.floorFen,
    currentFen: b.currentFen,
    helpersNeeded: b.cuts.length,
    status: statusAt(b, c.now),
    expiresAt: formatDateTime(b.expiresAt, c.timeZone),
    createTime: formatDateTime(b.createTime, c.timeZone),
    helps: helps
      .filter((h) => h.bargainId === b.id)
      .map((h) => ({
        memberId: h.memberId,
        cutFen: h.cutFen,
        helpTime: formatDateTime(h.helpTime, c.timeZone),
      })),
  }))
}

export async function bargainRecord(c: ActivityContext, id: string): Promise<BargainRecord> {
  const [record] = await bargainsWithHelps(c, eq(bargain.id, id), 1, 0)
  if (!record) throw notFound()
  return record
}

export async function bargainPage(
  c: ActivityContext,
  q: { current?: number; size?: number; activityId?: string; memberId?: string; status?: BargainStatus },
) {
  const { current = 1, size = 10 } = q
  const open = and(inArray(bargain.status, ['ongoing', 'reached']), gt(bargain.expiresAt, c.now))
  const byStatus: Record<BargainStatus, SQL | undefined> = {
    ongoing: and(eq(bargain.status, 'ongoing'), open),
    reached: and(eq(bargain.status, 'reached'), open),
    bought: eq(bargain.status, 'bought'),
    expired: and(inArray(bargain.status, ['ongoing', 'reached']), sql`${bargain.expiresAt} <= ${c.now}`),
  }
  const where = and(
    q.activityId ? eq(bargain.activityId, q.activityId) : undefined,
    q.memberId ? eq(bargain.memberId, q.memberId) : undefined,
    q.status ? byStatus[q.status] : undefined,
  )
  const [{ total }] = (await c.tx.select({ total: count() }).from(bargain).where(where)) as [
    { total: number },
  ]
  return pageOf(await bargainsWithHelps(c, where, size, (current - 1) * size), Number(total), current, size)
}
