import { SERVICE_LEAD_DAYS, SERVICE_LEVELS, type ServiceLevel } from '@store/contract'

/**
 * The rate calculator (docs/logistics-services.md "Rates"), pure: no database, no clock. The service
 * loads the tenant's live areas and hands the order's local time in.
 */

export interface LevelRule {
  level: ServiceLevel
  /** fen added to the area's fee for this level */
  surcharge: number
  /** HH:mm: an order at or after it misses the day's dispatch */
  cutoff: string
  /** ISO weekdays served, Monday 1 … Sunday 7 */
  weekdays: number[]
}

export interface AreaRule {
  id: string
  code: string
  name: string
  /** postcode or district-code prefixes the area covers */
  prefixes: string[]
  baseFee: number
  perKgFee: number
  /** the order amount in fen from which delivery is free; null: never free */
  freeThreshold: number | null
  levels: LevelRule[]
}

/** An order's moment in the area's time zone. */
export interface LocalMoment {
  /** yyyy-MM-dd */
  date: string
  /** minutes since midnight */
  minutes: number
}

export interface RateRequest {
  destination: string
  amount: number
  weight: number
  level?: ServiceLevel
  at: LocalMoment
}

export interface ServiceQuote {
  level: ServiceLevel
  fee: number
  promisedDate: string
  cutoff: string
}

export type RateResult =
  | { area: AreaRule; matchedPrefix: string; services: ServiceQuote[] }
  | { refused: 'wlfwNoArea'; params: { destination: string } }
  | { refused: 'wlfwLevelUnavailable'; params: { level: ServiceLevel } }

/** The area whose prefix matches the most leading digits of the destination; on a tie the lower code. */
export function matchArea(areas: AreaRule[], destination: string) {
  let best: { area: AreaRule; matchedPrefix: string } | null = null
  for (const area of areas)
    for (const prefix of area.prefixes) {
      if (!prefix || !destination.startsWith(prefix)) continue
      const longer = !best || prefix.length > best.matchedPrefix.length
      const tie = best && prefix.length === best.matchedPrefix.length && area.code < best.area.code
      if (longer || tie) best = { area, matchedPrefix: prefix }
    }
  return best
}

/** Base fee, plus the per-kg fee for each started kilogram, plus the level's surcharge; 0 from the threshold. */
export function feeOf(area: AreaRule, level: LevelRule, amount: number, weight: number): number {
  if (area.freeThreshold !== null && amount >= area.freeThreshold) return 0
  return Math.max(0, area.baseFee + area.perKgFee * Math.ceil(weight / 1000) + level.surcharge)
}

const DAY_MS = 86_400_000
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10)
const isoWeekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay() || 7
const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5))

/**
 * The promised date of a level for an order at `at`, or null when the level cannot take it. The
 * parcel leaves on the order's day when that day is served and the order beats the cut-off, else on
 * the next served day; it arrives the level's lead in served days later (same-day: 0, so only an
 * order before the cut-off on a served day gets it).
 */
export function promisedDate(rule: LevelRule, at: LocalMoment): string | null {
  const served = new Set(rule.weekdays)
  if (served.size === 0) return null
  const nextServed = (date: string) => {
    let d = addDays(date, 1)
    while (!served.has(isoWeekday(d))) d = addDays(d, 1)
    return d
  }
  const inTime = served.has(isoWeekday(at.date)) && at.minutes < minutesOf(rule.cutoff)
  if (rule.level === 'same_day') return inTime ? at.date : null
  let date = inTime ? at.date : nextServed(at.date)
  for (let i = 0; i < SERVICE_LEAD_DAYS[rule.level]; i++) date = nextServed(date)
  return date
}

/** The matching area and the services it can offer the order, slowest first, or why not. */
export function quoteRate(areas: AreaRule[], req: RateRequest): RateResult {
  const match = matchArea(areas, req.destination)
  if (!match) return { refused: 'wlfwNoArea', params: { destination: req.destination } }
  const services = SERVICE_LEVELS.flatMap((level) => {
    const rule = match.area.levels.find((l) => l.level === level)
    if (!rule || (req.level && req.level !== level)) return []
    const date = promisedDate(rule, req.at)
    if (!date) return []
    return [
      {
        level,
        fee: feeOf(match.area, rule, req.amount, req.weight),
        promisedDate: date,
        cutoff: rule.cutoff,
      },
    ]
  })
  if (req.level && services.length === 0)
    return { refused: 'wlfwLevelUnavailable', params: { level: req.level } }
  return { ...match, services }
}
