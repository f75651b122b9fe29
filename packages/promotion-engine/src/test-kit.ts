import type { Activity, CartLine, EngineInput } from './types'

/** Friday 2026-11-27 12:00 in China (UTC+8). */
export const NOW = '2026-11-27T04:00:00Z'

export const line = (
  lineId: string,
  goodsId: string,
  quantity: number,
  unitPriceFen: number,
  extra: Partial<CartLine> = {},
): CartLine => ({ lineId, goodsId, quantity, unitPriceFen, ...extra })

export const activity = (
  id: string,
  promType: number,
  form: Activity['form'],
  extra: Partial<Activity> = {},
): Activity => ({
  id,
  name: id,
  promType,
  form,
  ...extra,
})

export const cart = (
  lines: CartLine[],
  activities: Activity[],
  extra: Partial<EngineInput> = {},
): EngineInput => ({
  time: NOW,
  lines,
  activities,
  ...extra,
})
