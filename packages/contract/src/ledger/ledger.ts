import { Type, type Static } from 'typebox'
import type { Locale } from '../constants'
import { Id, TenantId } from '../envelope'
import { LangParam } from '../resource'
import type { MemberDetailTabCode } from '../resources/member'

/**
 * Who may read and change the ledgers: the member detail's tabs (spec §2), the member list's
 * "adjust points" and "adjust growth value" buttons and the points rules screen, as the menu seed
 * declares them.
 */
export const LEDGER_PERMISSIONS = {
  pointsView: 'member_tab_points' satisfies MemberDetailTabCode,
  growthView: 'member_tab_growth' satisfies MemberDetailTabCode,
  coinsView: 'member_tab_coins' satisfies MemberDetailTabCode,
  walletView: 'member_tab_wallet' satisfies MemberDetailTabCode,
  pointsAdjust: 'member_points_adjust',
  growthAdjust: 'member_growth_adjust',
  rulesView: 'points_rule_view',
  rulesEdit: 'points_rule_edit',
} as const

/**
 * The balances a member holds: spendable points, points frozen until their after-sale window closes,
 * growth value, coins, and the wallet's principal and bonus money (in fen).
 */
export const LEDGER_KINDS = [
  'points',
  'points_frozen',
  'growth',
  'coins',
  'wallet_principal',
  'wallet_bonus',
] as const
export type LedgerKind = (typeof LEDGER_KINDS)[number]

/** What a ledger row did, named for the screens. */
export const LEDGER_CHANGE_TYPES: Record<string, Record<Locale, string>> = {
  earn: { zh_CN: '获得', zh_HK: '獲得', en: 'Earned' },
  spend: { zh_CN: '使用', zh_HK: '使用', en: 'Used' },
  refund: { zh_CN: '退回', zh_HK: '退回', en: 'Refunded' },
  expire: { zh_CN: '过期', zh_HK: '過期', en: 'Expired' },
  unfreeze: { zh_CN: '解冻', zh_HK: '解凍', en: 'Unfrozen' },
  adjust: { zh_CN: '调整', zh_HK: '調整', en: 'Adjusted' },
  topup: { zh_CN: '充值', zh_HK: '充值', en: 'Top-up' },
  topup_refund: { zh_CN: '充值退款', zh_HK: '充值退款', en: 'Top-up refunded' },
}

/** A business event's key: unique per tenant, so the same event sent twice counts once. */
export const EventKey = Type.String({
  minLength: 1,
  maxLength: 64,
  pattern: '^[A-Za-z0-9_.:-]+$',
  description: 'the business event’s key (order number and step, request id…): a repeat is a no-op',
})

export const LedgerPageQuery = Type.Object(
  {
    memberId: Id,
    current: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: 10 })),
    ...LangParam,
  },
  { additionalProperties: false },
)
export type LedgerPageQuery = Static<typeof LedgerPageQuery>

/** One ledger row as the member detail's tabs list it; wallet amounts are yuan as decimal strings. */
export const LedgerRecord = Type.Object(
  {
    id: Id,
    memberId: Id,
    kind: Type.Union([
      Type.Literal('points'),
      Type.Literal('points_frozen'),
      Type.Literal('growth'),
      Type.Literal('coins'),
      Type.Literal('wallet_principal'),
      Type.Literal('wallet_bonus'),
    ]),
    changeType: Type.String({ description: 'a key of LEDGER_CHANGE_TYPES' }),
    amount: Type.String({ description: 'signed change: whole points, growth, coins; yuan for the wallet' }),
    balanceAfter: Type.String(),
    remark: Type.Union([Type.String(), Type.Null()]),
    eventKey: Type.String(),
    createUser: Type.Union([Id, Type.Null()]),
    createTime: Type.String(),
  },
  { additionalProperties: false },
)
export type LedgerRecord = Static<typeof LedgerRecord>

export const MemberQuery = Type.Object({ memberId: Id, ...LangParam }, { additionalProperties: false })

/** `insider/myBalance`: every balance of one member. */
export const MemberBalance = Type.Object(
  {
    memberId: Id,
    points: Type.Integer(),
    frozenPoints: Type.Integer(),
    growthValue: Type.Integer(),
    coins: Type.Integer(),
    wallet: Type.Object(
      {
        total: Type.String({ description: 'yuan' }),
        principal: Type.String({ description: 'yuan the member paid in' }),
        bonus: Type.String({ description: 'yuan given with top-ups: clawed back when a top-up is refunded' }),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
)
export type MemberBalance = Static<typeof MemberBalance>

/** The administrator's points adjustment: a signed amount, always with a reason. */
export const PointsAdjustBody = Type.Object(
  {
    memberId: Id,
    points: Type.Integer({ minimum: -10_000_000, maximum: 10_000_000, description: 'not 0' }),
    reason: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
    eventKey: EventKey,
  },
  { additionalProperties: false },
)
export type PointsAdjustBody = Static<typeof PointsAdjustBody>

/** The administrator's growth value adjustment: a signed amount, always with a reason. */
export const GrowthAdjustBody = Type.Object(
  {
    memberId: Id,
    amount: Type.Integer({ minimum: -10_000_000, maximum: 10_000_000, description: 'not 0' }),
    reason: PointsAdjustBody.properties.reason,
    eventKey: EventKey,
  },
  { additionalProperties: false },
)
export type GrowthAdjustBody = Static<typeof GrowthAdjustBody>

/** What a ledger write did: the event's rows; a replay answers the original rows with `replayed`. */
export const LedgerReceipt = Type.Object(
  {
    eventId: Id,
    eventKey: Type.String(),
    memberId: Id,
    replayed: Type.Boolean(),
    entries: Type.Array(
      Type.Object(
        {
          kind: Type.String(),
          changeType: Type.String(),
          amount: Type.Integer(),
          balanceAfter: Type.Integer(),
        },
        { additionalProperties: false },
      ),
    ),
  },
  { additionalProperties: false },
)
export type LedgerReceipt = Static<typeof LedgerReceipt>

/** A growth value change: the ledger's rows and the grade the member holds after it (grade follows growth). */
export const GrowthReceipt = Type.Object(
  { ...LedgerReceipt.properties, gradeId: Type.Union([Id, Type.Null()]) },
  { additionalProperties: false },
)
export type GrowthReceipt = Static<typeof GrowthReceipt>

export const POINTS_PER_YUAN_PATTERN = '^[0-9]{1,4}(\\.[0-9]{1,2})?$'

/** The tenant's points rules: purchases earn `pointsPerYuan` per yuan paid, frozen `freezeDays`, kept `expiryMonths` (0: forever). */
export const PointsRule = Type.Object(
  {
    pointsPerYuan: Type.String({ pattern: POINTS_PER_YUAN_PATTERN, description: 'points per yuan paid' }),
    expiryMonths: Type.Integer({ minimum: 0, maximum: 120, description: '0: points never expire' }),
    freezeDays: Type.Integer({ minimum: 0, maximum: 365, description: 'the after-sale window' }),
    enabled: Type.Integer({ minimum: 0, maximum: 1, description: '0: purchases earn no points' }),
  },
  { additionalProperties: false },
)
export type PointsRule = Static<typeof PointsRule>

export const PointsRuleQuery = Type.Object(
  { tenantId: Type.Optional(TenantId), ...LangParam },
  { additionalProperties: false },
)
