import type { FastifyInstance } from 'fastify'
import { activityRecordEndpoints as records, shopActivityEndpoints, translate } from '@store/contract'
import { AppError } from '../../core/errors'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { takeOffSale } from '../shop/test-kit'
import { Admission, SECKILL_RUNNING, SECKILL_WAITING } from './admission'
import { systemActivityContext } from './context'
import { joinTeam } from './group'
import { buySeckill } from './seckill'
import { activityCalls, memberIds } from './test-kit'

const refusalOf = (e: unknown) => (e instanceof AppError ? translate(e.key, 'zh_CN', e.params) : String(e))
const settle = <T>(p: Promise<T>) =>
  p.then(
    (value) => ({ value, refusal: null }),
    (e: unknown) => ({ value: null, refusal: refusalOf(e) }),
  )

/**
 * Issue 26 acceptance: group-buy teams never overfill and the seckill never oversells, under parallel
 * load; the seckill's units come out of the goods' stock once (goods + held stays constant).
 */
describe(`Shop activities under load (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let calls: ReturnType<typeof activityCalls>
  const onSale: string[] = []
  const member = memberIds()

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    calls = activityCalls(app, admin)
  })
  afterAll(async () => {
    await takeOffSale(app, admin, onSale)
    await app.close()
  })
  const inTenant = <T>(fn: Parameters<typeof systemActivityContext<T>>[2]) =>
    systemActivityContext(calls.runtime, '100001', fn)

  it('50 parallel joins on teams of 3: no team holds more than 3, every accepted join is in exactly one team', async () => {
    const goods = await calls.goods(30)
    onSale.push(goods.id)
    const a = (await calls.submit('group', { shopGoodsId: goods.id, teamSize: 3, formMinutes: 60 })).data
    const teams: string[] = []
    for (let i = 0; i < 10; i++)
      teams.push((await inTenant((c) => joinTeam(c, { activityId: a.id, memberId: member() }))).id)
    const joiners = Array.from({ length: 50 }, (_, i) => ({
      memberId: member(),
      teamId: teams[i % teams.length]!,
    }))
    const outcomes = await Promise.all(
      joiners.map((j) => settle(inTenant((c) => joinTeam(c, { activityId: a.id, ...j })))),
    )
    const accepted = joiners.filter((_, i) => outcomes[i]!.value)
    expect(new Set(outcomes.flatMap((o) => (o.refusal ? [o.refusal] : [])))).toEqual(
      new Set(['该团已满员或已结束']),
    )
    expect(accepted).toHaveLength(20)

    const page = (await calls.get(`${records.teams.path}?activityId=${a.id}&size=100`)).data
    expect(page.total).toBe(10)
    for (const team of page.records as {
      joined: number
      status: string
      members: { memberId: string }[]
    }[]) {
      expect(team.members).toHaveLength(team.joined)
      expect(team.joined).toBeLessThanOrEqual(3)
      expect(team.status).toBe('formed')
    }
    const seats = page.records.flatMap((t: { id: string; members: { memberId: string }[] }) =>
      t.members.map((m) => `${t.id}:${m.memberId}`),
    )
    for (const j of accepted)
      expect(seats.filter((s: string) => s.endsWith(`:${j.memberId}`))).toEqual([`${j.teamId}:${j.memberId}`])
  })

  it('500 buyers for 20 seckill units: exactly 20 sold, no buyer past the limit, the rest told sold out or busy', async () => {
    const goods = await calls.goods(30)
    onSale.push(goods.id)
    expect(await calls.stockOf(goods.id)).toBe(100)
    const a = (
      await calls.submit('seckill', {
        shopGoodsId: goods.id,
        stock: 20,
        perUserLimit: 2,
        activityPriceFen: 100,
      })
    ).data
    const admission = new Admission(SECKILL_RUNNING, SECKILL_WAITING)
    // 250 members, each trying twice for 1 or 2 units: the per-member limit is raced too
    const members = Array.from({ length: 250 }, () => member())
    const tries = Array.from({ length: 500 }, (_, i) => ({
      memberId: members[i % 250]!,
      quantity: 1 + (i % 3 === 0 ? 1 : 0),
    }))
    const outcomes = await Promise.all(
      tries.map((t) =>
        settle(admission.run(() => inTenant((c) => buySeckill(c, { activityId: a.id, ...t })))),
      ),
    )
    const refusals = new Set(outcomes.flatMap((o) => (o.refusal ? [o.refusal] : [])))
    for (const r of refusals)
      expect(['活动商品已抢光', '每人限购 2 件', '活动太火爆，请稍后再试']).toContain(r)
    const sold = outcomes.reduce((s, o) => s + (o.value?.quantity ?? 0), 0)
    expect(sold).toBe(20)

    const bought = (await calls.get(`${records.purchases.path}?activityId=${a.id}&size=1000`)).data
    const perMember = new Map<string, number>()
    for (const p of bought.records as { memberId: string; quantity: number }[])
      perMember.set(p.memberId, (perMember.get(p.memberId) ?? 0) + p.quantity)
    expect([...perMember.values()].reduce((s, q) => s + q, 0)).toBe(20)
    expect(Math.max(...perMember.values())).toBeLessThanOrEqual(2)
    const page = (
      await calls.get(
        `${shopActivityEndpoints('seckill').page.path}?keyword=${encodeURIComponent(a.name)}&size=100`,
      )
    ).data
    expect(page.records.find((x: { id: string }) => x.id === a.id)).toMatchObject({ sold: 20, stock: 20 })
    // the 20 units came out of the goods' stock once, when the seckill was set up
    expect(await calls.stockOf(goods.id)).toBe(80)
    expect((await calls.post(`${shopActivityEndpoints('seckill').stop.path}?id=${a.id}`)).code).toBe(200)
    expect(await calls.stockOf(goods.id)).toBe(80)
  })

  it('goods stock + seckill-held stock stays constant while buyers, stock changes and a stop race', async () => {
    const goods = await calls.goods(30)
    onSale.push(goods.id)
    const input = { shopGoodsId: goods.id, perUserLimit: 3, activityPriceFen: 100 }
    const a = (await calls.submit('seckill', { ...input, stock: 20 })).data
    const total = async () => {
      const { held, sold } = await calls.countersOf(a.id)
      return { goods: await calls.stockOf(goods.id), held, sold }
    }
    const samples: number[] = []
    let racing = true
    const sampler = (async () => {
      while (racing) {
        const [row] = await app.db
          .withTenant({ tenantId: '100001' }, (tx) =>
            tx.execute<{ total: number }>(
              `SELECT g.stock + a.held AS total FROM shop_goods g, shop_activity a WHERE g.id = ${goods.id} AND a.id = ${a.id}`,
            ),
          )
          .then((r) => r.rows)
        samples.push(Number(row!.total))
      }
    })()
    const buyers = Array.from({ length: 120 }, (_, i) =>
      settle(inTenant((c) => buySeckill(c, { activityId: a.id, memberId: member(), quantity: 1 + (i % 2) }))),
    )
    const changes = [30, 25, 40].map((stock) =>
      settle(calls.submit('seckill', { ...input, id: a.id, stock })),
    )
    await Promise.all([...buyers, ...changes])
    const stopped = await calls.post(`${shopActivityEndpoints('seckill').stop.path}?id=${a.id}`)
    racing = false
    await sampler
    expect(stopped.code).toBe(200)
    expect(samples.length).toBeGreaterThan(0)
    expect(new Set(samples)).toEqual(new Set([100]))
    const after = await total()
    expect(after.held).toBe(after.sold)
    expect(after.goods + after.sold).toBe(100)
    const orders = (await calls.get(`${records.purchases.path}?activityId=${a.id}&size=1000`)).data
    expect(orders.records.reduce((s: number, p: { quantity: number }) => s + p.quantity, 0)).toBe(after.sold)
  })
})
