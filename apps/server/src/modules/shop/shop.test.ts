import type { FastifyInstance } from 'fastify'
import { shopOrderEndpoints as orders, shopSettingEndpoints as settings } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { userRoom } from '../../core/realtime/rooms'
import { autoCompleteAll, systemContext } from './jobs'
import { fakeGateway } from './payment'
import { onPrescriptionRequested, type PrescriptionRequest } from './prescription'
import { DEMO_MALLS } from './seed'
import { shopCalls, takeOffSale } from './test-kit'
import { approvePrescription, expireOrder } from './transitions'

interface Sent {
  rooms: string[]
  event: string
  payload: { content: string; voiceTime?: number; orderType?: string }
}

/** Issue 25: the shop's settings, goods on sale and orders, through its API, inside the tenant. */
describe(`E-commerce shop (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let adminId: string
  let otherAdmin: string
  let clerk: string
  let shop: ReturnType<typeof shopCalls>
  const onSale: string[] = []
  const sent: Sent[] = []
  const run = Date.now().toString(36)

  const eventAbout = async (event: string, orderNo: string) => {
    for (let i = 0; i < 100; i++) {
      const found = sent.find((s) => s.event === event && s.payload.content.includes(orderNo))
      if (found) return found
      await new Promise((r) => setTimeout(r, 50))
    }
    return undefined
  }
  const saleOf = async (rx: boolean, skip: number, stock: number) => {
    const [goods] = await shop.masterGoods(rx, skip, 1)
    const saved = await shop.putOnSale(goods!.id, stock)
    expect(saved).toMatchObject({ code: 200 })
    onSale.push(saved.data.id)
    return saved.data as { id: string; goodsName: string; rx: number }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    shop = shopCalls(app, admin)
    adminId = (await app.tokens.verify(admin))!.userId
    const to = app.hub.to.bind(app.hub)
    jest.spyOn(app.hub, 'to').mockImplementation((rooms) => {
      const op = to(rooms)
      return {
        emit: (event: string, payload: Sent['payload']) => {
          sent.push({ rooms: [rooms].flat() as string[], event, payload })
          return (op.emit as unknown as (e: string, p: unknown) => boolean)(event, payload)
        },
      } as unknown as ReturnType<typeof to>
    })
  })
  afterAll(async () => {
    await takeOffSale(app, admin, onSale)
    await app.close()
  })

  it('mall/detail, payment/method/setting/search and the order settings answer in the seed’s shapes', async () => {
    const mall = await shop.get(settings.mallDetail.path)
    expect(mall).toMatchObject({
      code: 200,
      success: true,
      data: { mallName: DEMO_MALLS['100001'], isOpen: 1 },
    })
    const payment = await shop.get(settings.paymentSearch.path)
    expect(payment.data).toEqual(expect.arrayContaining([{ paymentMethod: 1, isSupported: 1, isEnabled: 1 }]))
    expect((await shop.get(`${settings.funcStatus.path}?type=5`)).data).toEqual({ type: 5, status: 1 })
    expect((await shop.get(settings.unpaidSearch.path)).data).toEqual({
      tenantId: '100001',
      cancelMinutes: 30,
    })
    expect((await shop.get(settings.completeSearch.path)).data).toEqual({ autoCompleteDays: 7 })
    expect((await shop.get(settings.voice.path)).data).toEqual({
      newOrderVoice: 1,
      refundOrderVoice: 1,
      voiceTime: 1,
    })
    const other = await shopCalls(app, otherAdmin).get(settings.mallDetail.path)
    expect(other.data.mallName).toBe(DEMO_MALLS['100002'])
  })

  it('an unsupported payment method cannot be enabled, and nothing changes', async () => {
    const refused = await shop.post(`${settings.paymentSave.path}?lang=en`, [
      { paymentMethod: 2, isSupported: 1, isEnabled: 1 },
    ])
    expect(refused).toMatchObject({ code: 400, msg: 'An unsupported payment method cannot be enabled' })
    expect((await shop.get(settings.paymentSearch.path)).data).toContainEqual({
      paymentMethod: 2,
      isSupported: 0,
      isEnabled: 0,
    })
  })

  it('the unpaid-order minutes are saved by GET, as the spec’s client sends them; out of range is refused', async () => {
    const saved = await shop.get(`${settings.unpaidSave.path}?cancelMinutes=45`)
    expect(saved.data).toEqual({ tenantId: '100001', cancelMinutes: 45 })
    expect((await shop.get(`${settings.unpaidSave.path}?cancelMinutes=1`)).code).toBe(400)
    expect((await shop.get(settings.unpaidSearch.path)).data.cancelMinutes).toBe(45)
    await shop.get(`${settings.unpaidSave.path}?cancelMinutes=30`)
  })

  it('a role without the shop’s buttons reads no settings and places no order', async () => {
    const res = await app.inject({ url: settings.mallDetail.path, headers: auth(clerk) })
    expect(res.statusCode).toBe(403)
  })

  it('paid → newOrder to the tenant’s order staff with the voice; shipped → completed on the timeline', async () => {
    const goods = await saleOf(false, 0, 10)
    const order = (await shop.checkout(goods.id, 2, `flow-${run}`)).data
    expect(order).toMatchObject({
      status: 'unpaid',
      payableFen: 2000,
      lines: [{ quantity: 2, goodsName: goods.goodsName }],
    })
    expect(await shop.stockOf(goods.id, goods.goodsName)).toBe(8)
    const again = await shop.checkout(goods.id, 2, `flow-${run}`)
    expect(again.data.id).toBe(order.id)

    expect((await shop.pay(order.id)).data).toMatchObject({ status: 'paid', paidFen: 2000 })
    const alert = await eventAbout('newOrder', order.orderNo)
    expect(alert?.payload).toMatchObject({ voiceTime: 1, orderType: 'express' })
    expect(alert?.rooms).toContain(userRoom('100001', adminId))
    expect(alert?.rooms.every((r) => r.startsWith('user:100001:'))).toBe(true)

    const shipped = await shop.post(orders.ship.path, {
      id: order.id,
      carrier: '顺丰速运',
      trackingNo: `SF${run}`,
    })
    expect(shipped.data).toMatchObject({ status: 'shipped', carrier: '顺丰速运' })
    const done = await shop.post(`${orders.complete.path}?id=${order.id}`)
    expect(done.data.timeline.map((e: { action: string }) => e.action)).toEqual([
      'checkout',
      'pay',
      'ship',
      'complete',
    ])
  })

  it('a paid order cancelled is refunded, its stock returns, refundOrder is sent; it cannot be cancelled twice', async () => {
    const goods = await saleOf(false, 1, 5)
    const order = (await shop.checkout(goods.id, 3, `refund-${run}`)).data
    await shop.pay(order.id)
    const cancelled = await shop.post(orders.cancel.path, { id: order.id, reason: '缺货' })
    expect(cancelled.data).toMatchObject({ status: 'cancelled', cancelReason: '缺货' })
    expect(await shop.stockOf(goods.id, goods.goodsName)).toBe(5)
    expect(await eventAbout('refundOrder', order.orderNo)).toBeDefined()
    const twice = await shop.post(`${orders.cancel.path}?lang=en`, { id: order.id, reason: '缺货' })
    expect(twice).toMatchObject({ code: 400, msg: 'The order is “Cancelled”: it cannot be cancelled' })
  })

  it('more than the stock is refused as sold out, and nothing is reserved', async () => {
    const goods = await saleOf(false, 2, 1)
    const res = await shop.post(`${orders.frontCheckout.path}?lang=en`, {
      lines: [{ shopGoodsId: goods.id, quantity: 2 }],
      buyerName: 'x',
      buyerPhone: '13800000000',
      deliveryType: 'pickup',
      idempotencyKey: `sold-out-${run}`,
    })
    expect(res).toMatchObject({ code: 400, msg: `Sold out: ${goods.goodsName}` })
    expect(await shop.stockOf(goods.id, goods.goodsName)).toBe(1)
  })

  it('an unpaid order past its time is cancelled by the timeout and its stock comes back', async () => {
    const goods = await saleOf(false, 3, 4)
    const order = (await shop.checkout(goods.id, 4, `timeout-${run}`)).data
    expect(await shop.stockOf(goods.id, goods.goodsName)).toBe(0)
    const rt = {
      db: app.db,
      ids: app.ids,
      jobs: app.jobs,
      payments: fakeGateway,
      timeZoneOf: async () => 'Asia/Shanghai',
    }
    expect(await systemContext(rt, '100001', (c) => expireOrder(c, order.id))).toBe(false)
    const later = new Date(Date.now() + 31 * 60_000)
    expect(await systemContext(rt, '100001', (c) => expireOrder(c, order.id, later))).toBe(true)
    expect((await shop.get(`${orders.detail.path}?id=${order.id}`)).data.status).toBe('cancelled')
    expect(await shop.stockOf(goods.id, goods.goodsName)).toBe(4)
  })

  it('the auto-complete job completes orders shipped longer ago than the completion days, not sooner', async () => {
    const goods = await saleOf(false, 4, 3)
    const order = (await shop.checkout(goods.id, 1, `auto-${run}`)).data
    await shop.pay(order.id)
    await shop.post(orders.ship.path, { id: order.id, carrier: 'SF', trackingNo: `SFA${run}` })
    const rt = {
      db: app.db,
      ids: app.ids,
      jobs: app.jobs,
      payments: fakeGateway,
      timeZoneOf: async () => 'Asia/Shanghai',
    }
    const statusNow = async () => (await shop.get(`${orders.detail.path}?id=${order.id}`)).data
    const day = 86_400_000
    await autoCompleteAll(rt, new Date(Date.now() + 6 * day))
    expect((await statusNow()).status).toBe('shipped')
    expect(await autoCompleteAll(rt, new Date(Date.now() + 7 * day + 60_000))).toBeGreaterThanOrEqual(1)
    const done = await statusNow()
    expect(done.status).toBe('completed')
    expect(done.timeline.at(-1)).toMatchObject({
      action: 'complete',
      userId: null,
      note: '发货满 7 天，系统自动完成',
    })
  })

  it('an Rx order waits for the prescription review, announced to the pharmacy port, before it can be paid', async () => {
    const heard: PrescriptionRequest[] = []
    const unplug = onPrescriptionRequested(async (_tx, r) => void heard.push(r))
    const goods = await saleOf(true, 0, 3)
    expect(goods.rx).toBe(1)
    const order = (await shop.checkout(goods.id, 1, `rx-${run}`)).data
    unplug()
    expect(order.status).toBe('awaiting_prescription')
    expect(heard).toEqual([expect.objectContaining({ orderId: order.id, tenantId: '100001' })])
    expect((await shop.pay(order.id)).code).toBe(400)
    const rt = {
      db: app.db,
      ids: app.ids,
      jobs: app.jobs,
      payments: fakeGateway,
      timeZoneOf: async () => 'Asia/Shanghai',
    }
    await systemContext(rt, '100001', (c) => approvePrescription(c, order.id))
    expect((await shop.pay(order.id)).data.status).toBe('paid')
  })

  it('orders are listed by state and buyer inside the tenant only', async () => {
    const page = await shop.get(`${orders.page.path}?status=paid&size=100`)
    expect(page.data.records.every((o: { status: string }) => o.status === 'paid')).toBe(true)
    const [mine] = page.data.records
    const theirs = await shopCalls(app, otherAdmin).get(`${orders.detail.path}?id=${mine.id}`)
    expect(theirs.code).toBe(404)
  })
})
