import type { TrialInput, TrialResult } from '@store/contract'
import type { Member, Reason } from '@store/promotion-engine'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { memberProfile } from '../insider'
import { inquirePrices } from '../price'

/** The member as the engine reads them: grade and tags as given, else the member's own. */
export async function trialMember(tx: Tx, member: TrialInput['member']): Promise<Member | null> {
  if (!member) return null
  if (member.grade !== undefined && member.tags !== undefined) return member
  const profile = await memberProfile(tx, member.id)
  if (!profile) throw badRequest('promTrialUnknownMember', { id: member.id })
  return {
    id: member.id,
    grade: member.grade ?? profile.gradeId ?? undefined,
    tags: member.tags ?? profile.tags,
  }
}

/** Each line's unit price: as given, else the price centre's for this shop, member grade, channel and time. */
export async function linePrices(
  tx: Tx,
  input: TrialInput,
  ctx: { memberGradeId?: string; at: Date },
): Promise<number[]> {
  const missing = input.lines.filter((l) => l.unitPriceFen === undefined).map((l) => l.goodsId)
  const asked = missing.length
    ? await inquirePrices(tx, missing, {
        shopId: input.shopId ?? undefined,
        channel: input.channel ?? undefined,
        memberGradeId: ctx.memberGradeId,
        at: ctx.at,
      })
    : []
  const price = new Map(asked.map((a) => [a.goodsId, a.priceFen]))
  return input.lines.map((l) => {
    const fen = l.unitPriceFen ?? price.get(l.goodsId)
    if (fen === undefined || fen === null) throw badRequest('promTrialNoPrice', { goods: l.goodsId })
    return fen
  })
}

const ISO_INSTANT = /^\d{4}-\d\d-\d\dT/

/** A reason's instants (an activity's or coupon's start and end) as the tenant's wall-clock times. */
function localized(reason: Reason, timeZone: string): Reason {
  const params = Object.fromEntries(
    Object.entries(reason.params).map(([k, v]) => [
      k,
      typeof v === 'string' && ISO_INSTANT.test(v) ? formatDateTime(new Date(v), timeZone) : v,
    ]),
  )
  return { ...reason, params }
}

/** The engine's answer with every reason's instants in the tenant's time zone (`yyyy-MM-dd HH:mm:ss`). */
export function withLocalTimes(result: TrialResult, timeZone: string): TrialResult {
  return {
    ...result,
    rejected: result.rejected.map((r) => ({ ...r, reason: localized(r.reason, timeZone) })),
    coupons: {
      ...result.coupons,
      unusable: result.coupons.unusable.map((u) => ({ ...u, reason: localized(u.reason, timeZone) })),
    },
  }
}
