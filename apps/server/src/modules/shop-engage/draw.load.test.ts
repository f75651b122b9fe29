import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { couponEndpoints, translate, type LuckyDrawDetail } from '@store/contract'
import { AppError } from '../../core/errors'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { atMost } from '../../test/at-most'
import { submitDraw } from './draw-admin'
import { drawOnce } from './draw-front'
import { engageDrawRecord } from './schema'
import { drawCalls, engageRun, membersWithPoints, runningDraw } from './test-kit'

/** Issue 26 acceptance: 1,000 parallel draws never award beyond a prize's stock, nor a member beyond its limits. */
describe(`Lucky draw under a burst (${engineName})`, () => {
  let app: FastifyInstance
  const T = '100001'

  beforeAll(async () => {
    app = await buildTestApp()
  })
  afterAll(() => app.close())

  it('1,000 parallel draws by 40 members: no prize beyond its stock, one coupon issued per coupon prize, each member within 20 a day and 25 in all', async () => {
    const members = await membersWithPoints(app, T, 20, 40, 1000)
    const calls = drawCalls(app, await tokenFor(app, T, 'admin'))
    const couponTemplateId = await calls.couponTemplate(1000, 100)
    const draw: LuckyDrawDetail = await engageRun(app, T, (c) =>
      submitDraw(
        c,
        runningDraw({
          costPoints: 1,
          dailyLimit: 20,
          totalLimit: 25,
          prizes: [
            { name: '积分', kind: 'points', points: 5, stock: 30, probabilityPpm: 400_000 },
            { name: '礼券', kind: 'coupon', couponTemplateId, stock: 12, probabilityPpm: 300_000 },
            { name: '谢谢参与', kind: 'none', probabilityPpm: 300_000 },
          ],
        }),
      ),
    )
    const outcomes = await atMost(8, 1000, (i) =>
      engageRun(app, T, (c) => drawOnce(c, draw.id, members[i % members.length]!)).then(
        (record) => ({ record, refusal: null }),
        (e: unknown) => ({
          record: null,
          refusal: e instanceof AppError ? translate(e.key, 'zh_CN', e.params) : String(e),
        }),
      ),
    )
    const refusals = outcomes.flatMap((o) => (o.refusal ? [o.refusal] : []))
    // each member asks 25 times: 20 count today (40 × 20 = 800), the other 5 are refused by the daily limit
    expect(new Set(refusals)).toEqual(new Set(['今日抽奖次数已用完（每日 20 次）']))
    expect(refusals).toHaveLength(200)

    const rows = await engageRun(app, T, (c) =>
      c.tx.select().from(engageDrawRecord).where(eq(engageDrawRecord.drawId, draw.id)),
    )
    expect(rows).toHaveLength(800)
    const perMember = new Map<string, number>()
    for (const r of rows) perMember.set(r.memberId, (perMember.get(r.memberId) ?? 0) + 1)
    expect([...perMember.values()].every((n) => n === 20)).toBe(true)

    const stats = (await calls.stats(draw.id)).data
    for (const [name, stock] of [
      ['积分', 30],
      ['礼券', 12],
    ] as const) {
      const prize = stats.prizes.find((p: { name: string }) => p.name === name)
      const awarded = rows.filter((r) => r.prizeName === name).length
      expect(awarded).toBeLessThanOrEqual(stock)
      expect(prize).toMatchObject({ awarded, remaining: stock - awarded })
      expect(prize.remaining).toBeGreaterThanOrEqual(0)
    }
    // the pool is so rich in these prizes that 800 draws must exhaust both: the rest fell to "thanks"
    expect(stats.prizes.map((p: { remaining: number | null }) => p.remaining)).toEqual([0, 0, null])
    expect(stats).toMatchObject({ draws: 800, members: 40, pointsSpent: 800, winners: 42 })
    // each coupon prize awarded issued exactly one coupon, each in its own savepoint of a parallel draw
    const coupons = (await calls.get(`${couponEndpoints.page.path}?templateId=${couponTemplateId}&size=100`))
      .data
    expect(coupons.records.map((c: { memberId: string }) => c.memberId).sort()).toEqual(
      rows
        .filter((r) => r.prizeName === '礼券')
        .map((r) => r.memberId)
        .sort(),
    )
  }, 180_000)
})
