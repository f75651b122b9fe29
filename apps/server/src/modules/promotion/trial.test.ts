import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import {
  activityEndpoints,
  couponEndpoints,
  couponTemplateResource,
  promManagerEndpoints,
  trialEndpoints,
  type TrialResult,
} from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { memberIdsMatching, memberProfile } from '../insider'
import { inquirePrices } from '../price'
import { promActivity } from './schema'
import { denyMatrix } from './trial-service'

const TRIAL = trialEndpoints.trial.path
const fmt = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ')
const DAY = 86_400_000
/** the demo's tiered whole-order activity: 100 − 10, 200 − 25, 500 − 80 yuan, exclusive */
const LADDER = '整单阶梯满减'

/** one unit of each price, bought by a member (the ladder has a per-member limit) at the POS, on a
 * channel the other test files' activities leave out (on PostgreSQL they share the database) */
let memberId = ''
const cart = (...prices: number[]) => ({
  lines: prices.map((unitPriceFen, i) => ({ goodsId: String(900_001 + i), quantity: 1, unitPriceFen })),
  member: { id: memberId, grade: 'none', tags: [] },
  scene: 'POS',
  channel: 'MEITUAN',
})

/** Issue 24: the trial calculation prices a cart with the engine against the tenant's activities. */
describe(`promotion trial calculation (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string

  const trial = (token: string, payload: object, lang = 'zh_CN') =>
    app.inject({ method: 'POST', url: `${TRIAL}?lang=${lang}`, headers: auth(token), payload })
  const result = async (payload: object) => {
    const res = await trial(admin, payload)
    // the message alongside, so a refusal says why
    expect([res.json().success, res.json().msg]).toEqual([true, '操作成功'])
    return res.json().data as TrialResult
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    ;[memberId] = (await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      memberIdsMatching(tx, {}, null, 1),
    )) as [string]
  })
  afterAll(() => app.close())

  it('looked up on the server: the member’s own grade and tags when not given, the price centre’s price of a line without one; a start as a local time', async () => {
    const { graded, profile, goodsId, price } = await app.db.withTenant(
      { tenantId: '100001' },
      async (tx) => {
        const [set] = await tx.select().from(promActivity).where(eq(promActivity.code, 'P-SET-01'))
        const goods = set!.scope.goodsIds![0]!
        const [answer] = await inquirePrices(tx, [goods], { at: new Date() })
        for (const id of await memberIdsMatching(tx, {}, null, 50)) {
          const p = await memberProfile(tx, id)
          if (p?.gradeId) return { graded: id, profile: p, goodsId: goods, price: answer!.priceFen }
        }
        throw new Error('no demo member has a grade')
      },
    )
    const preview = {
      code: 'GRADE',
      name: '本等级会员95折',
      promType: 4,
      sceneCode: 'POS',
      form: 'discountRate',
      layer: 'order',
      exclusivity: 'stack',
      priority: 0,
      startTime: fmt(new Date(Date.now() - DAY)),
      endTime: fmt(new Date(Date.now() + DAY)),
      weekdays: [],
      hours: [],
      scope: { grades: [profile.gradeId] },
      tiers: [{ threshold: 0, unit: 'fen', value: 950 }],
      perMemberLimit: null,
      totalLimit: null,
      budgetFen: null,
      slogan: null,
      remark: null,
    }
    const own = await result({
      lines: [{ goodsId, quantity: 1 }],
      member: { id: graded },
      scene: 'POS',
      preview,
    })
    expect(own.lines[0]!.originalFen).toBe(price)
    expect(own.applied.map((a) => a.name)).toEqual(['本等级会员95折'])
    const typed = await result({
      lines: [{ goodsId, quantity: 1 }],
      member: { id: graded, grade: 'other' },
      scene: 'POS',
      preview,
    })
    expect(typed.rejected[0]?.reason.code).toBe('wrongGrade')
    const unknown = await trial(admin, { lines: [{ goodsId, quantity: 1 }], member: { id: '1' } })
    expect(unknown.json().msg).toBe('会员不存在：1')
    const noPrice = await trial(admin, { lines: [{ goodsId: '900001', quantity: 1 }] })
    expect(noPrice.json().msg).toBe('商品 900001 没有售价，请填写单价')
    const scheduled = (await result(cart(6000, 4000))).rejected.find((a) => a.name === '维生素单品85折')
    expect(scheduled?.reason.params.start).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)
  })

  it('a cart of exactly 100.00 gets the demo ladder’s first tier, apportioned over its lines', async () => {
    const r = await result(cart(6000, 4000))
    expect(r.applied.find((a) => a.name === LADDER)).toMatchObject({ promType: 4, amountFen: 1000 })
    expect(r.lines.map((l) => l.payableFen)).toEqual([5400, 3600])
    expect(r.totals).toMatchObject({ originalFen: 10000, orderDiscountFen: 1000, payableFen: 9000 })
    // the scheduled single-item activity starts in five days: shown with its reason
    expect(r.rejected.find((a) => a.name === '维生素单品85折')?.reason.code).toBe('notStarted')
    expect(r.suggestion).toMatchObject({ code: 'suggestAddAmount', params: { missingFen: 10000 } })
  })

  it('one fen below the threshold the ladder is rejected with the shortfall', async () => {
    const r = await result(cart(6000, 3999))
    expect(r.applied.find((a) => a.name === LADDER)).toBeUndefined()
    expect(r.rejected.find((a) => a.name === LADDER)?.reason).toEqual({
      code: 'thresholdNotReached',
      params: { missingFen: 1, thresholdFen: 10000 },
    })
    expect(r.totals.payableFen).toBeLessThanOrEqual(9999)
  })

  it('a sale after the demo activities ended, or in another scene, is told why', async () => {
    const later = await result({ ...cart(6000, 4000), time: fmt(new Date(Date.now() + 60 * DAY)) })
    expect(later.applied.find((a) => a.name === LADDER)).toBeUndefined()
    const elsewhere = await result({ ...cart(6000, 4000), scene: 'MINI' })
    expect(elsewhere.rejected.find((a) => a.name === LADDER)?.reason.code).toBe('wrongScene')
  })

  it('previews an unsaved activity alone; a promotion type outside 1–4 is refused (spec §5)', async () => {
    const preview = {
      code: 'PREVIEW',
      name: '预览满50减5',
      promType: 4,
      form: 'amountOff',
      sceneCode: 'POS',
      layer: 'order',
      exclusivity: 'stack',
      priority: 0,
      startTime: fmt(new Date(Date.now() - DAY)),
      endTime: fmt(new Date(Date.now() + DAY)),
      weekdays: [],
      hours: [],
      scope: {},
      tiers: [{ threshold: 5000, unit: 'fen', value: 500 }],
      perMemberLimit: null,
      totalLimit: null,
      budgetFen: null,
      slogan: null,
      remark: null,
    }
    const r = await result({ ...cart(6000, 4000), preview })
    expect(r.rejected).toEqual([])
    expect(r.applied).toEqual([expect.objectContaining({ name: '预览满50减5', amountFen: 500 })])
    expect(r.rejected).toEqual([])
    const bad = await trial(admin, { ...cart(6000), preview: { ...preview, promType: 5 } }, 'en')
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toBe(
      'Wrong promotion type: 5 (only 1 set, 2 single item, 3 series, 4 whole order)',
    )
  })

  it('promotion codes: an activity with a code is saved with it and applies only when its code is entered', async () => {
    const coded = {
      code: `CODED${Date.now() % 100_000}`,
      name: '口令满50减5',
      promType: 4,
      form: 'amountOff',
      sceneCode: 'POS',
      layer: 'order',
      exclusivity: 'stack',
      priority: 0,
      startTime: fmt(new Date(Date.now() - DAY)),
      endTime: fmt(new Date(Date.now() + DAY)),
      weekdays: [],
      hours: [],
      scope: {},
      tiers: [{ threshold: 5000, unit: 'fen', value: 500 }],
      perMemberLimit: null,
      totalLimit: null,
      budgetFen: null,
      slogan: null,
      remark: null,
      promoCode: 'SPRING26',
    }
    const saved = await app.inject({
      method: 'POST',
      url: activityEndpoints.submit.path,
      headers: auth(admin),
      payload: coded,
    })
    const id = saved.json().data.id as string
    const detail = await app.inject({
      url: `${activityEndpoints.detail.path}?id=${id}`,
      headers: auth(admin),
    })
    expect(detail.json().data.promoCode).toBe('SPRING26')
    const badCode = await app.inject({
      method: 'POST',
      url: activityEndpoints.submit.path,
      headers: auth(admin),
      payload: { ...coded, code: `${coded.code}B`, promoCode: 'no spaces' },
    })
    expect(badCode.statusCode).toBe(400)

    const without = await result({ ...cart(6000), preview: coded })
    expect(without.applied).toEqual([])
    expect(without.rejected).toEqual([
      expect.objectContaining({ name: '口令满50减5', reason: { code: 'codeRequired', params: {} } }),
    ])
    const wrong = await result({ ...cart(6000), preview: coded, codes: ['SPRING25'] })
    expect(wrong.rejected[0]?.reason.code).toBe('codeRequired')
    const entered = await result({ ...cart(6000), preview: coded, codes: ['SPRING26'] })
    expect(entered.applied).toEqual([expect.objectContaining({ name: '口令满50减5', amountFen: 500 })])
  })

  it('a coupon whose template has a code needs it entered; with coupons not stacking it is refused where an activity discounted the goods', async () => {
    const other = await tokenFor(app, '100002', 'admin')
    const [member] = (await app.db.withTenant({ tenantId: '100002' }, (tx) =>
      memberIdsMatching(tx, {}, null, 1),
    )) as [string]
    // a code of this run's own: entering it chooses every coupon of the member that has it
    const couponCode = `COUPON${Date.now() % 1_000_000}`
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: auth(other), payload })
    const tpl = await post(`${couponTemplateResource.basePath}/submit`, {
      code: `CPC${Date.now() % 100_000}`,
      name: '口令券',
      kind: 'amount',
      faceFen: 300,
      validDays: 7,
      totalQuantity: 5,
      perMemberLimit: 1,
      promoCode: couponCode,
    })
    const templateId = tpl.json().data.id as string
    expect((await post(couponEndpoints.issue.path, { templateId, memberIds: [member] })).json().data).toEqual(
      {
        issued: 1,
      },
    )
    const coupons = await app.inject({
      url: `${couponEndpoints.page.path}?templateId=${templateId}`,
      headers: auth(other),
    })
    const couponId = coupons.json().data.records[0].id as string
    const price = async (body: object) => {
      const res = await app.inject({
        method: 'POST',
        url: TRIAL,
        headers: auth(other),
        payload: {
          lines: [{ goodsId: '900001', quantity: 1, unitPriceFen: 10000 }],
          member: { id: member, grade: 'none', tags: [] },
          scene: 'POS',
          channel: 'MEITUAN',
          couponIds: [couponId],
          ...body,
        },
      })
      expect(res.json().msg).toBe('操作成功')
      return res.json().data as TrialResult
    }
    const noCode = await price({})
    // (the member's other coupons, from other test files on a shared database, are left aside)
    const mine = (r: TrialResult) => r.coupons.unusable.filter((u) => u.couponId === couponId)
    expect(mine(noCode)).toEqual([{ couponId, reason: { code: 'couponCodeRequired', params: {} } }])
    const stacked = await price({ codes: [couponCode] })
    expect(stacked.applied.find((a) => a.name === LADDER)?.amountFen).toBe(1000)
    expect(stacked.coupons.applied).toEqual([expect.objectContaining({ couponId, amountFen: 300 })])
    expect(stacked.totals.payableFen).toBe(8700)

    const setStacking = (value: boolean) =>
      post(promManagerEndpoints.configUpdate.path, {
        configKey: 'couponStacksWithActivities',
        configValue: value,
      })
    expect((await setStacking(false)).json().success).toBe(true)
    try {
      const apart = await price({ codes: [couponCode] })
      expect(apart.coupons.applied).toEqual([])
      expect(mine(apart)).toEqual([{ couponId, reason: { code: 'couponNotWithActivities', params: {} } }])
      expect(apart.totals.payableFen).toBe(9000)
      // below the ladder's threshold no activity discounts the goods: the coupon applies
      const alone = await price({
        codes: [couponCode],
        lines: [{ goodsId: '900001', quantity: 1, unitPriceFen: 9999 }],
      })
      expect(alone.coupons.applied).toEqual([expect.objectContaining({ couponId, amountFen: 300 })])
    } finally {
      await setStacking(true)
    }
  })

  it('bad input gets the envelope; without the trial button the call is refused', async () => {
    const empty = await trial(admin, { lines: [] })
    expect(empty.statusCode).toBe(400)
    expect(empty.json()).toMatchObject({ success: false, code: 400 })
    const zero = await trial(admin, { lines: [{ goodsId: '1', quantity: 0, unitPriceFen: 100 }] })
    expect(zero.statusCode).toBe(400)
    expect((await trial(clerk, cart(6000))).statusCode).toBe(403)
  })

  it('the stacking grid’s combining pairs become the pairs the engine keeps apart', () => {
    expect(
      denyMatrix([
        [1, 4],
        [2, 4],
        [3, 4],
        [2, 2],
      ]).deny,
    ).toEqual([
      ['type:1', 'type:1'],
      ['type:1', 'type:2'],
      ['type:1', 'type:3'],
      ['type:2', 'type:3'],
      ['type:3', 'type:3'],
      ['type:4', 'type:4'],
    ])
  })
})
