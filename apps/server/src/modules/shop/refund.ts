import { badRequest } from '../../core/errors'
import type { OrderContext, ShopContext } from './context'
import { refundPrepaid } from './prepaid'

/**
 * Refunds `amountFen` of a paid order: back to its prepaid tenders (gift cards) first, up to what they
 * paid and have not had back, the rest through the gateway. Answers the gateway's part and reference
 * (none when the tenders took it all).
 */
export async function refundPayment(
  c: ShopContext & Pick<OrderContext, 'payments'>,
  order: { id: string; orderNo: string; paymentRef: string | null },
  amountFen: number,
): Promise<{ gatewayFen: number; reference: string | null }> {
  const gatewayFen = amountFen - (await refundPrepaid(c, order.id, amountFen))
  if (gatewayFen === 0) return { gatewayFen, reference: null }
  const answer = await c.payments.refund({
    orderNo: order.orderNo,
    reference: order.paymentRef ?? '',
    amountFen: gatewayFen,
  })
  if (!answer.ok) throw badRequest('shopPaymentFailed', { reason: answer.reason })
  return { gatewayFen, reference: answer.reference }
}
