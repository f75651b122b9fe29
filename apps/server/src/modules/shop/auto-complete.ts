import { and, eq, lte } from 'drizzle-orm'
import { translate } from '@store/contract'
import type { ShopContext } from './context'
import { moveOrder } from './order-log'
import { shopOrder } from './schema'
import { loadSettings } from './settings'

const DAY_MS = 86_400_000

/**
 * Completes the tenant's orders shipped at least the completion setting's days before `now` (the
 * buyer did not confirm receipt); read again each run, so a changed setting applies to orders shipped
 * already. Each order moves by the guarded update, so one completed by hand meanwhile is left alone.
 */
export async function completeDueOrders(c: ShopContext, now = new Date()): Promise<number> {
  const { complete } = await loadSettings(c.tx)
  const shippedBy = new Date(now.getTime() - complete.autoCompleteDays * DAY_MS)
  const due = await c.tx
    .select({ id: shopOrder.id, status: shopOrder.status })
    .from(shopOrder)
    .where(and(eq(shopOrder.status, 'shipped'), lte(shopOrder.shippedAt, shippedBy)))
    .for('update', { skipLocked: true })
  const note = translate('shopAutoComplete', c.locale, { days: complete.autoCompleteDays })
  for (const order of due) await moveOrder(c, order, ['shipped'], 'completed', 'complete', {}, note)
  return due.length
}
