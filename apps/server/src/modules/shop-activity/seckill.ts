import type { PurchaseRecord } from '@store/contract'
import { activityOf, assertRunning } from './activities'
import type { ActivityContext } from './context'
import { orderFor } from './pay'
import { purchaseRecord, takeUnits } from './purchases'
import { shopActivityPurchase } from './schema'

/**
 * A seckill purchase, in one transaction: only from the activity's start second to its end, the units
 * taken atomically within its stock and the member's limit (the stock it holds from the goods), sold as a
 * paid shop order at the seckill price. The route puts
 * the seckill's admission queue in front of it.
 */
export async function buySeckill(
  c: ActivityContext,
  input: { activityId: string; memberId: string; quantity: number },
): Promise<PurchaseRecord> {
  const a = await activityOf(c.tx, input.activityId, 'seckill')
  assertRunning(a, c)
  await takeUnits(c, a, input.memberId, input.quantity)
  const id = c.ids.next()
  const sale = {
    memberId: input.memberId,
    quantity: input.quantity,
    unitPriceFen: a.activityPriceFen,
    recordId: id,
  }
  // the units come out of the stock the seckill holds from the goods, not the goods' stock again
  const orderId = await orderFor(c, a, sale, { stockHeld: true })
  await c.tx.insert(shopActivityPurchase).values({
    id,
    activityId: a.id,
    memberId: input.memberId,
    quantity: input.quantity,
    paidFen: a.activityPriceFen * input.quantity,
    orderId,
    status: 'paid',
    createUser: c.userId,
  })
  return purchaseRecord(c, id)
}
