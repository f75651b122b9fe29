import type { PoStatus } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { DemoSeeded } from '../../core/module'
import type { IdGenerator } from '../../core/ids'
import { warehouseStock } from '../wms'
import type { SrmContext } from './context'
import { dayFrom } from './days'
import { savePurchase, stepTo, submitPurchase } from './purchases'
import { invoicePurchase, receivePurchase } from './receipts'
import { srmQualification, srmSupplier } from './schema'

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

const STEPS: Partial<Record<PoStatus, PoStatus[]>> = {
  approved: ['approved'],
  confirmed: ['approved', 'confirmed'],
  partly_received: ['approved', 'confirmed'],
  received: ['approved', 'confirmed'],
  closed: ['approved', 'confirmed'],
  rejected: ['rejected'],
  cancelled: ['cancelled'],
}

/** The demo tenant's suppliers with their qualifications and a purchase order in every status, made through the real calls. */
export async function seedSrm(tx: Tx, ids: IdGenerator, goods: DemoSeeded['goods']): Promise<void> {
  const c: SrmContext = { tx, ids, userId: null, locale: 'zh_CN' }
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
    if (demo.status !== 'cancelled') await submitPurchase(c, order.id)
    for (const step of STEPS[demo.status] ?? []) await stepTo(step)(c, order.id)
    if (demo.status === 'partly_received')
      await receivePurchase(c, { id: order.id, lines: [{ lineId: order.lines[0]!.id, qty: 10 }] })
    if (demo.invoiceBp === undefined) continue
    await receivePurchase(c, { id: order.id, lines: order.lines.map((l) => ({ lineId: l.id, qty: l.qty })) })
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
