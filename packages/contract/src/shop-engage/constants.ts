/** The shop-engage tools' permission codes: the buttons of their menus (apps/server/src/modules/shop/menus.ts). */
export const SHOP_ENGAGE_CODES = {
  luckyDrawView: 'shop_lucky_draw_view',
  luckyDrawEdit: 'shop_lucky_draw_edit',
  luckyDrawStop: 'shop_lucky_draw_stop',
  distributionView: 'shop_distribution_view',
  /** commission rules */
  distributionEdit: 'shop_distribution_edit',
  /** approves or refuses distributors and withdrawals */
  distributionAudit: 'shop_distribution_audit',
  voteView: 'shop_vote_view',
  voteEdit: 'shop_vote_edit',
  voteStop: 'shop_vote_stop',
  quizView: 'shop_quiz_view',
  quizEdit: 'shop_quiz_edit',
  quizStop: 'shop_quiz_stop',
  browseView: 'shop_browse_view',
  browseEdit: 'shop_browse_edit',
  browseStop: 'shop_browse_stop',
} as const

/** Prize probabilities are whole parts per million: a pool's parts sum to exactly this (probability 1). */
export const DRAW_PPM = 1_000_000

/** What a prize gives: points credited through the member ledgers, a coupon, goods, or nothing ("thanks"). */
export const DRAW_PRIZE_KINDS = ['points', 'coupon', 'goods', 'none'] as const
export type DrawPrizeKind = (typeof DRAW_PRIZE_KINDS)[number]

/**
 * An activity's state, from its schedule and stop: not_started (before its start), running, ended (past its
 * end) or stopped (by staff; final).
 */
export const DRAW_STATUSES = ['not_started', 'running', 'ended', 'stopped'] as const
export type DrawStatus = (typeof DRAW_STATUSES)[number]

/** Commission rates are basis points of a line's payable amount (10,000 = 100%). */
export const BASIS_POINTS = 10_000
export const DISTRIBUTOR_LEVELS = [1, 2, 3] as const
export const DISTRIBUTOR_STATUSES = ['pending', 'approved', 'refused'] as const
export type DistributorStatus = (typeof DISTRIBUTOR_STATUSES)[number]
export const WITHDRAWAL_STATUSES = ['pending', 'approved', 'refused'] as const
export type WithdrawalStatus = (typeof WITHDRAWAL_STATUSES)[number]
/**
 * A commission ledger entry: `commission` (frozen when the order is paid), `release` (frozen → available once
 * the after-sale window closed), `cancel` (frozen taken back: the order was refunded), `withdraw` (available
 * held by a withdrawal request), `withdraw_return` (a refused request gives it back).
 */
export const COMMISSION_ENTRY_KINDS = [
  'commission',
  'release',
  'cancel',
  'withdraw',
  'withdraw_return',
] as const
export type CommissionEntryKind = (typeof COMMISSION_ENTRY_KINDS)[number]
/** Days after payment before a commission may be withdrawn (the after-sale window). */
export const COMMISSION_FROZEN_DAYS = 7

/** How often a member may vote: once in the whole activity, or once a day (the tenant's day). */
export const VOTE_PERIODS = ['activity', 'daily'] as const
export type VotePeriod = (typeof VOTE_PERIODS)[number]

/** What a browse-to-earn task asks a member to browse: a page of the shop front (by path) or goods (by id). */
export const BROWSE_TARGET_KINDS = ['page', 'goods'] as const
export type BrowseTargetKind = (typeof BROWSE_TARGET_KINDS)[number]
/** What a finished browse earns: points through the member ledgers, or a coupon from the promotions. */
export const BROWSE_REWARD_KINDS = ['points', 'coupon'] as const
export type BrowseRewardKind = (typeof BROWSE_REWARD_KINDS)[number]
