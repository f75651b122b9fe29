import type { FastifyInstance } from 'fastify'
import {
  PO_STATUSES,
  SRM_MATCH_TOLERANCE_PARAM,
  paramResource,
  srmEndpoints as ep,
  srmSupplierResource,
  type SrmMatch,
  type SrmPurchaseOrderDetail,
  type SrmStatement,
} from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { DEMO_SUPPLIERS } from './seed'
import { dayFrom } from './days'
import { srmCalls } from './http-fixture'
import { lineInto, purchaseTargets, RUN, supplierWith } from './test-fixture'

const TENANT = '100001'

/** Issue 30 item 5 (SRM): suppliers and qualifications, purchase orders with approval, receipts, invoices, the three-way match, statements. */
describe(`supplier collaboration (SRM) (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let otherAdmin: string
  let clerk: string
  let manager: string
  let targets: Awaited<ReturnType<typeof purchaseTargets>>
  let qualified: string
  let calls: ReturnType<typeof srmCalls>

  const get = (token: string, url: string) => calls.get(token, url)
  const post = (token: string, url: string, payload: object, lang = 'en') =>
    calls.post(token, url, payload, lang)
  const data = <T>(res: Promise<{ json(): { data: T } }>) => calls.data(res)
  /** a draft of 10 × 1000 fen and 4 × 2550 fen */
  const draft = (supplierId = qualified) =>
    data<SrmPurchaseOrderDetail>(
      post(admin, ep.purchaseSave.path, {
        supplierId,
        warehouseId: targets.warehouseId,
        lines: [
          { goodsId: targets.goodsIds[0], qty: 10, unitPrice: 1000 },
          { goodsId: targets.goodsIds[1], qty: 4, unitPrice: 2550 },
        ],
      }),
    )
  const step = (url: string, id: string) => data<SrmPurchaseOrderDetail>(post(admin, url, { id }))
  /** a draft submitted and approved in the manager's to-do list */
  const approved = async (supplierId = qualified) => {
    const order = await draft(supplierId)
    await calls.decide(manager, await step(ep.submit.path, order.id), true)
    return order
  }
  /** a draft taken to confirmed by the supplier */
  const confirmed = async (supplierId = qualified) => {
    const order = await approved(supplierId)
    await step(ep.confirm.path, order.id)
    return order
  }
  const receive = (order: SrmPurchaseOrderDetail, qtys: number[]) =>
    post(admin, ep.receive.path, {
      id: order.id,
      lines: qtys.flatMap((qty, j) => (qty ? [lineInto(order, j, qty, targets.binId)] : [])),
    })
  const receiveAll = (order: SrmPurchaseOrderDetail) =>
    data<SrmPurchaseOrderDetail>(
      receive(
        order,
        order.lines.map((l) => l.qty),
      ),
    )
  const invoice = (
    order: SrmPurchaseOrderDetail,
    amounts: number[],
    qtys = order.lines.map((l) => l.qty),
    no = 'A',
  ) =>
    post(admin, ep.invoice.path, {
      id: order.id,
      invoiceNo: `INV-${no}-${order.code}`,
      invoiceDate: dayFrom(0),
      lines: order.lines.map((l, i) => ({ lineId: l.id, qty: qtys[i], amount: amounts[i] })),
    })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, TENANT, 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    clerk = await tokenFor(app, TENANT, 'clerk')
    manager = await tokenFor(app, TENANT, 'manager')
    calls = srmCalls(app)
    targets = await purchaseTargets(app, TENANT)
    qualified = await supplierWith(app, TENANT, 'OK', { validFrom: dayFrom(-10), validTo: dayFrom(10) })
  })
  afterAll(() => app.close())

  it('each demo tenant has its suppliers and a purchase order in every state, and never sees the other’s', async () => {
    for (const token of [admin, otherAdmin]) {
      const suppliers = await data<{ records: { code: string }[] }>(
        get(token, `${srmSupplierResource.basePath}/page?code=SUP-`),
      )
      expect(suppliers.records.map((r) => r.code)).toEqual(DEMO_SUPPLIERS.map((s) => s.code))
      for (const status of PO_STATUSES) {
        const page = await data<{ total: number }>(get(token, `${ep.purchasePage.path}?status=${status}`))
        expect(page.total).toBeGreaterThan(0)
      }
    }
    const theirs = await data<{ records: { id: string }[] }>(get(otherAdmin, ep.purchasePage.path))
    expect((await get(admin, `${ep.purchaseDetail.path}?id=${theirs.records[0]!.id}`)).json().code).toBe(404)
  })

  it('a supplier code is unique among the tenant’s live suppliers only', async () => {
    const code = `DUP-${RUN}`
    const first = await post(admin, `${srmSupplierResource.basePath}/submit`, { code, name: 'First' })
    expect(first.statusCode).toBe(200)
    expect(
      (await post(admin, `${srmSupplierResource.basePath}/submit`, { code, name: 'Twin' })).statusCode,
    ).toBe(400)
    const removed = await app.inject({
      method: 'POST',
      url: `${srmSupplierResource.basePath}/remove?ids=${first.json().data.id}`,
      headers: auth(admin),
    })
    expect(removed.json()).toMatchObject({ success: true })
    expect(
      (await post(admin, `${srmSupplierResource.basePath}/submit`, { code, name: 'Again' })).statusCode,
    ).toBe(200)
  })

  it('a purchase order for a supplier with an expired or no qualification is refused at submission and stays a draft', async () => {
    const expired = await supplierWith(app, TENANT, 'EXP', { validFrom: dayFrom(-400), validTo: dayFrom(-1) })
    const none = await supplierWith(app, TENANT, 'NONE')
    for (const supplierId of [expired, none]) {
      const order = await draft(supplierId)
      const refused = await post(admin, ep.submit.path, { id: order.id })
      expect(refused.statusCode).toBe(400)
      expect(refused.json().msg).toMatch(
        /^Supplier “Supplier (EXP|NONE) .*” has a missing or expired qualification/,
      )
      expect(
        (await data<SrmPurchaseOrderDetail>(get(admin, `${ep.purchaseDetail.path}?id=${order.id}`))).status,
      ).toBe('draft')
    }
    const zh = await post(admin, ep.submit.path, { id: (await draft(expired)).id }, 'zh_CN')
    expect(zh.json().msg).toContain('资质（如GSP证书）缺失或已过期')
  })

  it('a draft line names live goods and a live warehouse; the total is the lines’ quantity × unit price in fen; it is found by code or supplier name', async () => {
    const order = await draft()
    expect(order).toMatchObject({ status: 'draft', totalAmount: 10 * 1000 + 4 * 2550 })
    expect(order.lines.map((l) => l.amount)).toEqual([10_000, 10_200])
    const found = await data<{ records: { id: string }[] }>(
      get(admin, `${ep.purchasePage.path}?keyword=${encodeURIComponent(`OK ${RUN}`)}&status=draft&size=100`),
    )
    expect(found.records.map((r) => r.id)).toContain(order.id)
    const byCode = await data<{ records: { id: string }[] }>(
      get(admin, `${ep.purchasePage.path}?keyword=${order.code}`),
    )
    expect(byCode.records.map((r) => r.id)).toEqual([order.id])
    const noWarehouse = await post(admin, ep.purchaseSave.path, {
      supplierId: qualified,
      warehouseId: '1',
      lines: [{ goodsId: targets.goodsIds[0], qty: 1, unitPrice: 1 }],
    })
    expect(noWarehouse.json()).toMatchObject({
      success: false,
      msg: 'The receiving warehouse does not exist or is disabled',
    })
  })

  it('an order goes draft → submitted → approved → confirmed → partly received → received → closed, one step at a time', async () => {
    const order = await draft()
    const skipped = await post(admin, ep.confirm.path, { id: order.id })
    expect(skipped.json().msg).toBe('A purchase order cannot go from “Draft” to “Confirmed by supplier”')
    const submitted = await step(ep.submit.path, order.id)
    expect(submitted.status).toBe('submitted')
    expect((await post(admin, ep.cancel.path, { id: order.id })).json().msg).toBe(
      'A purchase order cannot go from “Awaiting approval” to “Cancelled”',
    )
    await calls.decide(manager, submitted, true)
    expect(
      (await data<SrmPurchaseOrderDetail>(get(admin, `${ep.purchaseDetail.path}?id=${order.id}`))).status,
    ).toBe('approved')
    expect((await receive(order, [1])).json().msg).toBe(
      'A purchase order cannot go from “Approved” to “Partly received”',
    )
    expect((await step(ep.confirm.path, order.id)).status).toBe('confirmed')
    const part = await data<SrmPurchaseOrderDetail>(receive(order, [6]))
    expect(part).toMatchObject({ status: 'partly_received' })
    expect(part.lines.map((l) => l.receivedQty)).toEqual([6, 0])
    expect((await receive(order, [5])).json().msg).toMatch(/still open on the order$/)
    const rest = await data<SrmPurchaseOrderDetail>(receive(order, [4, 4]))
    expect(rest.status).toBe('received')
    expect((await post(admin, ep.cancel.path, { id: order.id })).statusCode).toBe(400)
    expect((await step(ep.close.path, order.id)).status).toBe('closed')
  })

  it('three-way match: a line matches when received, invoiced for the received quantity and within 2 % of the received value', async () => {
    const order = await confirmed()
    const refused = await invoice(order, [10_000, 10_200])
    expect(refused.json().msg).toBe(
      'Nothing of the purchase order is received yet: no invoice can be recorded',
    )
    await receiveAll(order)
    // line 1: 10 000 fen received, 10 200 invoiced = +2 %, inside; line 2: 10 200 received, 10 405 = +205 > 204
    expect((await invoice(order, [10_200, 10_405])).statusCode).toBe(200)
    const match = await data<SrmMatch>(get(admin, `${ep.match.path}?id=${order.id}`))
    expect(match).toMatchObject({ toleranceBp: 200, matched: false })
    expect(match.lines).toMatchObject([
      { receivedValue: 10_000, invoicedAmount: 10_200, difference: 200, matched: true, reasons: [] },
      {
        receivedValue: 10_200,
        invoicedAmount: 10_405,
        difference: 205,
        matched: false,
        reasons: ['amount_outside_tolerance'],
      },
    ])
    expect((await invoice(order, [1, 1])).json().msg).toBe(`Invoice INV-A-${order.code} is recorded already`)

    // the tenant's own tolerance (System → Params): 3 % lets line 2 match; a value not a number is ignored
    const setting = { paramName: 'SRM match tolerance', paramKey: SRM_MATCH_TOLERANCE_PARAM }
    const param = await data<{ id: string }>(
      post(admin, `${paramResource.basePath}/submit`, { ...setting, paramValue: '300' }),
    )
    const wider = await data<SrmMatch>(get(admin, `${ep.match.path}?id=${order.id}`))
    expect(wider).toMatchObject({ toleranceBp: 300, matched: true })
    await data(
      post(admin, `${paramResource.basePath}/submit`, { ...setting, id: param.id, paramValue: 'three' }),
    )
    expect(await data<SrmMatch>(get(admin, `${ep.match.path}?id=${order.id}`))).toMatchObject({
      toleranceBp: 200,
      matched: false,
    })
    await data(post(admin, `${paramResource.basePath}/remove?ids=${param.id}`, {}))
  })

  it('three-way match: an invoiced quantity other than the received one and a line not received are reported', async () => {
    const order = await confirmed()
    await receive(order, [10])
    await invoice(order, [9_000, 0], [9, 1], 'B')
    const match = await data<SrmMatch>(get(admin, `${ep.match.path}?id=${order.id}`))
    expect(match.lines.map((l) => l.reasons)).toEqual([
      ['quantity_differs', 'amount_outside_tolerance'],
      ['not_received', 'quantity_differs'],
    ])
  })

  it('a supplier’s statement totals the value received and the amount invoiced in the period, and their difference', async () => {
    const supplierId = await supplierWith(app, TENANT, 'STMT', {
      validFrom: dayFrom(-1),
      validTo: dayFrom(1),
    })
    const order = await confirmed(supplierId)
    await receiveAll(order)
    await invoice(order, [10_100, 10_200])
    const url = (from: string, to: string) =>
      `${ep.statement.path}?supplierId=${supplierId}&from=${from}&to=${to}`
    const statement = await data<SrmStatement>(get(admin, url(dayFrom(-1), dayFrom(1))))
    expect(statement).toMatchObject({
      receivedValue: 20_200,
      invoicedAmount: 20_300,
      difference: 100,
      orders: [{ id: order.id, receivedValue: 20_200, invoicedAmount: 20_300, difference: 100 }],
    })
    expect(await data<SrmStatement>(get(admin, url(dayFrom(-30), dayFrom(-2))))).toMatchObject({
      orders: [],
      difference: 0,
    })
    expect((await get(admin, `${url(dayFrom(1), dayFrom(0))}&lang=en`)).json().msg).toBe(
      'The statement period cannot start after it ends',
    )
  })

  it('a role without the area’s buttons may not read or change purchase orders', async () => {
    expect((await get(clerk, ep.purchasePage.path)).statusCode).toBe(403)
    expect((await post(clerk, ep.withdraw.path, { id: '1' })).statusCode).toBe(403)
    expect(
      (await post(clerk, ep.receive.path, { id: '1', lines: [{ lineId: '1', qty: 1, binId: '1' }] }))
        .statusCode,
    ).toBe(403)
    expect((await get(clerk, `${srmSupplierResource.basePath}/page`)).statusCode).toBe(403)
  })
})
