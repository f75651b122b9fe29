import { and, count, eq, gt, inArray, or } from 'drizzle-orm'
import { PROM_TYPES, type SuperpositionPairs, type TrialInput, type TrialResult } from '@store/contract'
import {
  evaluate,
  type Coupon,
  type MatrixKey,
  type SuperpositionMatrix,
  type UsageState,
} from '@store/promotion-engine'
import type { Tx } from '../../core/db/database'
import { configList } from './config-service'
import type { PromContext } from './context'
import { type ActivitySource, toEngineActivity } from './engine-activity'
import { fromLocal, offsetMinutes } from './local-time'
import { HOLDING } from './redemption-service'
import { linePrices, trialMember, withLocalTimes } from './trial-lookups'
import { promActivity, promCoupon, promCouponTemplate, promRedemption } from './schema'

/** The stacking grid says which type pairs combine; the engine is told the pairs that do not. */
export function denyMatrix(combine: SuperpositionPairs): SuperpositionMatrix {
  const allowed = new Set(combine.map(([a, b]) => `${Math.min(a, b)},${Math.max(a, b)}`))
  const deny: [MatrixKey, MatrixKey][] = []
  for (const a of PROM_TYPES)
    for (const b of PROM_TYPES) if (a <= b && !allowed.has(`${a},${b}`)) deny.push([`type:${a}`, `type:${b}`])
  return { deny }
}

/** Approved activities not ended at the time: scheduled ones not started yet are shown with their reason. */
const candidates = (tx: Tx, at: Date) =>
  tx
    .select()
    .from(promActivity)
    .where(
      and(
        eq(promActivity.isDeleted, 0),
        inArray(promActivity.status, ['scheduled', 'active']),
        gt(promActivity.endTime, at),
      ),
    )

async function memberUses(tx: Tx, memberId: string): Promise<Record<string, number>> {
  const rows = await tx
    .select({ activityId: promRedemption.activityId, uses: count() })
    .from(promRedemption)
    .where(and(eq(promRedemption.memberId, memberId), inArray(promRedemption.status, HOLDING)))
    .groupBy(promRedemption.activityId)
  return Object.fromEntries(rows.map((r) => [r.activityId, Number(r.uses)]))
}

/** The member's unused coupons and the ones chosen, as the engine reads them. */
async function memberCoupons(tx: Tx, memberId: string, chosen: string[]): Promise<Coupon[]> {
  const rows = await tx
    .select({ coupon: promCoupon, template: promCouponTemplate })
    .from(promCoupon)
    .innerJoin(promCouponTemplate, eq(promCouponTemplate.id, promCoupon.templateId))
    .where(
      and(
        eq(promCoupon.memberId, memberId),
        chosen.length
          ? or(eq(promCoupon.status, 'unused'), inArray(promCoupon.id, chosen))
          : eq(promCoupon.status, 'unused'),
      ),
    )
  return rows.map(({ coupon, template }) => ({
    id: coupon.id,
    templateId: template.id,
    name: template.name,
    status: coupon.status as Coupon['status'],
    kind: template.kind === 'amount' ? 'amountOff' : 'discountRate',
    offFen: template.faceFen,
    percent: (template.ratePermille ?? 1000) / 10,
    thresholdFen: template.thresholdFen,
    validFrom: coupon.validFrom.toISOString(),
    validTo: coupon.validTo.toISOString(),
    code: template.promoCode ?? undefined,
  }))
}

/**
 * Prices a cart with the engine (`@store/promotion-engine`): the tenant's approved activities (or the
 * previewed one alone), their budget and uses so far, the member's grade, tags and coupons, the prices
 * not given (the price centre's), the codes entered, the stacking grid and whether coupons stack with
 * activities; instants in reasons come back as local times.
 */
export async function trialCalculation(c: PromContext, input: TrialInput): Promise<TrialResult> {
  const at = input.time ? fromLocal(input.time, c.timeZone) : new Date()
  const { preview } = input
  const rows = preview ? [] : await candidates(c.tx, at)
  const activities = preview
    ? [
        toEngineActivity({
          ...preview,
          id: preview.id ?? '0',
          startTime: fromLocal(preview.startTime, c.timeZone),
          endTime: fromLocal(preview.endTime, c.timeZone),
        }),
      ]
    : rows.map((r) =>
        toEngineActivity({
          ...r,
          form: r.form as ActivitySource['form'],
          layer: r.layer as ActivitySource['layer'],
          exclusivity: r.exclusivity as ActivitySource['exclusivity'],
        }),
      )
  const memberId = input.member?.id
  const usage: UsageState = {
    budgetUsedFen: Object.fromEntries(rows.map((r) => [r.id, r.usedFen])),
    totalUses: Object.fromEntries(rows.map((r) => [r.id, r.usedCount])),
    memberUses: memberId ? await memberUses(c.tx, memberId) : {},
  }
  const member = await trialMember(c.tx, input.member)
  const prices = await linePrices(c.tx, input, { memberGradeId: member?.grade, at })
  const config = await configList(c.tx)
  const setting = (key: string) => config.find((i) => i.configKey === key)!.configValue
  const superposition = setting('superposition') as SuperpositionPairs
  const result = evaluate({
    lines: input.lines.map((l, i) => ({
      lineId: String(i + 1),
      goodsId: l.goodsId,
      quantity: l.quantity,
      unitPriceFen: prices[i]!,
      classId: l.classId ?? undefined,
      brandId: l.brandId ?? undefined,
    })),
    member,
    shopId: input.shopId ?? undefined,
    channel: input.channel ?? undefined,
    scene: input.scene ?? undefined,
    time: at,
    utcOffsetMinutes: offsetMinutes(at, c.timeZone),
    codes: input.codes,
    couponIds: input.couponIds,
    couponsStackWithActivities: setting('couponStacksWithActivities') as boolean,
    activities,
    coupons: memberId ? await memberCoupons(c.tx, memberId, input.couponIds ?? []) : [],
    usage,
    matrix: denyMatrix(superposition),
  })
  return withLocalTimes(result, c.timeZone)
}
