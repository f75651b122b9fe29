import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, TenantId } from '../envelope'
import { LangParam } from '../resource'
import { Flag, WXSHOP_BASE as BASE, tags } from './common'

/** The mall's profile and switches (`mall/detail`, `mall/submit`). */
export const MallInput = Type.Object(
  {
    mallName: Type.String({ minLength: 1, maxLength: 64 }),
    logo: Type.Optional(Type.Union([Type.String({ maxLength: 255 }), Type.Null()])),
    intro: Type.Optional(Type.Union([Type.String({ maxLength: 500 }), Type.Null()])),
    servicePhone: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
    /** 1 open to buyers, 0 closed */
    isOpen: Flag,
    /** 1 buyers may pick up in store */
    pickupEnabled: Flag,
  },
  { additionalProperties: false },
)
export type MallInput = Static<typeof MallInput>
export const MallDetail = Type.Object({
  ...MallInput.properties,
  id: Type.Union([Id, Type.Null()]),
  logo: Type.Union([Type.String(), Type.Null()]),
  intro: Type.Union([Type.String(), Type.Null()]),
  servicePhone: Type.Union([Type.String(), Type.Null()]),
  /** the mini program's audit state: none, auditing, passed, rejected */
  miniAppAuditStatus: Type.String(),
})
export type MallDetail = Static<typeof MallDetail>

/** spec §3 "Payment method setting". */
export const PaymentMethodSetting = Type.Object(
  {
    paymentMethod: Type.Union([Type.Literal(1), Type.Literal(2), Type.Literal(3)]),
    isSupported: Flag,
    isEnabled: Flag,
  },
  { additionalProperties: false },
)
export type PaymentMethodSetting = Static<typeof PaymentMethodSetting>

export const UnpaidCancelSetting = Type.Object({
  tenantId: TenantId,
  /** an unpaid order is cancelled and its stock released this many minutes after checkout */
  cancelMinutes: Type.Integer({ minimum: 5, maximum: 10080 }),
})
export type UnpaidCancelSetting = Static<typeof UnpaidCancelSetting>

export const OrderCancelSetting = Type.Object(
  {
    /** 1 the buyer may cancel an unpaid order */
    buyerCancelUnpaid: Flag,
    /** 1 the buyer may cancel a paid order until it ships (refunded in full) */
    buyerCancelPaid: Flag,
    reasons: Type.Array(Type.String({ minLength: 1, maxLength: 32 }), { maxItems: 20 }),
  },
  { additionalProperties: false },
)
export type OrderCancelSetting = Static<typeof OrderCancelSetting>

export const OrderCompleteSetting = Type.Object(
  {
    /** a shipped order completes by itself this many days after shipping */
    autoCompleteDays: Type.Integer({ minimum: 1, maximum: 60 }),
  },
  { additionalProperties: false },
)
export type OrderCompleteSetting = Static<typeof OrderCompleteSetting>

/** spec §8: voiceTime 1 plays once, 3 three times 5 s apart. */
export const VoiceSetting = Type.Object(
  {
    newOrderVoice: Flag,
    refundOrderVoice: Flag,
    voiceTime: Type.Union([Type.Literal(1), Type.Literal(3)]),
  },
  { additionalProperties: false },
)
export type VoiceSetting = Static<typeof VoiceSetting>

export const FuncStatus = Type.Object({ type: Type.Integer(), status: Flag })
export type FuncStatus = Static<typeof FuncStatus>

const q = Type.Object(LangParam)

/** The shop's settings (spec §7 "Shop and WeChat"; docs/shop.md names the paths the spec leaves open). */
export const shopSettingEndpoints = {
  mallDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/mall/detail`,
    summary: 'The mall’s profile and switches (defaults until saved)',
    tags,
    query: q,
    reply: MallDetail,
  }),
  mallSubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/mall/submit`,
    summary: 'Saves the mall’s profile and switches',
    tags,
    query: q,
    body: MallInput,
    reply: MallDetail,
  }),
  funcStatus: defineEndpoint({
    method: 'GET',
    path: `${BASE}/mall/getFuncStatus`,
    summary: 'Whether one of the shop’s functions is on (type 5: order voice alerts)',
    tags,
    query: Type.Object({ ...LangParam, type: Type.Integer({ minimum: 1, maximum: 99 }) }),
    reply: FuncStatus,
  }),
  paymentSearch: defineEndpoint({
    method: 'GET',
    path: `${BASE}/payment/method/setting/search`,
    summary: 'The payment methods with their supported and enabled flags',
    tags,
    query: q,
    reply: Type.Array(PaymentMethodSetting),
  }),
  paymentSave: defineEndpoint({
    method: 'POST',
    path: `${BASE}/payment/method/setting/saveOrUpdate`,
    summary: 'Enables or disables payment methods (an unsupported one cannot be enabled)',
    tags,
    query: q,
    body: Type.Array(PaymentMethodSetting, { minItems: 1, maxItems: 10 }),
    reply: Type.Array(PaymentMethodSetting),
  }),
  unpaidSearch: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/unpaid-cancel/setting/search`,
    summary: 'Minutes after which an unpaid order is cancelled, for the tenant',
    tags,
    query: Type.Object({ ...LangParam, tenantId: Type.Optional(TenantId) }),
    reply: UnpaidCancelSetting,
  }),
  unpaidSave: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/unpaid-cancel/setting/saveOrUpdate`,
    summary: 'Saves the unpaid-order cancel minutes (sent as GET, as the spec’s client does)',
    tags,
    query: Type.Object({
      ...LangParam,
      tenantId: Type.Optional(TenantId),
      cancelMinutes: Type.Integer({ minimum: 5, maximum: 10080 }),
    }),
    reply: UnpaidCancelSetting,
  }),
  cancelSearch: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/cancel/setting/search`,
    summary: 'The order cancellation rules',
    tags,
    query: q,
    reply: OrderCancelSetting,
  }),
  cancelSave: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/cancel/setting/saveOrUpdate`,
    summary: 'Saves the order cancellation rules',
    tags,
    query: q,
    body: OrderCancelSetting,
    reply: OrderCancelSetting,
  }),
  completeSearch: defineEndpoint({
    method: 'GET',
    path: `${BASE}/order/complete/setting/search`,
    summary: 'Days after shipping when an order completes by itself',
    tags,
    query: q,
    reply: OrderCompleteSetting,
  }),
  completeSave: defineEndpoint({
    method: 'POST',
    path: `${BASE}/order/complete/setting/saveOrUpdate`,
    summary: 'Saves the auto-complete days',
    tags,
    query: q,
    body: OrderCompleteSetting,
    reply: OrderCompleteSetting,
  }),
  voice: defineEndpoint({
    method: 'GET',
    path: `${BASE}/mall/voice`,
    summary: 'The order voice alerts: which events sound, once or three times',
    tags,
    query: q,
    reply: VoiceSetting,
  }),
  voiceSave: defineEndpoint({
    method: 'POST',
    path: `${BASE}/voice/setting`,
    summary: 'Saves the order voice alerts',
    tags,
    query: q,
    body: VoiceSetting,
    reply: VoiceSetting,
  }),
}
