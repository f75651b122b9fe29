import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { SHIPMENT_STATUSES } from './constants'

/** The TMS calls (docs/supply-chain.md, TMS), under `/api/store-tms/`. */
const BASE = '/api/store-tms'
const tags = ['tms']

const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])
const ById = Type.Object({ id: Id }, { additionalProperties: false })
const Text = (max: number) => Type.String({ minLength: 1, maxLength: max })
/** a weight in grams */
const Grams = Type.Integer({ minimum: 1, maximum: 1_000_000 })
const Region = Type.String({ minLength: 1, maxLength: 32 })

const Party = Type.Object(
  { name: Text(64), phone: Type.String({ pattern: '^[0-9+\\- ]{5,20}$' }), address: Text(255) },
  { additionalProperties: false },
)

export const TmsTrackingEvent = Type.Object({
  id: Id,
  status: lit(SHIPMENT_STATUSES),
  location: Nullable(Type.String()),
  note: Nullable(Type.String()),
  occurredAt: Type.String(),
})
export type TmsTrackingEvent = Static<typeof TmsTrackingEvent>

export const TmsShipment = Type.Object({
  id: Id,
  code: Type.String(),
  /** what it ships: a WMS pick list code, an order number… */
  sourceRef: Type.String(),
  sender: Party,
  receiver: Party,
  region: Type.String(),
  parcels: Type.Array(Type.Object({ weight: Type.Integer() })),
  /** the parcels' total weight in grams */
  weight: Type.Integer(),
  carrierId: Id,
  carrierName: Type.String(),
  serviceId: Id,
  serviceName: Type.String(),
  waybillNo: Nullable(Type.String()),
  /** the freight in fen, priced from the tariff when the waybill was issued */
  freight: Nullable(Type.Integer()),
  status: lit(SHIPMENT_STATUSES),
  signedBy: Nullable(Type.String()),
  signedAt: Nullable(Type.String()),
  proofNote: Nullable(Type.String()),
  createTime: Type.String(),
})
export type TmsShipment = Static<typeof TmsShipment>

export const TmsShipmentDetail = Type.Object({
  ...TmsShipment.properties,
  events: Type.Array(TmsTrackingEvent),
})
export type TmsShipmentDetail = Static<typeof TmsShipmentDetail>

export const TmsShipmentInput = Type.Object(
  {
    sourceRef: Text(64),
    /** set when the source is a WMS pick list: it must be shipped */
    wmsPickId: Type.Optional(Id),
    sender: Party,
    receiver: Party,
    region: Region,
    parcels: Type.Array(Type.Object({ weight: Grams }, { additionalProperties: false }), {
      minItems: 1,
      maxItems: 50,
    }),
    serviceId: Id,
  },
  { additionalProperties: false },
)
export type TmsShipmentInput = Static<typeof TmsShipmentInput>

/** What a carrier posts to the webhook, signed with the carrier's secret. */
export const TmsWebhookEvent = Type.Object(
  {
    tenantId: Type.String({ pattern: '^\\d{6}$' }),
    carrier: Text(32),
    /** the carrier's id of the event: the same event posted twice is recorded once */
    eventId: Text(64),
    waybillNo: Text(64),
    status: lit(SHIPMENT_STATUSES),
    location: Type.Optional(Type.String({ maxLength: 64 })),
    note: Type.Optional(Type.String({ maxLength: 255 })),
    occurredAt: Type.String({ format: 'date-time' }),
  },
  { additionalProperties: false },
)
export type TmsWebhookEvent = Static<typeof TmsWebhookEvent>

export const tmsEndpoints = {
  shipmentPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/shipment/page`,
    summary: 'Shipments, newest first',
    tags,
    query: Type.Object({
      current: Type.Optional(Type.Integer({ minimum: 1 })),
      size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize })),
      /** shipment code, waybill number, source reference or receiver name */
      keyword: Type.Optional(Type.String({ maxLength: 64 })),
      status: Type.Optional(lit(SHIPMENT_STATUSES)),
      carrierId: Type.Optional(Id),
    }),
    reply: PageOf(TmsShipment),
  }),
  shipmentDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/shipment/detail`,
    summary: 'One shipment with its tracking timeline',
    tags,
    query: Type.Object({ id: Id }),
    reply: TmsShipmentDetail,
  }),
  shipmentCreate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/shipment/create`,
    summary: 'Record a shipment of a source document with a carrier service',
    tags,
    body: TmsShipmentInput,
    reply: TmsShipmentDetail,
  }),
  issueWaybill: defineEndpoint({
    method: 'POST',
    path: `${BASE}/shipment/waybill`,
    summary: 'Ask the carrier for a waybill number; the freight is priced and stored',
    tags,
    body: ById,
    reply: TmsShipmentDetail,
  }),
  track: defineEndpoint({
    method: 'POST',
    path: `${BASE}/shipment/track`,
    summary: 'Fetch the carrier’s new tracking events into the timeline',
    tags,
    body: ById,
    reply: TmsShipmentDetail,
  }),
  confirmDelivery: defineEndpoint({
    method: 'POST',
    path: `${BASE}/shipment/deliver`,
    summary: 'Confirm an out-for-delivery shipment delivered: who signed, when, the proof',
    tags,
    body: Type.Object(
      {
        id: Id,
        signedBy: Text(64),
        signedAt: Type.String({ format: 'date-time' }),
        proofNote: Type.Optional(Type.String({ maxLength: 255 })),
      },
      { additionalProperties: false },
    ),
    reply: TmsShipmentDetail,
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${BASE}/shipment/cancel`,
    summary: 'Cancel a shipment the carrier has not picked up (its waybill is cancelled too)',
    tags,
    body: ById,
    reply: TmsShipmentDetail,
  }),
  freightQuote: defineEndpoint({
    method: 'GET',
    path: `${BASE}/freight/quote`,
    summary: 'The freight in fen of a weight to a region with a service',
    tags,
    query: Type.Object({ serviceId: Id, region: Region, weight: Grams }),
    reply: Type.Object({ freight: Type.Integer(), region: Type.String() }),
  }),
  webhook: defineEndpoint({
    method: 'POST',
    path: `${BASE}/webhook`,
    summary: 'A carrier pushes a tracking event (HMAC-SHA256 of the body in x-tms-signature)',
    tags,
    headers: Type.Object({ 'x-tms-signature': Type.String({ maxLength: 128 }) }),
    body: TmsWebhookEvent,
    reply: Type.Object({ recorded: Type.Boolean() }),
  }),
}
