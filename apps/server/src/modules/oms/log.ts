import type { OmsAction, OmsStatus } from '@store/contract'
import type { OmsContext } from './context'
import { omsOrderLog } from './schema'

/** One step on an order's timeline. */
export async function logStep(
  c: OmsContext,
  orderId: string,
  action: OmsAction,
  fromStatus: OmsStatus | null,
  toStatus: OmsStatus,
  note: string | null = null,
): Promise<void> {
  await c.tx.insert(omsOrderLog).values({
    id: c.ids.next(),
    orderId,
    action,
    fromStatus,
    toStatus,
    note,
    createUser: c.userId,
    updateUser: c.userId,
  })
}
