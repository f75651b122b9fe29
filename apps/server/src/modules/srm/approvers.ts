import { pendingTasks } from '../workflow'
import { userBriefs } from '../user'
import type { SrmContext } from './context'
import type { OrderRow } from './moves'

/** Who holds a submitted order's approval task now, by name; nobody for an order not awaiting approval. */
export async function approversOf(c: SrmContext, order: OrderRow): Promise<string[]> {
  if (order.status !== 'submitted' || !order.instanceId) return []
  const tasks = await pendingTasks(c, order.instanceId)
  const users = await userBriefs(
    c.tx,
    tasks.map((t) => t.assigneeId),
  )
  return users.map((u) => u.realName ?? u.account)
}
