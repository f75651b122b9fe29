import type { ActivityInput, ActivityTier } from '@store/contract'
import type { Activity as EngineActivity, Form } from '@store/promotion-engine'
import { assertPromType } from './prom-type'

/** An activity as stored or edited, with its period as instants. */
export type ActivitySource = Omit<ActivityInput, 'id' | 'startTime' | 'endTime'> & {
  id: string
  startTime: Date
  endTime: Date
}

const permilleToPercent = (permille: number) => permille / 10

/** A form and its tiers (docs/promotion.md "An activity": a tier's value means what the form says) as the engine's form. */
export function engineForm(form: ActivitySource['form'], tiers: ActivityTier[]): Form {
  const first = tiers[0]!
  const byAmount = first.unit === 'fen'
  switch (form) {
    case 'fixedPrice':
      return { kind: 'fixedPrice', priceFen: first.value }
    case 'discountRate':
      return {
        kind: 'discountRate',
        percent: permilleToPercent(first.value),
        ...(byAmount ? { minAmountFen: first.threshold } : { minQuantity: first.threshold }),
      }
    case 'amountOff':
      return { kind: 'amountOff', thresholdFen: first.threshold, offFen: first.value, repeat: !!first.repeat }
    case 'tiered':
      return {
        kind: 'tiered',
        mode: first.repeat ? 'everyN' : 'ladder',
        basis: byAmount ? 'amount' : 'quantity',
        tiers: tiers.map((t) => ({ threshold: t.threshold, offFen: t.value })),
      }
    case 'buyNGetM':
      return { kind: 'buyNGetM', buy: first.threshold, get: first.value }
    case 'addOn':
      return {
        kind: 'addOn',
        thresholdFen: first.threshold,
        goodsId: first.goodsIds?.[0] ?? '',
        priceFen: first.value,
      }
    case 'gift':
      return {
        kind: 'gift',
        thresholdFen: first.threshold,
        gifts: (first.goodsIds ?? []).map((goodsId) => ({ goodsId, quantity: first.value })),
      }
    case 'secondItem':
      return { kind: 'secondItem', percent: permilleToPercent(first.value) }
    case 'pointsMultiplier':
      return {
        kind: 'pointsMultiplier',
        multiplier: first.value / 10,
        ...(byAmount ? { minAmountFen: first.threshold } : {}),
      }
    case 'couponIssue':
      return {
        kind: 'couponIssue',
        thresholdFen: first.threshold,
        templateId: first.couponTemplateId ?? '',
        count: first.value,
      }
  }
}

/** The engine's view of an activity; a promotion type outside 1–4 is refused (spec §5). */
export function toEngineActivity(a: ActivitySource): EngineActivity {
  assertPromType(a.promType)
  const s = a.scope
  return {
    id: a.id,
    name: a.name,
    promType: a.promType,
    scene: a.sceneCode ?? undefined,
    code: a.promoCode ?? undefined,
    form: engineForm(a.form, a.tiers),
    scope: {
      shops: s.shopIds,
      channels: s.channels,
      grades: s.grades,
      tags: s.tags,
      goods: s.goodsIds,
      classes: s.classIds,
      brands: s.brandIds,
      excludeGoods: s.excludeGoodsIds,
      excludeClasses: s.excludeClassIds,
      excludeBrands: s.excludeBrandIds,
    },
    time: {
      start: a.startTime.toISOString(),
      end: a.endTime.toISOString(),
      weekdays: a.weekdays,
      hours: a.hours,
    },
    limits: { perMember: a.perMemberLimit ?? undefined, total: a.totalLimit ?? undefined },
    budgetFen: a.budgetFen ?? undefined,
    layer: a.layer === 'item' || a.layer === 'order' ? a.layer : undefined,
    exclusivity: a.exclusivity,
    priority: a.priority,
  }
}
