import { and, eq, isNull } from 'drizzle-orm'
import type { OmsChannel } from '@store/contract'
import { badRequest } from '../../core/errors'
import { goodsStockBriefs } from '../goods'
import type { OmsContext } from './context'
import { sumLines, type GoodsQty } from './lines'
import { logStep } from './log'
import { omsOrder, omsOrderLine } from './schema'

export interface Intake {
  channel: OmsChannel
  sourceNo: string
  receiverName: string
  receiverPhone: string
  region: string
  address: string
  remark?: string | null
  lines: readonly GoodsQty[]
}

/** The goods of the lines, each live in the tenant, or the refusal naming the first missing one. */
export async function assertGoods(c: Pick<OmsContext, 'tx'>, lines: readonly GoodsQty[]): Promise<void> {
  const ids = [...new Set(lines.map((l) => l.goodsId))]
  const found = new Set((await goodsStockBriefs(c.tx, ids)).map((g) => g.id))
  const missing = ids.find((id) => !found.has(id))
  if (missing !== undefined) throw badRequest('omsGoodsMissing', { id: missing })
}

/** The order taken in before under the channel's source number, if any. */
export async function takenIn(c: Pick<OmsContext, 'tx'>, channel: OmsChannel, sourceNo: string) {
  const [row] = await c.tx
    .select()
    .from(omsOrder)
    .where(and(eq(omsOrder.channel, channel), eq(omsOrder.sourceNo, sourceNo), isNull(omsOrder.parentId)))
  return row
}

/**
 * Takes an order in as `new`. Idempotent: the same channel and source number again (a retried call, a
 * file imported twice, a concurrent twin) leaves the first order as it is and returns its id.
 */
export async function takeIn(c: OmsContext, order: Intake): Promise<{ id: string; created: boolean }> {
  const id = c.ids.next()
  const [inserted] = await c.tx
    .insert(omsOrder)
    .values({
      id,
      code: `OM${id}`,
      channel: order.channel,
      sourceNo: order.sourceNo,
      status: 'new',
      receiverName: order.receiverName,
      receiverPhone: order.receiverPhone,
      region: order.region,
      address: order.address,
      remark: order.remark ?? null,
      createUser: c.userId,
      updateUser: c.userId,
    })
    .onConflictDoNothing()
    .returning({ id: omsOrder.id })
  if (!inserted) return { id: (await takenIn(c, order.channel, order.sourceNo))!.id, created: false }
  await insertLines(c, id, sumLines(order.lines))
  await logStep(c, id, 'create', null, 'new')
  return { id, created: true }
}

export async function insertLines(c: OmsContext, orderId: string, lines: readonly GoodsQty[]) {
  await c.tx.insert(omsOrderLine).values(lines.map((l) => ({ id: c.ids.next(), orderId, ...l })))
}
