import type { FastifyInstance } from 'fastify'
import {
  luckyDrawEndpoints as ep,
  shopOrderEndpoints,
  type DrawRecord,
  type LuckyDrawDetail,
} from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { couponCalls } from '../promotion/test-kit'
import { shopGoodsStock } from '../shop/test-kit'
import { drawCalls, membersWithPoints, runningDraw, shelfGoods } from './test-kit'

/** Issue 26, lucky draw: coupon prizes are issued by the promotions, goods prizes claimed as a shop order. */
describe(`Lucky draw prizes handed over (${engineName})`, () => {
  let app: FastifyInstance
  let calls: ReturnType<typeof drawCalls>
  let coupons: ReturnType<typeof couponCalls>
  const T = '100001'
  const couponsOf = async (templateId: string): Promise<string[]> =>
    (await coupons.coupons(templateId)).map((c) => c.memberId)

  beforeAll(async () => {
    app = await buildTestApp()
    const token = await tokenFor(app, T, 'admin')
    calls = drawCalls(app, token)
    coupons = couponCalls(app, token)
  })
  afterAll(() => app.close())

  it('a coupon prize without a usable template and a goods prize without shop goods are refused, nothing saved', async () => {
    const name = `奖品不全 ${Date.now()}`
    const coupon = runningDraw({
      name,
      prizes: [
        { name: '券', kind: 'coupon', couponTemplateId: app.ids.next(), stock: 1, probabilityPpm: 1_000_000 },
      ],
    })
    expect(await calls.submit(coupon)).toMatchObject({
      code: 400,
      msg: '优惠券奖品需选择已启用的优惠券：券',
    })
    const goods = runningDraw({
      name,
      prizes: [{ name: '杯子', kind: 'goods', stock: 1, probabilityPpm: 1_000_000 }],
    })
    expect(await calls.submit(goods)).toMatchObject({ code: 400, msg: '实物奖品需选择商城在售商品：杯子' })
    expect((await calls.get(`${ep.page.path}?name=${encodeURIComponent(name)}`)).data.total).toBe(0)
  })

  it('a coupon prize issues exactly one coupon to the winner; refused by the promotions it falls to "thanks" with its stock kept', async () => {
    const [member, other] = await membersWithPoints(app, T, 150, 2, 0)
    const templateId = await calls.couponTemplate(10, 1)
    const draw: LuckyDrawDetail = (
      await calls.submit(
        runningDraw({
          prizes: [
            {
              name: '必中券',
              kind: 'coupon',
              couponTemplateId: templateId,
              stock: 5,
              probabilityPpm: 1_000_000,
            },
          ],
        }),
      )
    ).data
    expect(draw.prizes[0]).toMatchObject({ couponTemplateId: templateId, shopGoodsId: null })
    const won: DrawRecord = (await calls.draw(draw.id, member!)).data
    expect(won).toMatchObject({ prizeKind: 'coupon', prizeName: '必中券', couponTemplateId: templateId })
    expect(await couponsOf(templateId)).toEqual([member])

    // the template allows one coupon a member: the second draw's issue is refused, the savepoint rolled back
    const second: DrawRecord = (await calls.draw(draw.id, member!)).data
    expect(second).toMatchObject({ rolledPrizeId: draw.prizes[0]!.id, prizeId: null, couponTemplateId: null })
    expect(await couponsOf(templateId)).toEqual([member])
    expect((await calls.draw(draw.id, other!)).data.prizeKind).toBe('coupon')
    expect((await couponsOf(templateId)).sort()).toEqual([member, other].sort())
    const stats = (await calls.stats(draw.id)).data
    expect(stats).toMatchObject({ draws: 3, winners: 2 })
    expect(stats.prizes[0]).toMatchObject({ rolled: 3, awarded: 2, remaining: 3 })
  })

  it('a goods prize is claimed once as a paid zero-price pick-up order of its goods', async () => {
    const [member, other] = await membersWithPoints(app, T, 152, 2, 0)
    const goods = await shelfGoods(app, T)
    const draw: LuckyDrawDetail = (
      await calls.submit(
        runningDraw({
          prizes: [
            { name: '实物奖', kind: 'goods', shopGoodsId: goods.id, stock: 3, probabilityPpm: 1_000_000 },
          ],
        }),
      )
    ).data
    const won: DrawRecord = (await calls.draw(draw.id, member!)).data
    expect(won).toMatchObject({ prizeKind: 'goods', shopGoodsId: goods.id, orderId: null })
    const stock = await shopGoodsStock(app, T, goods.id)

    expect(await calls.claim(won.id, other!)).toMatchObject({ code: 400, msg: '没有可领取的实物奖品' })
    const claimed = await calls.claim(won.id, member!)
    expect(claimed).toMatchObject({ code: 200, data: { id: won.id, orderId: expect.any(String) } })
    expect(await calls.claim(won.id, member!)).toMatchObject({ code: 400, msg: '奖品已领取' })
    expect(await shopGoodsStock(app, T, goods.id)).toBe(stock - 1)

    const order = (await calls.get(`${shopOrderEndpoints.detail.path}?id=${claimed.data.orderId}`)).data
    expect(order).toMatchObject({
      status: 'paid',
      memberId: member,
      payableFen: 0,
      deliveryType: 'pickup',
      source: { kind: 'lucky_draw', activityId: draw.id, recordId: won.id },
    })
    expect(order.lines).toEqual([
      expect.objectContaining({ shopGoodsId: goods.id, quantity: 1, payableFen: 0 }),
    ])
    const records: DrawRecord[] = (await calls.records(draw.id)).data.records
    expect(records[0]).toMatchObject({ id: won.id, orderId: claimed.data.orderId })
  })

  it('the demo draw pool hands over a real demo coupon of the promotions and shop goods', async () => {
    for (const tenant of ['100001', '100002']) {
      const token = await tokenFor(app, tenant, 'admin')
      const c = drawCalls(app, token)
      const page = (await c.get(`${ep.page.path}?name=${encodeURIComponent('会员积分抽奖')}`)).data
      const detail: LuckyDrawDetail = (await c.get(`${ep.detail.path}?id=${page.records[0].id}`)).data
      const coupon = detail.prizes.find((p) => p.kind === 'coupon')!
      expect(coupon).toMatchObject({ name: '满100减10元券', couponTemplateId: expect.any(String) })
      expect(detail.prizes.find((p) => p.kind === 'goods')).toMatchObject({ shopGoodsId: expect.any(String) })
      const issued = await couponCalls(app, token).coupons(coupon.couponTemplateId!)
      expect(issued.length).toBeGreaterThanOrEqual(coupon.awarded)
    }
  })
})
