/** The shop-engage tools' permission codes: the buttons of their menus (apps/server/src/modules/shop/menus.ts). */
export const SHOP_ENGAGE_CODES = {
  luckyDrawView: 'shop_lucky_draw_view',
  luckyDrawEdit: 'shop_lucky_draw_edit',
  luckyDrawStop: 'shop_lucky_draw_stop',
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
