import type { ShipmentStatus, TmsShipmentInput } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { TmsContext } from './context'
import { shipmentRow } from './moves'
import { tmsCarrier, tmsService, tmsTariff } from './schema'
import { ensureCarrierSecret } from './secrets'
import { cancelShipment, confirmDelivery, createShipment, issueWaybill, trackShipment } from './shipments'
import { recordEvent } from './tracking'

/** Two carriers with a standard and an express service each, priced in fen per region. */
export const DEMO_CARRIERS = [
  {
    code: 'FAKE-EXP',
    name: '迅达快递',
    services: [
      { code: 'FAKE-EXP-STD', name: '标准快递', first: 800, additional: 300, local: 600 },
      { code: 'FAKE-EXP-EXP', name: '次日达', first: 1500, additional: 600, local: 1200 },
    ],
  },
  {
    code: 'FAKE-FRT',
    name: '通途物流',
    services: [
      { code: 'FAKE-FRT-STD', name: '经济陆运', first: 1000, additional: 150, local: 800 },
      { code: 'FAKE-FRT-EXP', name: '加急陆运', first: 1800, additional: 400, local: 1500 },
    ],
  },
] as const

/** the local region: cheaper than the price for any other destination */
export const DEMO_LOCAL_REGION = '广东'

/** One demo shipment per status, with how far each is taken along. */
const DEMO_SHIPMENTS: { status: ShipmentStatus; region: string; weights: number[] }[] = [
  { status: 'created', region: DEMO_LOCAL_REGION, weights: [800] },
  { status: 'waybill_issued', region: '上海', weights: [1200] },
  { status: 'picked_up', region: DEMO_LOCAL_REGION, weights: [2500, 600] },
  { status: 'in_transit', region: '北京', weights: [3400] },
  { status: 'out_for_delivery', region: DEMO_LOCAL_REGION, weights: [500] },
  { status: 'delivered', region: '浙江', weights: [1000, 1000] },
  { status: 'exception', region: '四川', weights: [5200] },
  { status: 'cancelled', region: '上海', weights: [900] },
]

/** how many times the fake carrier is asked for news: each answer is one step further */
const TRACK_CALLS: Partial<Record<ShipmentStatus, number>> = {
  picked_up: 1,
  in_transit: 2,
  out_for_delivery: 3,
  delivered: 3,
  exception: 1,
}

/** The demo tenant's carriers, and a shipment in every status; the delivered one carries the WMS pick list shipped. */
export async function seedTms(tx: Tx, ids: IdGenerator, wmsShippedPick: string | undefined): Promise<void> {
  const c: TmsContext = { tx, ids, userId: null, locale: 'zh_CN' }
  const services: string[] = []
  for (const carrier of DEMO_CARRIERS) {
    const carrierId = ids.next()
    await tx.insert(tmsCarrier).values({ id: carrierId, code: carrier.code, name: carrier.name })
    await ensureCarrierSecret(tx, carrierId)
    for (const s of carrier.services) {
      const serviceId = ids.next()
      services.push(serviceId)
      await tx.insert(tmsService).values({ id: serviceId, carrierId, code: s.code, name: s.name })
      await tx.insert(tmsTariff).values([
        {
          id: ids.next(),
          serviceId,
          region: '*',
          firstWeight: 1000,
          firstFee: s.first,
          additionalFee: s.additional,
        },
        {
          id: ids.next(),
          serviceId,
          region: DEMO_LOCAL_REGION,
          firstWeight: 1000,
          firstFee: s.local,
          additionalFee: s.additional,
        },
      ])
    }
  }
  for (const [i, demo] of DEMO_SHIPMENTS.entries()) {
    const input = demoInput(i, demo.region, demo.weights, services[i % services.length]!)
    const fromWarehouse = demo.status === 'delivered' && wmsShippedPick ? { wmsPickId: wmsShippedPick } : {}
    const { id } = await createShipment(c, { ...input, ...fromWarehouse })
    await takeTo(c, id, demo.status)
  }
}

function demoInput(i: number, region: string, weights: number[], serviceId: string): TmsShipmentInput {
  return {
    sourceRef: `SO-DEMO-${String(i + 1).padStart(3, '0')}`,
    sender: { name: '中心仓', phone: '020-88886666', address: '广州市黄埔区仓储路 1 号' },
    receiver: {
      name: `收件人${i + 1}`,
      phone: `1380013${String(i).padStart(4, '0')}`,
      address: `${region}示例路 ${i + 1} 号`,
    },
    region,
    parcels: weights.map((weight) => ({ weight })),
    serviceId,
  }
}

/** Takes a new shipment along the flow as staff and the fake carrier would. */
async function takeTo(c: TmsContext, id: string, status: ShipmentStatus) {
  if (status === 'created') return
  if (status === 'cancelled') {
    await cancelShipment(c, id)
    return
  }
  await issueWaybill(c, id)
  for (let n = 0; n < (TRACK_CALLS[status] ?? 0); n++) await trackShipment(c, id)
  if (status === 'delivered')
    await confirmDelivery(c, id, {
      signedBy: '本人',
      signedAt: new Date().toISOString(),
      proofNote: '门口签收',
    })
  if (status === 'exception') {
    const shipment = await shipmentRow(c, id)
    await recordEvent(c, shipment, {
      eventId: `${shipment.waybillNo}-exception`,
      status: 'exception',
      location: '中转站',
      note: '地址不详，联系收件人中',
      occurredAt: new Date(),
    })
  }
}
