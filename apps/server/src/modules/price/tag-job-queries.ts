import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import type { TagJob, TagJobDetail } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { goodsLabels } from '../goods'
import { priceChangeOrder, priceList, priceTagJob, priceTagJobLine } from './schema'

type JobRow = typeof priceTagJob.$inferSelect

/** A print plan of the price-tag screen, as far as printing needs it. */
export interface TagPrintPlan {
  id: string
  printPlanName: string
  forbidReprint: number
}

async function toJobs(tx: Tx, rows: JobRow[], timeZone: string): Promise<TagJob[]> {
  if (rows.length === 0) return []
  const orders = await tx
    .select({ id: priceChangeOrder.id, code: priceChangeOrder.code, title: priceChangeOrder.title })
    .from(priceChangeOrder)
    .where(inArray(priceChangeOrder.id, [...new Set(rows.map((r) => r.orderId))]))
  const lists = await tx
    .select({ id: priceList.id, name: priceList.name })
    .from(priceList)
    .where(inArray(priceList.id, [...new Set(rows.map((r) => r.listId))]))
  const orderOf = new Map(orders.map((o) => [o.id, o]))
  const listName = new Map(lists.map((l) => [l.id, l.name]))
  return rows.map((r) => ({
    id: r.id,
    orderId: r.orderId,
    orderCode: orderOf.get(r.orderId)?.code ?? '',
    orderTitle: orderOf.get(r.orderId)?.title ?? '',
    listName: listName.get(r.listId) ?? '',
    lineCount: r.lineCount,
    printCount: r.printCount,
    lastPrintedAt: r.lastPrintedAt && formatDateTime(r.lastPrintedAt, timeZone),
    createTime: formatDateTime(r.createTime, timeZone),
  }))
}

/** The print jobs, newest first. */
export async function tagJobPage(tx: Tx, q: { current: number; size: number }, timeZone: string) {
  const [total] = await tx.select({ n: count() }).from(priceTagJob)
  const rows = await tx
    .select()
    .from(priceTagJob)
    .orderBy(desc(priceTagJob.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const n = Number(total?.n ?? 0)
  return {
    records: await toJobs(tx, rows, timeZone),
    total: n,
    size: q.size,
    current: q.current,
    pages: Math.ceil(n / q.size),
  }
}

async function jobRow(tx: Tx, id: string): Promise<JobRow> {
  const [row] = await tx.select().from(priceTagJob).where(eq(priceTagJob.id, id))
  if (!row) throw badRequest('priceTagJobMissing', { id })
  return row
}

/** One job with its tags: each goods' names, barcode and printed prices. */
export async function tagJobDetail(tx: Tx, id: string, timeZone: string): Promise<TagJobDetail> {
  const row = await jobRow(tx, id)
  const lines = await tx
    .select()
    .from(priceTagJobLine)
    .where(eq(priceTagJobLine.jobId, id))
    .orderBy(priceTagJobLine.id)
  const labels = new Map(
    (
      await goodsLabels(
        tx,
        lines.map((l) => l.goodsId),
      )
    ).map((g) => [g.id, g]),
  )
  return {
    ...(await toJobs(tx, [row], timeZone))[0]!,
    lines: lines.map((l) => {
      const g = labels.get(l.goodsId)
      return {
        goodsId: l.goodsId,
        goodsCode: g?.goodsCode ?? '',
        goodsName: g?.tradeName ?? '',
        barcode: g?.barcode ?? null,
        specification: g?.specification ?? null,
        oldPriceFen: l.oldPriceFen,
        newPriceFen: l.newPriceFen,
      }
    }),
  }
}

/**
 * Counts one print of a job. With a plan that forbids reprinting, only a job never printed may be
 * printed: the count moves from 0 in one conditional update, so of two racing prints one is refused.
 */
export async function markPrinted(
  tx: Tx,
  userId: string,
  body: { id: string; planId?: string },
  plans: readonly TagPrintPlan[],
  timeZone: string,
): Promise<TagJob> {
  const job = await jobRow(tx, body.id)
  const plan = body.planId === undefined ? undefined : plans.find((p) => p.id === body.planId)
  if (body.planId !== undefined && !plan) throw badRequest('priceTagPlanMissing', { id: body.planId })
  const once = plan?.forbidReprint === 1
  const [row] = await tx
    .update(priceTagJob)
    .set({ printCount: sql`${priceTagJob.printCount} + 1`, lastPrintedAt: sql`now()`, lastPrintedBy: userId })
    .where(and(eq(priceTagJob.id, job.id), once ? eq(priceTagJob.printCount, 0) : undefined))
    .returning()
  if (!row) throw badRequest('priceTagReprintForbidden', { plan: plan!.printPlanName, count: job.printCount })
  return (await toJobs(tx, [row], timeZone))[0]!
}
