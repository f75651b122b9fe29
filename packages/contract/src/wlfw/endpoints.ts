import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { SHIPMENT_STATUSES, TmsTrackingEvent } from '../tms'
import { SERVICE_LEVELS } from './constants'

/** The logistics services calls (docs/logistics-services.md), under `/api/store-wlfw/`. */
const BASE = '/api/store-wlfw'
const tags = ['wlfw']

const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(t: T) => Type.Union([t, Type.Null()])

export const WlfwRateInput = Type.Object(
  {
    /** the destination's postcode or district code, digits */
    destination: Type.String({ pattern: '^[0-9]{2,12}$' }),
    /** the order's amount in fen */
    amount: Type.Integer({ minimum: 0, maximum: 1_000_000_000 }),
    /** the parcel's weight in grams */
    weight: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
    /** only this service level; without it, every level available */
    level: Type.Optional(lit(SERVICE_LEVELS)),
    /** when the order is placed; now without it */
    orderedAt: Type.Optional(Type.String({ format: 'date-time' })),
  },
  { additionalProperties: false },
)
export type WlfwRateInput = Static<typeof WlfwRateInput>

export const WlfwServiceQuote = Type.Object({
  level: lit(SERVICE_LEVELS),
  /** the delivery fee in fen: 0 when the amount reaches the area's free-delivery threshold */
  fee: Type.Integer(),
  /** the promised delivery date, yyyy-MM-dd in the area's time zone */
  promisedDate: Type.String(),
  cutoff: Type.String(),
})
export type WlfwServiceQuote = Static<typeof WlfwServiceQuote>

export const WlfwPickupOption = Type.Object({
  id: Id,
  code: Type.String(),
  name: Type.String(),
  address: Type.String(),
  shopId: Id,
  openingHours: Type.String(),
})
export type WlfwPickupOption = Static<typeof WlfwPickupOption>

export const WlfwRateReply = Type.Object({
  area: Type.Object({ id: Id, code: Type.String(), name: Type.String() }),
  /** the matched prefix of the destination */
  matchedPrefix: Type.String(),
  services: Type.Array(WlfwServiceQuote),
  pickupPoints: Type.Array(WlfwPickupOption),
})
export type WlfwRateReply = Static<typeof WlfwRateReply>

export const WlfwTracking = Type.Object({
  waybillNo: Type.String(),
  shipmentCode: Type.String(),
  carrierName: Type.String(),
  status: lit(SHIPMENT_STATUSES),
  receiverName: Type.String(),
  signedBy: Nullable(Type.String()),
  events: Type.Array(TmsTrackingEvent),
})
export type WlfwTracking = Static<typeof WlfwTracking>

export const wlfwEndpoints = {
  rate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/delivery/rate`,
    summary: 'Delivery services, fees and promised dates to a destination, with the pickup points there',
    tags,
    body: WlfwRateInput,
    reply: WlfwRateReply,
  }),
  track: defineEndpoint({
    method: 'GET',
    path: `${BASE}/delivery/track`,
    summary: 'A waybill’s tracking timeline, read from TMS',
    tags,
    query: Type.Object({ waybillNo: Type.String({ minLength: 1, maxLength: 64 }) }),
    reply: WlfwTracking,
  }),
}
