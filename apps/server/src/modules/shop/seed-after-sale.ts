import { eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { shopAfterSale, shopAfterSaleLine, shopOrderLine, shopOrderLog } from './schema'

export interface DemoSold {
  orderId: string
  status: string
  lineId: string
  quantity: number
  payableFen: number
  created: Date
}

const DAY = 86_400_000

/**
 * A demo tenant's after-sales: a pending refund of half the first completed order (its claim held on
 * the line) and a refused return on the shipped one (its claim released), with their timelines.
 */
export async function seedAfterSales(tx: Tx, ids: IdGenerator, tenantId: string, sold: DemoSold[]) {
  const completed = sold.find((s) => s.status === 'completed')
  const shipped = sold.find((s) => s.status === 'shipped')
  if (!completed || !shipped) return
  const asked = (s: DemoSold) => new Date(s.created.getTime() + DAY)
  const pending = {
    id: ids.next(),
    orderId: completed.orderId,
    type: 'refund',
    status: 'pending',
    reason: '商品包装破损',
    amountFen: Math.floor(completed.payableFen / 2),
    createTime: asked(completed),
  }
  const refused = {
    id: ids.next(),
    orderId: shipped.orderId,
    type: 'return',
    status: 'refused',
    reason: '不想要了',
    amountFen: Math.floor(shipped.payableFen / shipped.quantity),
    refuseReason: '商品已拆封，不支持退货',
    reviewTime: new Date(asked(shipped).getTime() + DAY / 4),
    createTime: asked(shipped),
  }
  const rows = [pending, refused].map((r, i) => ({
    ...r,
    afterSaleNo: `AS${tenantId}${String(i + 1).padStart(4, '0')}`,
  }))
  await tx.insert(shopAfterSale).values(rows)
  await tx.insert(shopAfterSaleLine).values([
    {
      id: ids.next(),
      afterSaleId: pending.id,
      orderLineId: completed.lineId,
      quantity: 0,
      amountFen: pending.amountFen,
    },
    {
      id: ids.next(),
      afterSaleId: refused.id,
      orderLineId: shipped.lineId,
      quantity: 1,
      amountFen: refused.amountFen,
    },
  ])
  await tx
    .update(shopOrderLine)
    .set({ claimedFen: pending.amountFen })
    .where(eq(shopOrderLine.id, completed.lineId))
  const note = (no: string, fen: number, text: string) => `${no} ¥${(fen / 100).toFixed(2)} ${text}`
  await tx.insert(shopOrderLog).values([
    {
      id: ids.next(),
      orderId: pending.orderId,
      action: 'after_sale_apply',
      note: note(rows[0]!.afterSaleNo, pending.amountFen, pending.reason),
      time: pending.createTime,
    },
    {
      id: ids.next(),
      orderId: refused.orderId,
      action: 'after_sale_apply',
      note: note(rows[1]!.afterSaleNo, refused.amountFen, refused.reason),
      time: refused.createTime,
    },
    {
      id: ids.next(),
      orderId: refused.orderId,
      action: 'after_sale_refuse',
      note: `${rows[1]!.afterSaleNo} ${refused.refuseReason}`,
      time: refused.reviewTime,
    },
  ])
}
