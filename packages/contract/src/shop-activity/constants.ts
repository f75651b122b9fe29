/** The marketing tools of the shop-activity module (issue 26; docs/shop-marketing/shop-activity.md). */
export const ACTIVITY_KINDS = ['group', 'bargain', 'seckill', 'integral'] as const
export type ActivityKind = (typeof ACTIVITY_KINDS)[number]

/** Each tool's permission codes: the buttons of its menu (apps/server/src/modules/shop/menus.ts). */
export const SHOP_ACTIVITY_CODES: Record<ActivityKind, { view: string; edit: string }> = {
  group: { view: 'shop_group_view', edit: 'shop_group_edit' },
  bargain: { view: 'shop_bargain_view', edit: 'shop_bargain_edit' },
  seckill: { view: 'shop_seckill_view', edit: 'shop_seckill_edit' },
  integral: { view: 'shop_integral_view', edit: 'shop_integral_edit' },
}

/** An activity as configured: `active` until stopped. */
export const ACTIVITY_STATUSES = ['active', 'stopped'] as const
/** What it is now: before its start, between start and end, after its end, or stopped by staff. */
export const ACTIVITY_PHASES = ['upcoming', 'running', 'ended', 'stopped'] as const
export type ActivityPhase = (typeof ACTIVITY_PHASES)[number]

/** A group-buy team: forming until full (formed) or its deadline passes (failed, members refunded). */
export const TEAM_STATUSES = ['forming', 'formed', 'failed'] as const
export type TeamStatus = (typeof TEAM_STATUSES)[number]

/** A bargain: helped down until every helper cut (reached), bought at its price, or past its time limit. */
export const BARGAIN_STATUSES = ['ongoing', 'reached', 'bought', 'expired'] as const
export type BargainStatus = (typeof BARGAIN_STATUSES)[number]

/** A seckill purchase or an integral exchange: paid, or refunded (points back to the very lots). */
export const PURCHASE_STATUSES = ['paid', 'refunded'] as const
export type PurchaseStatus = (typeof PURCHASE_STATUSES)[number]

/** The figures each tool's statistics card row shows (`unit` says how a figure reads). */
export const ACTIVITY_FIGURES: Record<ActivityKind, readonly string[]> = {
  group: ['teamsOpened', 'teamsFormed', 'teamsFailed', 'buyers', 'revenueFen'],
  bargain: ['bargainsStarted', 'helps', 'bargainsReached', 'bargainsBought', 'revenueFen'],
  seckill: ['purchases', 'buyers', 'unitsSold', 'revenueFen'],
  integral: ['exchanges', 'buyers', 'pointsSpent', 'revenueFen', 'refunds'],
}
