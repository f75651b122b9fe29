import { and, count, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  ORDER_STATUS_LABELS,
  PRICE_CHANGE_PROCESS,
  translate,
  type ChangeOrder,
  type ChangeOrderDetail,
  type Locale,
  type MessageKey,
  type OrderStatus,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { AppError, badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { goodsPriceBriefs } from '../goods'
import { zoneAndExpiryOf } from '../tenant'
import { pendingTasks, startProcess, withdraw, type ProcessOutcome, type WfContext } from '../workflow'
import { loadBook } from './book'
import { recordAnomalies } from './anomalies'
import { notifyOrder } from './notices'
import { priceAnomaly, priceChangeLine, priceChangeOrder, priceList } from './schema'

type OrderRow = typeof priceChangeOrder.$inferSelect

/** What every order call needs: the tenant's transaction, ids, the tenant, its zone, the caller. */
export interface OrderContext extends WfContext {
  timeZone: string
  userId: string
  locale: Locale
}

/** The job that applies a scheduled order at its effective time. */
export const APPLY_JOB = 'price:apply-order'
export interface ApplyPayload {
  tenantId: string
  orderId: string
}
/** Queues the apply job in the caller's transaction (the module binds it to the job queue). */
export type ScheduleApply = (tx: Tx, payload: ApplyPayload, runAt: Date) => Promise<unknown>

/** A `yyyy-MM-dd HH:mm:ss` of the tenant's zone as an instant. */
export async function instantOf(tx: Tx, local: string, timeZone: string): Promise<Date> {
  const rows = await tx.execute(sql`SELECT (${local}::timestamp AT TIME ZONE ${timeZone}) AS at`)
  return new Date((rows.rows[0] as { at: string | Date }).at)
}

function refuse(row: OrderRow, action: MessageKey, locale: Locale): never {
  throw badRequest('priceOrderState', {
    status: ORDER_STATUS_LABELS[row.status as OrderStatus][locale],
    action: translate(action, locale),
  })
}

async function lockOrder(tx: Tx, id: string): Promise<OrderRow> {
  const [row] = await tx.select().from(priceChangeOrder).where(eq(priceChangeOrder.id, id)).for('update')
  if (!row) throw notFound()
  return row
}

async function liveList(tx: Tx, listId: string) {
  const [list] = await tx
    .select()
    .from(priceList)
    .where(and(eq(priceList.id, listId), eq(priceList.isDeleted, 0), eq(priceList.status, 1)))
  if (!list) throw badRequest('priceListMissing')
  return list
}

async function toOrders(tx: Tx, rows: OrderRow[], timeZone: string): Promise<ChangeOrder[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id)
  const counts = await tx
    .select({ orderId: priceChangeLine.orderId, n: count() })
    .from(priceChangeLine)
    .where(inArray(priceChangeLine.orderId, ids))
    .groupBy(priceChangeLine.orderId)
  const lists = await tx
    .select({ id: priceList.id, name: priceList.name })
    .from(priceList)
    .where(inArray(priceList.id, [...new Set(rows.map((r) => r.listId))]))
  const nOf = new Map(counts.map((c) => [c.orderId, Number(c.n)]))
  const nameOf = new Map(lists.map((l) => [l.id, l.name]))
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    title: r.title,
    listId: r.listId,
    listName: nameOf.get(r.listId) ?? '',
    status: r.status as OrderStatus,
    effectiveAt: formatDateTime(r.effectiveAt, timeZone),
    instanceId: r.instanceId,
    submitterId: r.submitterId,
    appliedAt: r.appliedAt ? formatDateTime(r.appliedAt, timeZone) : null,
    remark: r.remark,
    lineCount: nOf.get(r.id) ?? 0,
    createTime: formatDateTime(r.createTime, timeZone),
  }))
}

export async function orderPage(
  tx: Tx,
  q: { current: number; size: number; status?: string },
  timeZone: string,
) {
  const where = q.status ? eq(priceChangeOrder.status, q.status) : undefined
  const [total] = await tx.select({ n: count() }).from(priceChangeOrder).where(where)
  const rows = await tx
    .select()
    .from(priceChangeOrder)
    .where(where)
    .orderBy(desc(priceChangeOrder.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const n = Number(total?.n ?? 0)
  return {
    records: await toOrders(tx, rows, timeZone),
    total: n,
    size: q.size,
    current: q.current,
    pages: Math.ceil(n / q.size),
  }
}

export async function orderDetail(tx: Tx, id: string, timeZone: string): Promise<ChangeOrderDetail> {
  const [row] = await tx.select().from(priceChangeOrder).where(eq(priceChangeOrder.id, id))
  if (!row) throw notFound()
  const lines = await tx.select().from(priceChangeLine).where(eq(priceChangeLine.orderId, id))
  const goods = new Map(
    (
      await goodsPriceBriefs(
        tx,
        lines.map((l) => l.goodsId),
      )
    ).map((g) => [g.id, g]),
  )
  const [anomalies] = await tx.select({ n: count() }).from(priceAnomaly).where(eq(priceAnomaly.orderId, id))
  return {
    ...(await toOrders(tx, [row], timeZone))[0]!,
    lines: lines.map((l) => ({
      id: l.id,
      goodsId: l.goodsId,
      goodsCode: goods.get(l.goodsId)?.goodsCode ?? '',
      goodsName: goods.get(l.goodsId)?.tradeName ?? '',
      oldPriceFen: l.oldPriceFen,
      newPriceFen: l.newPriceFen,
    })),
    anomalies: Number(anomalies?.n ?? 0),
  }
}

export interface SaveInput {
  id?: string
  title: string
  listId: string
  effectiveAt: string
  remark?: string
  lines: { goodsId: string; newPriceFen: number }[]
}

/** The list's current price of each goods (its entry, fixed or by formula), or null without one. */
async function currentPrices(tx: Tx, listId: string, goodsIds: string[]) {
  const { book, goods } = await loadBook(tx, goodsIds)
  const prices = new Map<string, number | null>()
  for (const id of goodsIds) {
    const item = book.item(listId, id)
    prices.set(id, item ? book.itemFen(item).priceFen : null)
  }
  return { prices, goods }
}

/** Saves a draft (new without id) with its lines, and records the anomalies its prices raise. */
export async function saveOrder(c: OrderContext, input: SaveInput): Promise<string> {
  await liveList(c.tx, input.listId)
  const goodsIds = input.lines.map((l) => l.goodsId)
  const dup = goodsIds.find((g, i) => goodsIds.indexOf(g) !== i)
  if (dup) throw badRequest('priceDuplicateGoods', { id: dup })
  const { prices, goods } = await currentPrices(c.tx, input.listId, goodsIds)
  const missing = goodsIds.find((g) => !goods.has(g))
  if (missing) throw badRequest('priceGoodsMissing', { id: missing })
  const effectiveAt = await instantOf(c.tx, input.effectiveAt, c.timeZone)
  const fields = { title: input.title, listId: input.listId, effectiveAt, remark: input.remark ?? null }
  let id = input.id
  if (id) {
    const row = await lockOrder(c.tx, id)
    if (row.status !== 'draft') refuse(row, 'priceActionEdit', c.locale)
    await c.tx
      .update(priceChangeOrder)
      .set({ ...fields, updateUser: c.userId, updateTime: sql`now()` })
      .where(eq(priceChangeOrder.id, id))
    await c.tx.delete(priceChangeLine).where(eq(priceChangeLine.orderId, id))
    await c.tx.delete(priceAnomaly).where(and(eq(priceAnomaly.orderId, id), eq(priceAnomaly.status, 'open')))
  } else {
    id = c.ids.next()
    await c.tx
      .insert(priceChangeOrder)
      .values({ id, code: `PC${id}`, ...fields, createUser: c.userId, updateUser: c.userId })
  }
  await c.tx.insert(priceChangeLine).values(
    input.lines.map((l) => ({
      id: c.ids.next(),
      orderId: id!,
      goodsId: l.goodsId,
      oldPriceFen: prices.get(l.goodsId) ?? null,
      newPriceFen: l.newPriceFen,
    })),
  )
  await recordAnomalies(
    c.tx,
    c.ids,
    input.listId,
    input.lines.map((l) => ({ goodsId: l.goodsId, priceFen: l.newPriceFen })),
    { source: 'save', orderId: id },
  )
  return id
}

/** draft → pending: starts the `price_change` process; its first approvers hear of it. */
export async function submitOrder(c: OrderContext, id: string): Promise<string> {
  const row = await lockOrder(c.tx, id)
  if (row.status !== 'draft') refuse(row, 'priceActionSubmit', c.locale)
  await liveList(c.tx, row.listId)
  const [lines] = await c.tx
    .select({ n: count() })
    .from(priceChangeLine)
    .where(eq(priceChangeLine.orderId, id))
  const inst = await startProcess(c, {
    processKey: PRICE_CHANGE_PROCESS,
    businessKey: id,
    formData: { code: row.code, title: row.title, lines: Number(lines?.n ?? 0) },
    starterId: c.userId,
  })
  const [saved] = await c.tx
    .update(priceChangeOrder)
    .set({
      status: 'pending',
      instanceId: inst.id,
      submitterId: c.userId,
      updateTime: sql`now()`,
    })
    .where(eq(priceChangeOrder.id, id))
    .returning()
  await notifyOrder(
    c.tx,
    'newPriceOrderCheckMessage',
    { ...saved!, tenantId: c.tenantId },
    (await pendingTasks(c, inst.id)).map((t) => t.assigneeId),
  )
  return inst.id
}

/**
 * Withdraws an order: pending through its workflow instance (the end handler marks it), scheduled at
 * once (its job then finds nothing to apply). Only the submitter may.
 */
export async function withdrawOrder(c: OrderContext, id: string): Promise<void> {
  const row = await lockOrder(c.tx, id)
  if (row.status !== 'pending' && row.status !== 'scheduled') refuse(row, 'priceActionWithdraw', c.locale)
  if (row.submitterId !== c.userId) throw new AppError(403, 403, 'priceOrderNotSubmitter')
  if (row.status === 'pending') await withdraw(c, c.userId, row.instanceId!)
  else await setStatus(c.tx, id, 'withdrawn')
}

export async function removeOrder(c: OrderContext, id: string): Promise<void> {
  const row = await lockOrder(c.tx, id)
  if (row.status !== 'draft') refuse(row, 'priceActionRemove', c.locale)
  await c.tx.delete(priceAnomaly).where(eq(priceAnomaly.orderId, id))
  await c.tx.delete(priceChangeLine).where(eq(priceChangeLine.orderId, id))
  await c.tx.delete(priceChangeOrder).where(eq(priceChangeOrder.id, id))
}

async function setStatus(tx: Tx, id: string, status: OrderStatus) {
  const [row] = await tx
    .update(priceChangeOrder)
    .set({ status, updateTime: sql`now()` })
    .where(eq(priceChangeOrder.id, id))
    .returning()
  return row!
}

/**
 * The end of an order's approval (in the workflow's transaction): approved → scheduled, its apply
 * job queued for the effective time, the submitter told; rejected → the submitter told; withdrawn or
 * cancelled → withdrawn. Nothing but the order's state changes.
 */
export async function onApprovalEnd(
  c: WfContext,
  outcome: ProcessOutcome,
  scheduleApply: ScheduleApply,
): Promise<void> {
  if (!outcome.businessKey) return
  const row = await lockOrder(c.tx, outcome.businessKey)
  if (row.status !== 'pending') return
  const order = { ...row, tenantId: c.tenantId }
  if (outcome.status === 'approved') {
    await setStatus(c.tx, row.id, 'scheduled')
    await scheduleApply(c.tx, { tenantId: c.tenantId, orderId: row.id }, row.effectiveAt)
    const zone = (await zoneAndExpiryOf(c.tx, c.tenantId))?.timeZone ?? 'UTC'
    const at = formatDateTime(row.effectiveAt, zone)
    await notifyOrder(c.tx, 'newPriceOrderCheckSuccessMessage', order, [row.submitterId], { at })
  } else if (outcome.status === 'rejected') {
    await setStatus(c.tx, row.id, 'rejected')
    await notifyOrder(c.tx, 'newPriceOrderCheckFailMessage', order, [row.submitterId])
  } else {
    await setStatus(c.tx, row.id, 'withdrawn')
  }
}
