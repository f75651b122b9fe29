import type { FastifyInstance } from 'fastify'
import {
  omsEndpoints as ep,
  shopOrderEndpoints,
  tmsEndpoints,
  tmsServiceResource,
  wmsEndpoints,
  type OmsOrder,
  type OmsOrderDetail,
  type ShopOrderDetail,
  type TmsShipmentDetail,
} from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { shopCalls, takeOffSale } from '../shop/test-kit'
import { omsCalls, RUN } from './test-kit'

const PARCEL = {
  sender: { name: 'Central DC', phone: '020-88886666', address: '1 Depot Road' },
  receiver: { name: '测试买家', phone: '13800000000', address: '上海市黄浦区南京东路1号' },
  region: '上海',
  parcels: [{ weight: 800 }],
}

/** Issue 30 item 2: an order's status follows its parcel through TMS, and so does the shop order it came from. */
describe(`OMS and the shop follow the carrier (${engineName})`, () => {
  let app: FastifyInstance
  let oms: ReturnType<typeof omsCalls>
  let shop: ReturnType<typeof shopCalls>
  let admin: string
  let serviceId: string
  const onSale: string[] = []

  const shopOrder = async (id: string): Promise<ShopOrderDetail> =>
    (await shop.get(`${shopOrderEndpoints.detail.path}?id=${id}`)).data
  const omsOrder = (id: string): Promise<OmsOrderDetail> => oms.data(ep.orderDetail, { query: `id=${id}` })
  const tms = (e: { method: string; path: string }, body: object): Promise<TmsShipmentDetail> =>
    oms.data(e, { body })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    oms = omsCalls(app, admin)
    shop = shopCalls(app, admin)
    const services = await oms.data(
      { method: 'GET', path: `${tmsServiceResource.basePath}/page` },
      { query: 'code=FAKE-EXP-STD' },
    )
    serviceId = services.records[0].id
  })
  afterAll(async () => {
    await takeOffSale(app, admin, onSale)
    await app.close()
  })

  /** a paid express shop order, taken in by OMS, routed to a warehouse of this run and shipped by it */
  async function shippedFromWarehouse(key: string, goodsSkip: number) {
    const [master] = await shop.masterGoods(false, goodsSkip, 1)
    await oms.warehouse(`CS${key}`, [[master!.id, 10]])
    const onShelf = (await shop.putOnSale(master!.id, 10)).data
    onSale.push(onShelf.id)
    const order = (await shop.checkout(onShelf.id, 1, `carrier-${key}-${RUN}`)).data
    await shop.pay(order.id)
    const [taken] = (await oms.data(ep.orderPage, { query: `channel=mall&keyword=${order.orderNo}` }))
      .records as OmsOrder[]
    await oms.data(ep.orderRoute, { body: { id: taken!.id } })
    await oms.data(ep.orderRelease, { body: { id: taken!.id } })
    const { pickId } = (await oms.data(ep.orderAllocate, { body: { id: taken!.id } })) as OmsOrder
    await oms.data(wmsEndpoints.pickPack, { body: { id: pickId } })
    await oms.data(wmsEndpoints.pickShip, { body: { id: pickId } })
    const shipment = await tms(tmsEndpoints.shipmentCreate, {
      ...PARCEL,
      sourceRef: 'pick',
      wmsPickId: pickId,
      serviceId,
    })
    return { shopOrderId: order.id as string, omsOrderId: taken!.id, shipment }
  }

  it('the waybill ships the shop order, each carrier step goes on both timelines, the delivery completes both', async () => {
    const { shopOrderId, omsOrderId, shipment } = await shippedFromWarehouse('A', 27)
    const issued = await tms(tmsEndpoints.issueWaybill, { id: shipment.id })
    const afterWaybill = await shopOrder(shopOrderId)
    expect(afterWaybill).toMatchObject({ status: 'shipped', trackingNo: issued.waybillNo })
    for (let i = 0; i < 3; i++) await tms(tmsEndpoints.track, { id: shipment.id })
    await tms(tmsEndpoints.confirmDelivery, {
      id: shipment.id,
      signedBy: '测试买家',
      signedAt: new Date().toISOString(),
    })

    const inOms = await omsOrder(omsOrderId)
    expect(inOms.status).toBe('completed')
    expect(inOms.timeline.map((s) => s.action).slice(-5)).toEqual([
      'carrier_waybill_issued',
      'carrier_picked_up',
      'carrier_in_transit',
      'carrier_out_for_delivery',
      'complete',
    ])
    expect(inOms.timeline.at(-1)!.note).toContain(issued.waybillNo!)

    const inShop = await shopOrder(shopOrderId)
    expect(inShop.status).toBe('completed')
    expect(inShop.timeline.map((e) => e.action)).toEqual(
      expect.arrayContaining([
        'ship',
        'carrier_picked_up',
        'carrier_in_transit',
        'carrier_out_for_delivery',
        'complete',
      ]),
    )
    const carrierNotes = inShop.timeline.filter((e) => e.action.startsWith('carrier_')).map((e) => e.note)
    expect(carrierNotes.every((n) => n?.includes(issued.waybillNo!))).toBe(true)
  })

  it('a shop order shipped by hand before the waybill keeps its own carrier and tracking number', async () => {
    const { shopOrderId, shipment } = await shippedFromWarehouse('B', 28)
    const byHand = await shop.post(`${shopOrderEndpoints.ship.path}`, {
      id: shopOrderId,
      carrier: '顺丰',
      trackingNo: `SF${RUN}`,
    })
    expect(byHand.code).toBe(200)
    await tms(tmsEndpoints.issueWaybill, { id: shipment.id })
    expect(await shopOrder(shopOrderId)).toMatchObject({
      status: 'shipped',
      carrier: '顺丰',
      trackingNo: `SF${RUN}`,
    })
  })
})
