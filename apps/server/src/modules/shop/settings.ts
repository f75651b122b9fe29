import type {
  MallDetail,
  MallInput,
  OrderCancelSetting,
  OrderCompleteSetting,
  PaymentMethodSetting,
  VoiceSetting,
} from '@store/contract'
import { badRequest } from '../../core/errors'
import { saveTenantSetting } from '../../core/db/tenant-setting'
import type { Tx } from '../../core/db/database'
import type { ShopContext } from './context'
import { shopSetting } from './schema'

export interface ShopSettings {
  mall: Omit<MallDetail, 'id'>
  payment: PaymentMethodSetting[]
  cancelMinutes: number
  cancel: OrderCancelSetting
  complete: OrderCompleteSetting
  voice: VoiceSetting
}

/** What a tenant's shop starts with: WeChat Pay and balance on, 30 minutes to pay, 7 days to complete. */
export const DEFAULT_PAYMENT: PaymentMethodSetting[] = [
  { paymentMethod: 1, isSupported: 1, isEnabled: 1 },
  { paymentMethod: 2, isSupported: 0, isEnabled: 0 },
  { paymentMethod: 3, isSupported: 1, isEnabled: 1 },
]
const DEFAULTS: ShopSettings = {
  mall: {
    mallName: '',
    logo: null,
    intro: null,
    servicePhone: null,
    isOpen: 1,
    pickupEnabled: 1,
    miniAppAuditStatus: 'none',
  },
  payment: DEFAULT_PAYMENT,
  cancelMinutes: 30,
  cancel: { buyerCancelUnpaid: 1, buyerCancelPaid: 0, reasons: [] },
  complete: { autoCompleteDays: 7 },
  voice: { newOrderVoice: 1, refundOrderVoice: 1, voiceTime: 1 },
}

type Row = typeof shopSetting.$inferSelect
const flag = (n: number) => (n ? 1 : 0) as 0 | 1

function fromRow(r: Row): ShopSettings {
  return {
    mall: {
      mallName: r.mallName,
      logo: r.logo,
      intro: r.intro,
      servicePhone: r.servicePhone,
      isOpen: flag(r.isOpen),
      pickupEnabled: flag(r.pickupEnabled),
      miniAppAuditStatus: r.miniAppAuditStatus,
    },
    payment: r.payment as PaymentMethodSetting[],
    cancelMinutes: r.cancelMinutes,
    cancel: {
      buyerCancelUnpaid: flag(r.buyerCancelUnpaid),
      buyerCancelPaid: flag(r.buyerCancelPaid),
      reasons: r.cancelReasons as string[],
    },
    complete: { autoCompleteDays: r.autoCompleteDays },
    voice: {
      newOrderVoice: flag(r.newOrderVoice),
      refundOrderVoice: flag(r.refundOrderVoice),
      voiceTime: r.voiceTime === 3 ? 3 : 1,
    },
  }
}

function toRow(s: ShopSettings) {
  return {
    ...s.mall,
    payment: s.payment,
    cancelMinutes: s.cancelMinutes,
    buyerCancelUnpaid: s.cancel.buyerCancelUnpaid,
    buyerCancelPaid: s.cancel.buyerCancelPaid,
    cancelReasons: s.cancel.reasons,
    autoCompleteDays: s.complete.autoCompleteDays,
    ...s.voice,
  }
}

/** The tenant's shop settings, the defaults until first saved. */
export async function loadSettings(tx: Tx): Promise<ShopSettings> {
  const [row] = await tx.select().from(shopSetting).limit(1)
  return row ? fromRow(row) : DEFAULTS
}

/** Changes one part of the settings in one audited write. */
async function change(c: ShopContext, patch: (s: ShopSettings) => ShopSettings): Promise<ShopSettings> {
  const next = patch(await loadSettings(c.tx))
  await saveTenantSetting(
    c.tx,
    { ids: c.ids, userId: c.userId ?? '0', requestId: c.requestId },
    { table: shopSetting, resource: 'shop-setting', load: async (tx) => toRow(await loadSettings(tx)) },
    toRow(next),
  )
  return loadSettings(c.tx)
}

export const saveMall = (c: ShopContext, mall: MallInput) =>
  change(c, (s) => ({
    ...s,
    mall: {
      ...s.mall,
      ...mall,
      logo: mall.logo ?? null,
      intro: mall.intro ?? null,
      servicePhone: mall.servicePhone ?? null,
    },
  }))

/** Only a supported method may be enabled; a method not sent keeps its setting. */
export async function savePayment(c: ShopContext, sent: PaymentMethodSetting[]): Promise<ShopSettings> {
  const current = (await loadSettings(c.tx)).payment
  const next = current.map((m) => {
    const s = sent.find((x) => x.paymentMethod === m.paymentMethod)
    return s ? { ...m, isEnabled: s.isEnabled } : m
  })
  if (next.some((m) => m.isEnabled && !m.isSupported)) throw badRequest('shopPaymentUnsupported')
  return change(c, (s) => ({ ...s, payment: next }))
}

export const saveCancelMinutes = (c: ShopContext, cancelMinutes: number) =>
  change(c, (s) => ({ ...s, cancelMinutes }))
export const saveCancelRules = (c: ShopContext, cancel: OrderCancelSetting) =>
  change(c, (s) => ({ ...s, cancel }))
export const saveComplete = (c: ShopContext, complete: OrderCompleteSetting) =>
  change(c, (s) => ({ ...s, complete }))
export const saveVoice = (c: ShopContext, voice: VoiceSetting) => change(c, (s) => ({ ...s, voice }))
