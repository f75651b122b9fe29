import { reason } from './reasons'
import type { Activity, CartLine, EngineInput, Reason, Scope, TimeWindow } from './types'

const some = (list: readonly string[] | undefined): list is readonly string[] => !!list && list.length > 0

const minutesOf = (hhmm: string): number => {
  const [h, m] = hhmm.split(':')
  return Number(h) * 60 + Number(m ?? 0)
}

const parsed = new Map<string, number>()
/** Date.parse, remembered: the same activities' instants are read on every cart. */
function instant(iso: string): number {
  let ms = parsed.get(iso)
  if (ms === undefined) {
    if (parsed.size > 10_000) parsed.clear()
    ms = Date.parse(iso)
    parsed.set(iso, ms)
  }
  return ms
}

/** Why `at` (ms) falls outside the window, or null. Weekdays and hours are read at `offsetMinutes` east of UTC. */
export function timeReason(window: TimeWindow | undefined, at: number, offsetMinutes: number): Reason | null {
  if (!window) return null
  if (window.start && at < instant(window.start)) return reason('notStarted', { start: window.start })
  if (window.end && at >= instant(window.end)) return reason('ended', { end: window.end })
  const local = new Date(at + offsetMinutes * 60_000)
  if (window.weekdays && window.weekdays.length > 0) {
    const weekday = local.getUTCDay() === 0 ? 7 : local.getUTCDay()
    if (!window.weekdays.includes(weekday))
      return reason('notThisWeekday', { weekdays: window.weekdays.join(',') })
  }
  if (window.hours && window.hours.length > 0) {
    const minute = local.getUTCHours() * 60 + local.getUTCMinutes()
    const inside = window.hours.some((h) => minute >= minutesOf(h.from) && minute < minutesOf(h.to))
    if (!inside)
      return reason('notThisHour', { hours: window.hours.map((h) => `${h.from}-${h.to}`).join(',') })
  }
  return null
}

/** Shop, channel, grade and tags: why this scope does not admit the sale, or null. */
export function whereAndWhoReason(scope: Scope | undefined, input: EngineInput): Reason | null {
  if (!scope) return null
  if (some(scope.shops) && !scope.shops.includes(input.shopId ?? ''))
    return reason('wrongShop', { shopId: input.shopId ?? '' })
  if (some(scope.channels) && !scope.channels.includes(input.channel ?? ''))
    return reason('wrongChannel', { channel: input.channel ?? '' })
  if (some(scope.grades) || some(scope.tags)) {
    const member = input.member
    if (!member) return reason('memberRequired')
    if (some(scope.grades) && !scope.grades.includes(member.grade ?? ''))
      return reason('wrongGrade', { grade: member.grade ?? '' })
    if (some(scope.tags) && !scope.tags.some((t) => member.tags?.includes(t)))
      return reason('missingTag', { tags: scope.tags.join(',') })
  }
  return null
}

/** The cart lines within the scope's goods, classes and brands, less its exclusions. */
export function linesInScope(
  scope: Scope | undefined,
  lines: readonly CartLine[],
): { indices: number[]; excludedBy: string | null } {
  const indices: number[] = []
  let excludedBy: string | null = null
  const filtered = some(scope?.goods) || some(scope?.classes) || some(scope?.brands)
  lines.forEach((line, i) => {
    const included =
      !filtered ||
      !!scope!.goods?.includes(line.goodsId) ||
      (!!line.classId && !!scope!.classes?.includes(line.classId)) ||
      (!!line.brandId && !!scope!.brands?.includes(line.brandId))
    if (!included) return
    const by = exclusionOf(scope, line)
    if (by) excludedBy ??= by
    else indices.push(i)
  })
  return { indices, excludedBy }
}

function exclusionOf(scope: Scope | undefined, line: CartLine): string | null {
  if (scope?.excludeGoods?.includes(line.goodsId)) return line.goodsId
  if (line.classId && scope?.excludeClasses?.includes(line.classId)) return line.classId
  if (line.brandId && scope?.excludeBrands?.includes(line.brandId)) return line.brandId
  return null
}

/** Why the scope's goods are not in the cart, or null. */
export function linesReason(scoped: { indices: number[]; excludedBy: string | null }): Reason | null {
  if (scoped.indices.length > 0) return null
  return scoped.excludedBy ? reason('linesExcluded', { id: scoped.excludedBy }) : reason('noEligibleLines')
}

/** Code, scene, time, scope, limits and budget: what rules the activity out before the cart is priced. */
export function activityReason(a: Activity, input: EngineInput, at: number): Reason | null {
  if (a.code && !input.codes?.includes(a.code)) return reason('codeRequired')
  if (a.scene && a.scene !== input.scene) return reason('wrongScene', { scene: input.scene ?? '' })
  const time = timeReason(a.time, at, input.utcOffsetMinutes ?? 480)
  if (time) return time
  const where = whereAndWhoReason(a.scope, input)
  if (where) return where
  const usage = input.usage ?? {}
  if (a.limits?.perMember !== undefined) {
    if (!input.member) return reason('memberRequired')
    const used = usage.memberUses?.[a.id] ?? 0
    if (used >= a.limits.perMember)
      return reason('perMemberLimitReached', { limit: a.limits.perMember, used })
  }
  if (a.limits?.total !== undefined) {
    const used = usage.totalUses?.[a.id] ?? 0
    if (used >= a.limits.total) return reason('totalLimitReached', { limit: a.limits.total, used })
  }
  if (a.budgetFen !== undefined) {
    const usedFen = usage.budgetUsedFen?.[a.id] ?? 0
    if (usedFen >= a.budgetFen) return reason('budgetExhausted', { budgetFen: a.budgetFen, usedFen })
  }
  return null
}
