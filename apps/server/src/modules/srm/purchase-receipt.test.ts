import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import {
  srmEndpoints as ep,
  wmsEndpoints as wms,
  type SrmPurchaseOrderDetail,
  type WmsReceipt,
  type WmsStockRow,
} from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { dayFrom } from './days'
import { srmCalls } from './http-fixture'
import { srmReceipt } from './schema'
import { inTenant, lineInto, purchaseTargets, supplierWith } from './test-fixture'

const TENANT = '100001'

/** Issue 30 item 1: a receipt against a purchase order puts the goods away in the order's warehouse. */
describe(`receipt against a purchase order (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let manager: string
  let calls: ReturnType<typeof srmCalls>
  let targets: Awaited<ReturnType<typeof purchaseTargets>>
  let supplierId: string

  /** a two-line order (5 and 7 units) approved in the to-do list and confirmed by the supplier */
  const confirmed = async () => {
    const order = await calls.data<SrmPurchaseOrderDetail>(
      calls.post(admin, ep.purchaseSave.path, {
        supplierId,
        warehouseId: targets.warehouseId,
        lines: [
          { goodsId: targets.goodsIds[0], qty: 5, unitPrice: 100 },
          { goodsId: targets.goodsIds[1], qty: 7, unitPrice: 200 },
        ],
      }),
    )
    await calls.decide(manager, await calls.data(calls.post(admin, ep.submit.path, { id: order.id })), true)
    await calls.post(admin, ep.confirm.path, { id: order.id })
    return order
  }
  const stockOfLot = async (lotNo: string) =>
    (
      await calls.data<{ records: WmsStockRow[] }>(
        calls.get(admin, `${wms.stockPage.path}?keyword=${encodeURIComponent(lotNo)}&size=100`),
      )
    ).records
  const srmReceipts = (orderId: string) =>
    inTenant(app, TENANT, (c) => c.tx.select().from(srmReceipt).where(eq(srmReceipt.orderId, orderId)))
  const wmsReceiptTotal = async () =>
    (await calls.data<{ total: number }>(calls.get(admin, `${wms.receiptPage.path}?size=1`))).total

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, TENANT, 'admin')
    manager = await tokenFor(app, TENANT, 'manager')
    calls = srmCalls(app)
    targets = await purchaseTargets(app, TENANT)
    supplierId = await supplierWith(app, TENANT, 'RCV', { validFrom: dayFrom(-1), validTo: dayFrom(1) })
  })
  afterAll(() => app.close())

  it('the receive dialog is offered the bins of the order’s warehouse only', async () => {
    const order = await confirmed()
    const bins = await calls.data<{ id: string }[]>(calls.get(admin, `${ep.bins.path}?id=${order.id}`))
    expect(bins.map((b) => b.id)).toContain(targets.binId)
    expect(bins.map((b) => b.id)).not.toContain(targets.otherBinId)
  })

  it('receiving puts the goods into the bin in their lot through a confirmed WMS receipt the SRM receipt names', async () => {
    const order = await confirmed()
    const lines = [lineInto(order, 0, 5, targets.binId), lineInto(order, 1, 3, targets.binId)]
    const received = await calls.data<SrmPurchaseOrderDetail>(
      calls.post(admin, ep.receive.path, { id: order.id, lines }),
    )
    expect(received).toMatchObject({ status: 'partly_received' })
    expect(received.lines.map((l) => l.receivedQty)).toEqual([5, 3])
    const rows = await srmReceipts(order.id)
    expect(rows.map((r) => r.qty).sort()).toEqual([3, 5])
    const [wmsReceiptId] = new Set(rows.map((r) => r.wmsReceiptId))
    const page = await calls.data<{ records: WmsReceipt[] }>(
      calls.get(admin, `${wms.receiptPage.path}?warehouseId=${targets.warehouseId}&size=20`),
    )
    const putAway = page.records.find((r) => r.id === wmsReceiptId)!
    expect(putAway).toMatchObject({ status: 'confirmed', code: rows[0]!.wmsReceiptCode })
    expect(putAway.lines.map((l) => [l.lotNo, l.qty, l.binId])).toEqual(
      lines.map((l) => [l.lotNo, l.qty, l.binId]),
    )
    for (const line of lines) {
      expect(await stockOfLot(line.lotNo)).toMatchObject([
        {
          binId: targets.binId,
          lotNo: line.lotNo,
          expiryDate: line.expiryDate,
          onHand: line.qty,
          available: line.qty,
        },
      ])
    }
  })

  it('a line the warehouse refuses (an expired lot, a bin of another warehouse) refuses the whole receipt and changes nothing', async () => {
    const order = await confirmed()
    const before = await wmsReceiptTotal()
    const good = lineInto(order, 0, 5, targets.binId)
    for (const [bad, msg] of [
      [lineInto(order, 1, 7, targets.binId, -1), /has expired and cannot be received$/],
      [
        lineInto(order, 1, 7, targets.otherBinId),
        /^The bin does not exist, is disabled or is not in this warehouse/,
      ],
    ] as const) {
      const refused = await calls.post(admin, ep.receive.path, { id: order.id, lines: [good, bad] })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().msg).toMatch(msg)
    }
    expect(await srmReceipts(order.id)).toEqual([])
    expect(await wmsReceiptTotal()).toBe(before)
    expect(await stockOfLot(good.lotNo)).toEqual([])
    const unchanged = await calls.data<SrmPurchaseOrderDetail>(
      calls.get(admin, `${ep.purchaseDetail.path}?id=${order.id}`),
    )
    expect(unchanged.status).toBe('confirmed')
    expect(unchanged.lines.map((l) => l.receivedQty)).toEqual([0, 0])
  })
})
