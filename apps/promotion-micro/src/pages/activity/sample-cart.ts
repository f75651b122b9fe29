import type { ActivityInput, TrialInput } from '@store/contract'

/** The preview's cart: two goods at 60.00 and 40.00 yuan (messages `preview_hint`). */
const SAMPLE_PRICES = [6000, 4000]

/**
 * The edited activity tried alone on the sample cart, sold where, when and to whom it applies: its
 * scope's first goods, class, brand, shop, channel, grade and tag, its scene, at its start, its code entered.
 */
export function sampleTrial(a: ActivityInput): TrialInput {
  const s = a.scope
  const goods = s.goodsIds?.length ? s.goodsIds : ['1', '2']
  return {
    lines: SAMPLE_PRICES.map((unitPriceFen, i) => ({
      goodsId: goods[i % goods.length]!,
      quantity: 1,
      unitPriceFen,
      classId: s.classIds?.[0] ?? null,
      brandId: s.brandIds?.[0] ?? null,
    })),
    // a made-up member: grade and tags always given, so the server does not look the member up
    member: { id: '1', grade: s.grades?.[0] ?? '', tags: s.tags?.slice(0, 1) ?? [] },
    shopId: s.shopIds?.[0] ?? null,
    channel: s.channels?.[0] ?? null,
    scene: a.sceneCode,
    time: a.startTime,
    codes: a.promoCode ? [a.promoCode] : undefined,
    preview: a,
  }
}
