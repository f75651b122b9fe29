import type { PromType } from '@store/contract'

/** Money is always an integer number of fen (0.01 yuan). */
export type Fen = number

/** Spec §3 "Promotion way": 1 set (bundle), 2 single item, 3 series (class or brand), 4 whole order. */
export type { PromType }

/** Layers in their fixed order: each one's thresholds are tested on the net amount the earlier ones left. */
export const LAYERS = ['item', 'order', 'coupon', 'points', 'shipping'] as const
export type Layer = (typeof LAYERS)[number]

/**
 * stack: applies together with everything else; bestInLayer: of the bestInLayer activities of a layer that
 * share a line only the one giving most applies; exclusive: applies alone, and only if it beats the
 * combination of all the others.
 */
export type Exclusivity = 'stack' | 'bestInLayer' | 'exclusive'

export interface CartLine {
  lineId: string
  goodsId: string
  quantity: number
  unitPriceFen: Fen
  classId?: string
  brandId?: string
}

export interface Member {
  id: string
  grade?: string
  tags?: string[]
}

/** What an activity or a coupon applies to; an empty or missing list means "any". */
export interface Scope {
  shops?: string[]
  channels?: string[]
  grades?: string[]
  /** the member needs at least one of them */
  tags?: string[]
  goods?: string[]
  classes?: string[]
  brands?: string[]
  excludeGoods?: string[]
  excludeClasses?: string[]
  excludeBrands?: string[]
}

/** Local time ("HH:mm") window; `to` is exclusive. */
export interface HourWindow {
  from: string
  to: string
}

export interface TimeWindow {
  /** ISO instants; `end` is exclusive */
  start?: string
  end?: string
  /** 1 Monday … 7 Sunday, in the input's local time */
  weekdays?: number[]
  hours?: HourWindow[]
}

export interface Tier {
  /** fen when the basis is amount, units when it is quantity */
  threshold: number
  offFen?: Fen
  /** the percentage paid, e.g. 88 for 88% (8.8折) */
  percent?: number
}

export type Form =
  /** unit price (types 2–4) or set price (type 1) */
  | { kind: 'fixedPrice'; priceFen: Fen }
  | { kind: 'discountRate'; percent: number; minAmountFen?: Fen; minQuantity?: number }
  /** amount off once the threshold is reached, or for every threshold reached when `repeat` */
  | { kind: 'amountOff'; thresholdFen: Fen; offFen: Fen; repeat?: boolean; maxOffFen?: Fen }
  /** ladder: the highest tier reached; everyN: the first tier for every multiple of its threshold */
  | { kind: 'tiered'; mode: 'ladder' | 'everyN'; basis: 'amount' | 'quantity'; tiers: Tier[] }
  /** of every buy + get units, the `get` cheapest are free */
  | { kind: 'buyNGetM'; buy: number; get: number }
  /** once the scope reaches the threshold, `goodsId` (when in the cart) costs `priceFen` for up to maxQuantity units */
  | { kind: 'addOn'; thresholdFen: Fen; goodsId: string; priceFen: Fen; maxQuantity?: number }
  | { kind: 'gift'; thresholdFen: Fen; gifts: { goodsId: string; quantity: number }[] }
  /** the second unit of a line pays `percent` % */
  | { kind: 'secondItem'; percent: number }
  | { kind: 'pointsMultiplier'; multiplier: number; minAmountFen?: Fen }
  | { kind: 'couponIssue'; thresholdFen: Fen; templateId: string; count: number }
  | { kind: 'freeShipping'; thresholdFen: Fen; offFen?: Fen }

export type FormKind = Form['kind']

export interface Activity {
  id: string
  name: string
  /** checked: anything outside 1–4 is refused with PromTypeError (spec §5) */
  promType: number
  /** the promotion way's scene (spec §3 promScene); when set, the input's scene must be the same */
  scene?: string
  form: Form
  /** type 1: the goods of one set and how many units of each */
  set?: { goodsId: string; quantity: number }[]
  scope?: Scope
  time?: TimeWindow
  /** a code the customer must enter */
  code?: string
  limits?: { perMember?: number; total?: number }
  budgetFen?: Fen
  /** for price forms: item or order (default: order for type 4, item otherwise) */
  layer?: 'item' | 'order'
  exclusivity?: Exclusivity
  /** higher first; ties by id */
  priority?: number
}

export type CouponStatus = 'unused' | 'locked' | 'used' | 'expired' | 'void'

export interface Coupon {
  id: string
  templateId: string
  name: string
  status: CouponStatus
  kind: 'amountOff' | 'discountRate'
  offFen?: Fen
  percent?: number
  maxOffFen?: Fen
  thresholdFen?: Fen
  validFrom?: string
  validTo?: string
  scope?: Scope
  /** a coupon with a code applies only when its code is entered (entering it also chooses the coupon) */
  code?: string
}

/** A pair of matrix keys (`type:1`…`type:4`, `scene:<promScene>`) whose activities do not combine on a line. */
export type MatrixKey = `type:${PromType}` | `scene:${string}`
export interface SuperpositionMatrix {
  deny: [MatrixKey, MatrixKey][]
}

export interface UsageState {
  budgetUsedFen?: Record<string, Fen>
  /** this member's uses per activity */
  memberUses?: Record<string, number>
  totalUses?: Record<string, number>
}

export interface EngineInput {
  lines: CartLine[]
  member?: Member | null
  shopId?: string
  channel?: string
  scene?: string
  time: string | Date
  /** minutes east of UTC for weekdays and hours (default 480, China) */
  utcOffsetMinutes?: number
  /** the promotion codes entered: an activity or a coupon with a code applies only when it is among them */
  codes?: string[]
  couponIds?: string[]
  /** the tenant's switch; false: a coupon leaves out the lines an activity discounted (default true) */
  couponsStackWithActivities?: boolean
  activities: Activity[]
  coupons?: Coupon[]
  usage?: UsageState
  matrix?: SuperpositionMatrix
  shippingFen?: Fen
  /** base points per yuan paid, for members (default 1) */
  pointsPerYuan?: number
}

export interface Reason {
  code: string
  params: Record<string, string | number>
}

export interface Allocation {
  source: 'activity' | 'coupon'
  id: string
  amountFen: Fen
}

export interface LineResult {
  lineId: string
  goodsId: string
  quantity: number
  unitPriceFen: Fen
  originalFen: Fen
  discountFen: Fen
  payableFen: Fen
  allocations: Allocation[]
}

export interface AppliedActivity {
  activityId: string
  name: string
  promType: PromType
  form: FormKind
  layer: Layer
  amountFen: Fen
  lineIds: string[]
  /** the budget left less than the discount: the discount is the budget left */
  capped?: boolean
  gifts?: { goodsId: string; quantity: number }[]
  points?: number
  issuedCoupons?: { templateId: string; count: number }[]
}

export interface RejectedActivity {
  activityId: string
  name: string
  reason: Reason
}

export interface AppliedCoupon {
  couponId: string
  name: string
  amountFen: Fen
  lineIds: string[]
}

export interface Totals {
  originalFen: Fen
  itemDiscountFen: Fen
  orderDiscountFen: Fen
  couponDiscountFen: Fen
  goodsPayableFen: Fen
  shippingFen: Fen
  shippingDiscountFen: Fen
  payableFen: Fen
}

export interface EngineResult {
  lines: LineResult[]
  totals: Totals
  applied: AppliedActivity[]
  rejected: RejectedActivity[]
  coupons: {
    applied: AppliedCoupon[]
    usable: { couponId: string; amountFen: Fen }[]
    unusable: { couponId: string; reason: Reason }[]
  }
  points: { base: number; bonus: number; total: number }
  /** the nearest next benefit ("add 12.00 more …"), or null */
  suggestion: Reason | null
}
