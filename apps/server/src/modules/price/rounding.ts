import type { Rounding } from '@store/contract'

const LAST_DIGIT: Record<Exclude<Rounding, 'none'>, number> = { x0: 0, x8: 8, x9: 9 }

/** Rounds a price in fen up to the next price ending in the rule's digit (.x0, .x8, .x9); `none` keeps it. */
export function roundPrice(fen: number, rule: Rounding): number {
  if (rule === 'none') return fen
  const digit = LAST_DIGIT[rule]
  const candidate = Math.floor(fen / 10) * 10 + digit
  return candidate >= fen ? candidate : candidate + 10
}

/** base × discount (basis points, half up) + surcharge, rounded by the rule, never below 0. */
export function formulaPrice(
  baseFen: number,
  discountBp: number,
  surchargeFen: number,
  rule: Rounding,
): number {
  const discounted = Math.floor((baseFen * discountBp + 5000) / 10000)
  return roundPrice(Math.max(0, discounted + surchargeFen), rule)
}
