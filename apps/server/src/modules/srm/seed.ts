import {
  SRM_CODES,
  SRM_PURCHASE_PROCESS,
  WORKFLOW_USER_CODES,
  type DesignerModel,
  type PoStatus,
  type SrmPurchaseOrderDetail,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { DemoSeeded } from '../../core/module'
import type { IdGenerator } from '../../core/ids'
import { seedRoles } from '../access'
import { assignRoles, userByAccount } from '../user'
import { completeTask, deploy, pendingTasks } from '../workflow'
import { warehouseBins, warehouseStock } from '../wms'
import { submitPurchase } from './approval'
import type { SrmContext } from './context'
import { dayFrom } from './days'
import { savePurchase, stepTo } from './purchases'
import { invoicePurchase, receivePurchase } from './receipts'
import { srmQualification, srmSupplier } from './schema'

/** The demo approval of purchase orders: one step, anyone with the purchase approver role. */
export const SRM_PURCHASE_DEFINITION = {
  processKey: SRM_PURCHASE_PROCESS,
  name: '采购订单审批',
  category: 'srm',
  designer: {
    nodes: [
      {
        id: 'purchaseApprove',
        type: 'approver',
        name: '采购审批',
        assign: { type: 'role', values: ['srm_approver'] },
        method: 'any',
        nobody: 'admin',
        dueHours: 24,
      },
    ],
  } satisfies DesignerModel,
}

/** Three suppliers: two qualified today, the third's GSP certificate expired a month ago. */
export const DEMO_SUPPLIERS = [
  { code: 'SUP-001', name: '国药控股广州有限公司', contact: '陈经理', phone: '020-83331234', gsp: 365 },
  { code: 'SUP-002', name: '华润医药商业集团', contact: '李经理', phone: '010-65432100', gsp: 180 },
  { code: 'SUP-003', name: '九州通医药集团', contact: '王经理', phone: '027-84683000', gsp: -30 },
] as const

/** How far each demo purchase order is taken; `invoiceBp` invoices the received value off by so many basis points. */
const DEMO_ORDERS: { status: PoStatus; invoiceBp?: number }[] = [
  { status: 'draft' },
  { status: 'submitted' },
  { status: 'approved' },
  { status: 'confirmed' },
  { status: 'partly_received' },
  { status: 'received', invoiceBp: 0 },
  { status: 'received', invoiceBp: 500 },
  { status: 'closed', invoiceBp: 100 },
  { status: 'rejected' },
  { status: 'cancelled' },
]

/** The approver's decision each demo status needs, and whether the supplier then confirms. */
const DECISIONS: Partial<Record<PoStatus, { pass: boolean; confirm: boolean }>> = {
  approved: { pass: true, confirm: false },
  confirmed: { pass: true, confirm: true },
  partly_received: { pass: true, confirm: true },
  received: { pass: true, confirm: true },
  closed: { pass: true, confirm: true },
  rejected: { pass: false, confirm: false },
}

/**
 * A demo order submitted and decided by the approver in the to-do list's way: the workflow's end
 * handler (registered with the routes, before the seeding) moves it on, as a real approval would.
 */
async function decide(c: SrmContext, id: string, pass: boolean) {
  const { instanceId } = await submitPurchase(c, id)
  const [task] = await pendingTasks(c, instanceId!)
  await completeTask(c, task!.assigneeId, { taskId: task!.id, pass, comment: pass ? '同意' : '价格偏高' })
}

/** Receives `qty(line)` of each line into the bin, each line in its own lot expiring in about two years. */
const receive = (
  c: SrmContext,
  order: SrmPurchaseOrderDetail,
  binId: string,
  qty: (l: { qty: number }) => number,
) =>
  receivePurchase(c, {
    id: order.id,
    lines: order.lines.map((l, j) => ({
      lineId: l.id,
      qty: qty(l),
      binId,
      lotNo: `${order.code}-${j + 1}`,
      productionDate: dayFrom(-30),
      expiryDate: dayFrom(700),
    })),
  })

/**
 * The demo tenant's suppliers with their qualifications, the purchase approval process and its
 * approver role (the store manager), and a purchase order in every status, made through the real
 * calls: approvals decided in the workflow, receipts put away in the order's warehouse.
 */
export async function seedSrm(
  s: { tx: Tx; ids: IdGenerator; tenantId: string },
  goods: DemoSeeded['goods'],
): Promise<void> {
  const { tx, ids, tenantId } = s
  const admin = (await userByAccount(tx, 'admin'))!
  const approver = (await userByAccount(tx, 'manager')) ?? admin
  const roles = await seedRoles(tx, ids, [
    { alias: 'srm_approver', name: '采购审批员', codes: [SRM_CODES.purchaseView, ...WORKFLOW_USER_CODES] },
  ])
  await assignRoles(tx, approver.id, [roles.get('srm_approver')!])
  await deploy({ tx, ids, tenantId }, admin.id, SRM_PURCHASE_DEFINITION)
  const c: SrmContext = { tx, ids, tenantId, userId: admin.id, locale: 'zh_CN' }
  const suppliers: string[] = []
  for (const { gsp, ...supplier } of DEMO_SUPPLIERS) {
    const id = ids.next()
    suppliers.push(id)
    await tx.insert(srmSupplier).values({ id, ...supplier })
    await tx.insert(srmQualification).values([
      {
        id: ids.next(),
        supplierId: id,
        kind: 'gsp',
        number: `GSP-${supplier.code}`,
        validFrom: dayFrom(gsp - 1095),
        validTo: dayFrom(gsp),
      },
      {
        id: ids.next(),
        supplierId: id,
        kind: 'business_licence',
        number: `BL-${supplier.code}`,
        validFrom: dayFrom(-3650),
        validTo: dayFrom(3650),
      },
    ])
  }
  const [warehouse] = await warehouseStock(tx, [])
  if (!warehouse) return
  const [bin] = await warehouseBins(c, warehouse.warehouseId)
  for (const [i, demo] of DEMO_ORDERS.entries()) {
    const lines = goods.slice(i * 2, i * 2 + 2).map((g, j) => ({
      goodsId: g.id,
      qty: 20 * (j + 1),
      unitPrice: Math.round(Number(g.retailPrice) * 60),
    }))
    const order = await savePurchase(c, {
      supplierId: suppliers[i % 2]!,
      warehouseId: warehouse.warehouseId,
      lines,
    })
    if (demo.status === 'draft') continue
    if (demo.status === 'cancelled') await stepTo('cancelled')(c, order.id)
    if (demo.status === 'submitted') await submitPurchase(c, order.id)
    const decision = DECISIONS[demo.status]
    if (decision) await decide(c, order.id, decision.pass)
    if (decision?.confirm) await stepTo('confirmed')(c, order.id)
    if (demo.status === 'partly_received') await receive(c, order, bin!.id, () => 10)
    if (demo.invoiceBp === undefined) continue
    await receive(c, order, bin!.id, (l) => l.qty)
    await invoicePurchase(c, {
      id: order.id,
      invoiceNo: `INV-${order.code}`,
      invoiceDate: dayFrom(0),
      lines: order.lines.map((l) => ({
        lineId: l.id,
        qty: l.qty,
        amount: Math.round((l.amount * (10_000 + demo.invoiceBp!)) / 10_000),
      })),
    })
    if (demo.status === 'closed') await stepTo('closed')(c, order.id)
  }
}
