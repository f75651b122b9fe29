import { badRequest } from '../../core/errors'
import type { ActivityContext } from './context'

/** Charges the member through the shop's gateway (nothing to pay: no charge); the payment's reference. */
export async function charge(c: ActivityContext, orderNo: string, amountFen: number): Promise<string | null> {
  if (amountFen === 0) return null
  const answer = await c.payments.charge({ orderNo, amountFen, method: 1 })
  if (!answer.ok) throw badRequest('shopPaymentFailed', { reason: answer.reason })
  return answer.reference
}

/** Refunds a payment through the shop's gateway. */
export async function refund(
  c: ActivityContext,
  orderNo: string,
  reference: string | null,
  amountFen: number,
) {
  if (!reference || amountFen === 0) return
  const answer = await c.payments.refund({ orderNo, reference, amountFen })
  if (!answer.ok) throw badRequest('shopPaymentFailed', { reason: answer.reason })
}
