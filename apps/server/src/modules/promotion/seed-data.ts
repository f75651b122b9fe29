import type { ActivityInput } from '@store/contract'

/** What each demo tenant starts with (docs/promotion.md "Demo data"). */
export const DEMO_SCENES = [
  { code: 'POS', name: '门店收银', sort: 1 },
  { code: 'MINI', name: '小程序商城', sort: 2 },
  { code: 'SHOP', name: '网店', sort: 3 },
]

export const DEMO_CHANNELS = [
  { code: 'STORE', name: '门店', sort: 1 },
  { code: 'WECHAT', name: '微信', sort: 2 },
  { code: 'MEITUAN', name: '美团外卖', sort: 3 },
]

export const DEMO_SLOGANS = [
  { sceneCode: 'POS', content: '会员专享，满额立减', sort: 1 },
  { sceneCode: 'POS', content: '第二件半价，健康加倍', sort: 2 },
  { sceneCode: 'MINI', content: '线上下单，门店自提更优惠', sort: 1 },
]

/** spec §3's ways: which forms each type offers, in every scene. */
export const DEMO_WAYS: { promWay: string; promType: number }[] = [
  { promWay: 'fixedPrice', promType: 1 },
  { promWay: 'fixedPrice', promType: 2 },
  { promWay: 'discountRate', promType: 2 },
  { promWay: 'secondItem', promType: 2 },
  { promWay: 'buyNGetM', promType: 3 },
  { promWay: 'discountRate', promType: 3 },
  { promWay: 'amountOff', promType: 4 },
  { promWay: 'tiered', promType: 4 },
  { promWay: 'gift', promType: 4 },
  { promWay: 'couponIssue', promType: 4 },
]

export const DEMO_COUPON_TEMPLATES = [
  {
    code: 'C-100-10',
    name: '满100减10元券',
    kind: 'amount',
    faceFen: 1000,
    thresholdFen: 10000,
    validDays: 30,
    totalQuantity: 1000,
    perMemberLimit: 2,
  },
  {
    code: 'C-90',
    name: '全场9折券',
    kind: 'discount',
    ratePermille: 900,
    thresholdFen: 0,
    validDays: 14,
    totalQuantity: 500,
    perMemberLimit: 1,
  },
]

type DemoActivity = Omit<ActivityInput, 'startTime' | 'endTime' | 'scope'> & {
  /** days from today to its start and its end */
  days: [number, number]
  status: 'draft' | 'review' | 'scheduled' | 'active' | 'paused' | 'ended'
  /** how many of the demo goods it names */
  goods?: number
}

const base = {
  sceneCode: 'POS',
  weekdays: [],
  hours: [],
  perMemberLimit: null,
  totalLimit: null,
  budgetFen: null,
  slogan: null,
  remark: null,
}

/** Every type 1–4, in every state but review (the seed submits one draft for review). */
export const DEMO_ACTIVITIES: DemoActivity[] = [
  {
    ...base,
    code: 'P-SET-01',
    name: '感冒套装特价',
    promType: 1,
    form: 'fixedPrice',
    layer: 'item',
    exclusivity: 'bestInLayer',
    priority: 10,
    tiers: [{ threshold: 1, unit: 'qty', value: 5990 }],
    goods: 3,
    days: [-10, 20],
    status: 'active',
  },
  {
    ...base,
    code: 'P-ITEM-01',
    name: '维生素单品85折',
    promType: 2,
    form: 'discountRate',
    layer: 'item',
    exclusivity: 'stack',
    priority: 5,
    tiers: [{ threshold: 1, unit: 'qty', value: 850 }],
    goods: 2,
    perMemberLimit: 3,
    days: [5, 35],
    status: 'scheduled',
  },
  {
    ...base,
    code: 'P-ITEM-02',
    name: '第二件半价',
    promType: 2,
    form: 'secondItem',
    layer: 'item',
    exclusivity: 'bestInLayer',
    priority: 3,
    tiers: [{ threshold: 2, unit: 'qty', value: 500 }],
    goods: 1,
    days: [-60, -30],
    status: 'ended',
  },
  {
    ...base,
    code: 'P-SERIES-01',
    name: '保健系列买二送一',
    promType: 3,
    form: 'buyNGetM',
    layer: 'item',
    exclusivity: 'stack',
    priority: 4,
    tiers: [{ threshold: 2, unit: 'qty', value: 1, repeat: true }],
    days: [-5, 25],
    status: 'paused',
  },
  {
    ...base,
    code: 'P-SERIES-02',
    name: '母婴系列满赠',
    promType: 3,
    form: 'gift',
    layer: 'order',
    exclusivity: 'stack',
    priority: 2,
    tiers: [{ threshold: 20000, unit: 'fen', value: 1 }],
    days: [1, 15],
    status: 'draft',
  },
  {
    ...base,
    code: 'P-ORDER-01',
    name: '整单阶梯满减',
    promType: 4,
    form: 'tiered',
    layer: 'order',
    exclusivity: 'exclusive',
    priority: 8,
    tiers: [
      { threshold: 10000, unit: 'fen', value: 1000 },
      { threshold: 20000, unit: 'fen', value: 2500 },
      { threshold: 50000, unit: 'fen', value: 8000 },
    ],
    perMemberLimit: 2,
    totalLimit: 5000,
    budgetFen: 5_000_000,
    days: [-3, 27],
    status: 'active',
  },
  {
    ...base,
    code: 'P-ORDER-02',
    name: '会员日满99减20',
    promType: 4,
    form: 'amountOff',
    layer: 'order',
    exclusivity: 'stack',
    priority: 6,
    weekdays: [3],
    hours: [{ from: '09:00', to: '21:00' }],
    tiers: [{ threshold: 9900, unit: 'fen', value: 2000, repeat: true }],
    budgetFen: 1_000_000,
    promoCode: 'WED20',
    days: [0, 90],
    status: 'draft',
  },
]
