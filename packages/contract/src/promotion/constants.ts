/**
 * The promotions area's fixed values (spec §3 "Promotion way", issue 24): promotion types, forms,
 * layers, exclusivity, and the states of activities, coupons and redemptions.
 */

/** spec §3: 1 set, 2 single item, 3 series, 4 whole order; anything else is refused (spec §5). */
export const PROM_TYPES = [1, 2, 3, 4] as const
export type PromType = (typeof PROM_TYPES)[number]
export const isPromType = (value: unknown): value is PromType => PROM_TYPES.includes(value as PromType)

/** How an activity gives its benefit; a tier's `value` means what the form says (docs/promotion.md). */
export const PROM_FORMS = [
  'fixedPrice',
  'discountRate',
  'amountOff',
  'tiered',
  'buyNGetM',
  'addOn',
  'gift',
  'secondItem',
  'pointsMultiplier',
  'couponIssue',
] as const
export type PromForm = (typeof PROM_FORMS)[number]

/** The layers an engine applies in this order, each threshold tested on the running net amount. */
export const PROM_LAYERS = ['item', 'order', 'coupon', 'points', 'shipping'] as const
export type PromLayer = (typeof PROM_LAYERS)[number]

/** stacks with all; the best one within its layer; exclusive over everything if it beats the rest. */
export const PROM_EXCLUSIVITY = ['stack', 'bestInLayer', 'exclusive'] as const
export type PromExclusivity = (typeof PROM_EXCLUSIVITY)[number]

/** An activity's life, in order; `ACTIVITY_TRANSITIONS` says which step follows which. */
export const ACTIVITY_STATUS = ['draft', 'review', 'scheduled', 'active', 'paused', 'ended'] as const
export type ActivityStatus = (typeof ACTIVITY_STATUS)[number]

/** What may be done to an activity; the review's outcome arrives from the workflow. */
export const ACTIVITY_ACTIONS = ['submit', 'approve', 'reject', 'start', 'pause', 'resume', 'end'] as const
export type ActivityAction = (typeof ACTIVITY_ACTIONS)[number]

/** From which state each action leads where; any other pair is refused. */
export const ACTIVITY_TRANSITIONS: Record<ActivityAction, Partial<Record<ActivityStatus, ActivityStatus>>> = {
  submit: { draft: 'review' },
  approve: { review: 'scheduled' },
  reject: { review: 'draft' },
  start: { scheduled: 'active' },
  pause: { active: 'paused' },
  resume: { paused: 'active' },
  end: { active: 'ended', paused: 'ended' },
}

export const COUPON_STATUS = ['unused', 'locked', 'used', 'expired', 'void'] as const
export type CouponStatus = (typeof COUPON_STATUS)[number]

export const REDEMPTION_STATUS = ['reserved', 'committed', 'reverted'] as const
export type RedemptionStatus = (typeof REDEMPTION_STATUS)[number]

/** The workflow process an activity's review runs as (docs/workflow.md). */
export const PROMOTION_REVIEW_PROCESS = 'promotion_review'

/** Permission codes of the promotions routes beside the resources' own. */
export const PROMOTION_CODES = {
  activity: 'promotion_activity',
  /** submit for review, pause, resume, end */
  activityState: 'promotion_activity_state',
  /** the review queue */
  review: 'promotion_review_view',
  configView: 'promotion_config_view',
  configEdit: 'promotion_config_edit',
  couponIssue: 'promotion_coupon_issue',
  analysis: 'promotion_analysis_view',
  trial: 'promotion_trial_view',
} as const

/** The keys of the tenant's promotion configuration (`config/list`, `config/update`). */
export const PROM_CONFIG_KEYS = ['superposition', 'couponStacksWithActivities'] as const
export type PromConfigKey = (typeof PROM_CONFIG_KEYS)[number]
