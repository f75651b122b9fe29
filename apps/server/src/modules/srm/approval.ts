import { and, eq } from 'drizzle-orm'
import { DEFAULT_LOCALE, SRM_PURCHASE_PROCESS, type PoStatus } from '@store/contract'
import { badRequest } from '../../core/errors'
import { startProcess, withdraw, type ProcessOutcome, type WfContext } from '../workflow'
import type { SrmContext } from './context'
import { lockOrder, moveOrder, stepSkipped } from './moves'
import { purchaseDetail } from './purchases'
import { srmPurchaseOrder } from './schema'
import { qualifiedToday, usableSupplier } from './suppliers'

/**
 * A draft goes for approval only to a supplier, live and enabled, holding a qualification valid
 * today: it becomes submitted and starts its `srm_purchase` process, whose approvers find the task
 * in their to-do list.
 */
export async function submitPurchase(c: SrmContext, id: string) {
  const order = await lockOrder(c, id)
  const supplier = await usableSupplier(c, order.supplierId)
  if (!(await qualifiedToday(c, supplier.id)))
    throw badRequest('srmSupplierUnqualified', { name: supplier.name })
  await moveOrder(c, id, 'submitted')
  const instance = await startProcess(c, {
    processKey: SRM_PURCHASE_PROCESS,
    businessKey: id,
    formData: { code: order.code, supplier: supplier.name, totalAmount: order.totalAmount },
    starterId: c.userId,
  })
  await c.tx
    .update(srmPurchaseOrder)
    .set({ instanceId: instance.id })
    .where(and(eq(srmPurchaseOrder.id, id), eq(srmPurchaseOrder.status, 'submitted')))
  return purchaseDetail(c, id)
}

/** Takes a submitted order back from approval (its starter only, before anyone acted): the end handler makes it a draft. */
export async function withdrawPurchase(c: SrmContext, id: string) {
  const order = await lockOrder(c, id)
  if (order.status !== 'submitted' || !order.instanceId)
    throw stepSkipped(c, order.status as PoStatus, 'draft')
  await withdraw(c, c.userId, order.instanceId)
  return purchaseDetail(c, id)
}

const OUTCOME_STATUS: Record<ProcessOutcome['status'], PoStatus> = {
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'draft',
  cancelled: 'draft',
}

/**
 * The end of an order's approval, in the workflow's transaction: approved → approved, rejected →
 * rejected, withdrawn or cancelled → a draft again, each through the guarded move. An order no longer
 * awaiting this instance is left alone.
 */
export async function onApprovalEnd(c: WfContext, outcome: ProcessOutcome): Promise<void> {
  if (!outcome.businessKey) return
  const order = await lockOrder(c, outcome.businessKey)
  if (order.status !== 'submitted' || order.instanceId !== outcome.instanceId) return
  await moveOrder(
    { ...c, userId: outcome.starterId, locale: DEFAULT_LOCALE },
    order.id,
    OUTCOME_STATUS[outcome.status],
  )
}
