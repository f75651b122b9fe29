import type { FastifyInstance } from 'fastify'
import { luckyDrawEndpoints as ep, type DrawRecord, type LuckyDrawDetail } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { prizeAt, rollOf } from './draw-rng'
import { drawCalls, inHours, membersWithPoints, pointsOf, runningDraw } from './test-kit'

/** Issue 26, lucky draw: the pool's rules, the server-side draw, its limits, stock and ledgers. */
describe(`Lucky draw (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let calls: ReturnType<typeof drawCalls>
  const T = '100001'

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, T, 'admin')
    calls = drawCalls(app, admin)
  })
  afterAll(() => app.close())

  it('a pool whose probabilities do not sum to exactly 100% is refused with its sum, and nothing is saved', async () => {
    const name = `概率不对 ${Date.now()}`
    const res = await calls.submit(
      runningDraw({
        name,
        prizes: [
          { name: '一等奖', kind: 'goods', stock: 1, probabilityPpm: 100_000 },
          { name: '谢谢参与', kind: 'none', probabilityPpm: 899_999 },
        ],
      }),
    )
    expect(res).toMatchObject({
      code: 400,
      success: false,
      msg: '奖品概率之和必须等于 100%（当前 99.9999%）',
    })
    const page = await calls.get(`${ep.page.path}?name=${encodeURIComponent(name)}`)
    expect(page.data.total).toBe(0)
  })

  it('an end before the start and a points prize without points are refused', async () => {
    expect((await calls.submit(runningDraw({ startTime: inHours(2), endTime: inHours(1) }))).msg).toBe(
      '结束时间必须晚于开始时间',
    )
    const noPoints = runningDraw({
      prizes: [{ name: '积分', kind: 'points', stock: 1, probabilityPpm: 1_000_000 }],
    })
    expect((await calls.submit(noPoints)).msg).toBe('积分奖品需填写赠送积分：积分')
  })

  it('a draw spends its cost, records seed and roll, and the rolled prize recomputes from the seed', async () => {
    const [member] = await membersWithPoints(app, T, 0, 1, 100)
    const before = await pointsOf(app, T, member!)
    const draw: LuckyDrawDetail = (await calls.submit(runningDraw({ costPoints: 7 }))).data
    expect(draw.status).toBe('running')
    const res = await calls.draw(draw.id, member!)
    expect(res).toMatchObject({ code: 200, success: true })
    const record: DrawRecord = res.data
    expect(record.roll).toBe(rollOf(record.seed))
    expect(record.rolledPrizeId).toBe(prizeAt(draw.prizes, record.roll)!.id)
    expect(record.prizeId).toBe(record.rolledPrizeId)
    const won = record.prizeKind === 'points' ? 100 : 0
    expect(await pointsOf(app, T, member!)).toBe(before - 7 + won)
    const page = await calls.records(draw.id)
    expect(page.data.records).toEqual([record])
  })

  it('a member without enough points for the cost is refused and nothing is counted', async () => {
    const [member] = await membersWithPoints(app, T, 1, 1, 0)
    const have = await pointsOf(app, T, member!)
    const draw: LuckyDrawDetail = (await calls.submit(runningDraw({ costPoints: have + 1 }))).data
    const res = await calls.draw(draw.id, member!)
    expect(res).toMatchObject({ code: 400, msg: `积分不足：当前可用 ${have}，需要 ${have + 1}` })
    expect((await calls.stats(draw.id)).data.draws).toBe(0)
  })

  it('a points prize is credited to the member’s points through the ledgers', async () => {
    const [member] = await membersWithPoints(app, T, 2, 1, 0)
    const before = await pointsOf(app, T, member!)
    const sure = runningDraw({
      prizes: [{ name: '必中 30 积分', kind: 'points', points: 30, stock: 5, probabilityPpm: 1_000_000 }],
    })
    const draw: LuckyDrawDetail = (await calls.submit(sure)).data
    const record: DrawRecord = (await calls.draw(draw.id, member!)).data
    expect(record).toMatchObject({ prizeName: '必中 30 积分', prizeKind: 'points', points: 30 })
    expect(await pointsOf(app, T, member!)).toBe(before + 30)
  })

  it('a prize out of stock falls to "thanks": the roll is kept, nothing is awarded', async () => {
    const [a, b] = await membersWithPoints(app, T, 3, 2, 0)
    const one = runningDraw({
      prizes: [{ name: '唯一的奖', kind: 'points', points: 5, stock: 1, probabilityPpm: 1_000_000 }],
    })
    const draw: LuckyDrawDetail = (await calls.submit(one)).data
    expect((await calls.draw(draw.id, a!)).data.prizeName).toBe('唯一的奖')
    const second: DrawRecord = (await calls.draw(draw.id, b!)).data
    expect(second).toMatchObject({ rolledPrizeId: draw.prizes[0]!.id, prizeId: null, prizeName: null })
    const stats = (await calls.stats(draw.id)).data
    expect(stats).toMatchObject({ draws: 2, members: 2, winners: 1 })
    expect(stats.prizes).toEqual([
      expect.objectContaining({ name: '唯一的奖', rolled: 2, awarded: 1, remaining: 0 }),
    ])
  })

  it('a member beyond the daily limit is refused with the limit, and the whole limit holds too', async () => {
    const [member] = await membersWithPoints(app, T, 5, 1, 0)
    const daily: LuckyDrawDetail = (await calls.submit(runningDraw({ dailyLimit: 2, totalLimit: 10 }))).data
    expect((await calls.draw(daily.id, member!)).code).toBe(200)
    expect((await calls.draw(daily.id, member!)).code).toBe(200)
    expect(await calls.draw(daily.id, member!)).toMatchObject({
      code: 400,
      msg: '今日抽奖次数已用完（每日 2 次）',
    })
    const whole: LuckyDrawDetail = (await calls.submit(runningDraw({ dailyLimit: 5, totalLimit: 1 }))).data
    expect((await calls.draw(whole.id, member!)).code).toBe(200)
    expect(await calls.draw(whole.id, member!)).toMatchObject({ code: 400, msg: '抽奖次数已用完（共 1 次）' })
    const front = await calls.get(`${ep.frontDetail.path}?drawId=${daily.id}&memberId=${member}`)
    expect(front.data).toMatchObject({ leftToday: 0, leftTotal: 8, status: 'running' })
  })

  it('an activity not started yet or stopped refuses draws; stopping twice is refused', async () => {
    const [member] = await membersWithPoints(app, T, 6, 1, 0)
    const later: LuckyDrawDetail = (
      await calls.submit(runningDraw({ startTime: inHours(5), endTime: inHours(9) }))
    ).data
    expect(later.status).toBe('not_started')
    expect(await calls.draw(later.id, member!)).toMatchObject({ code: 400, msg: '活动不在进行中' })
    const now: LuckyDrawDetail = (await calls.submit(runningDraw())).data
    expect((await calls.stop(now.id)).data.status).toBe('stopped')
    expect(await calls.draw(now.id, member!)).toMatchObject({ code: 400, msg: '活动已停止' })
    expect(await calls.stop(now.id)).toMatchObject({ code: 400, msg: '活动已停止' })
    const stopped = await calls.get(`${ep.page.path}?status=stopped&size=100`)
    expect(stopped.data.records.map((d: { id: string }) => d.id)).toContain(now.id)
  })

  it('once drawn, the pool keeps its odds (records still recompute); names and stock may change', async () => {
    const [member] = await membersWithPoints(app, T, 7, 1, 0)
    const draw: LuckyDrawDetail = (await calls.submit(runningDraw())).data
    await calls.draw(draw.id, member!)
    const prizes = draw.prizes.map((p) => ({
      id: p.id,
      name: p.name,
      kind: p.kind,
      ...(p.points ? { points: p.points } : {}),
      ...(p.stock !== null ? { stock: p.stock } : {}),
      probabilityPpm: p.probabilityPpm,
    }))
    const base = { ...runningDraw(), id: draw.id, name: draw.name }
    const odds = prizes.map((p, i) => ({ ...p, probabilityPpm: i === 0 ? 400_000 : 600_000 }))
    expect(await calls.submit({ ...base, prizes: odds })).toMatchObject({
      code: 400,
      msg: '活动已有抽奖记录，奖品的种类和概率不能再修改（可修改名称和库存）',
    })
    const restocked = prizes.map((p, i) => (i === 0 ? { ...p, name: '一百积分', stock: 99 } : p))
    const saved: LuckyDrawDetail = (await calls.submit({ ...base, prizes: restocked })).data
    expect(saved.prizes[0]).toMatchObject({ name: '一百积分', stock: 99, probabilityPpm: 500_000 })
  })

  it('the configuration calls need their buttons and the draw needs shop_front: a clerk is refused', async () => {
    const clerk = await tokenFor(app, T, 'clerk')
    const res = await app.inject({ url: `${ep.page.path}`, headers: auth(clerk) })
    expect(res.json()).toMatchObject({ code: 403 })
    const draw = await app.inject({
      method: 'POST',
      url: ep.frontDraw.path,
      headers: auth(clerk),
      payload: { drawId: '1', memberId: '1' },
    })
    expect(draw.json()).toMatchObject({ code: 403 })
  })

  it('the demo tenant has a running draw whose seeded records recompute, and a stopped one', async () => {
    const page = (await calls.get(`${ep.page.path}?name=${encodeURIComponent('会员积分抽奖')}`)).data
    const demo = page.records[0]
    expect(demo.status).toBe('running')
    const detail: LuckyDrawDetail = (await calls.get(`${ep.detail.path}?id=${demo.id}`)).data
    const records: DrawRecord[] = (await calls.records(demo.id)).data.records
    expect(records.length).toBeGreaterThan(0)
    for (const r of records) expect(r.rolledPrizeId).toBe(prizeAt(detail.prizes, rollOf(r.seed))!.id)
    const stopped = (await calls.get(`${ep.page.path}?name=${encodeURIComponent('开业幸运转盘')}`)).data
    expect(stopped.records[0].status).toBe('stopped')
  })
})
