import type { AnomalyKind } from '@store/contract'

/** A goods' guard values (fen). */
export interface Guard {
  costFen: number
  minPriceFen: number | null
  referenceFen: number | null
}

/** A list's limits (basis points). */
export interface ListLimits {
  minMarginBp: number | null
  maxMarginBp: number | null
  maxDeviationBp: number | null
}

export interface Breach {
  kind: AnomalyKind
  /** the guard value crossed: fen for cost and minimum, basis points for margin and deviation */
  limitValue: number
}

/** The margin of a price over its cost in basis points (a zero price has none to speak of: -100 %). */
export const marginBp = (priceFen: number, costFen: number) =>
  priceFen === 0 ? -10000 : Math.round(((priceFen - costFen) * 10000) / priceFen)

/** Which guards a price breaks (issue 28 §5). */
export function breaches(priceFen: number, guard: Guard, limits: ListLimits): Breach[] {
  const found: Breach[] = []
  if (priceFen < guard.costFen) found.push({ kind: 'below_cost', limitValue: guard.costFen })
  if (guard.minPriceFen !== null && priceFen < guard.minPriceFen)
    found.push({ kind: 'below_min', limitValue: guard.minPriceFen })
  const margin = marginBp(priceFen, guard.costFen)
  if (limits.minMarginBp !== null && margin < limits.minMarginBp)
    found.push({ kind: 'margin', limitValue: limits.minMarginBp })
  else if (limits.maxMarginBp !== null && margin > limits.maxMarginBp)
    found.push({ kind: 'margin', limitValue: limits.maxMarginBp })
  if (guard.referenceFen && limits.maxDeviationBp !== null) {
    const deviation = Math.round((Math.abs(priceFen - guard.referenceFen) * 10000) / guard.referenceFen)
    if (deviation > limits.maxDeviationBp)
      found.push({ kind: 'deviation', limitValue: limits.maxDeviationBp })
  }
  return found
}
