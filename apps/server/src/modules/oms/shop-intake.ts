import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { PaidOrder } from '../shop'
import { takeIn } from './intake'

/** The region routing reads from a shop address: up to its first province or city, else its first word. */
export function regionOf(address: string): string {
  const text = address.trim()
  const end = text.search(/[省市]/)
  const region = end >= 0 ? text.slice(0, end + 1) : (text.split(/\s+/)[0] ?? '')
  return (region || '-').slice(0, 32)
}

/** A paid express order of the shop becomes a new mall order, in the payment's transaction. */
export function shopOrderListener(ids: IdGenerator) {
  return async (tx: Tx, paid: PaidOrder) => {
    await takeIn(
      { tx, ids, userId: null, locale: 'zh_CN' },
      {
        channel: 'mall',
        sourceNo: paid.orderNo,
        receiverName: paid.buyerName,
        receiverPhone: paid.buyerPhone,
        region: regionOf(paid.address),
        address: paid.address || '-',
        lines: paid.lines.map((l) => ({ goodsId: l.goodsId, qty: l.quantity })),
      },
    )
  }
}
