import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import {
  browseEndpoints as ep,
  couponEndpoints,
  couponTemplateResource,
  translate,
  type BrowseTask,
  type BrowseTaskInput,
  type BrowseVisit,
} from '@store/contract'
import { AppError } from '../../core/errors'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { atMost } from '../../test/at-most'
import { finishBrowse } from './browse-front'
import { engageBrowseReward, engageBrowseVisit } from './schema'
import { memberIds } from '../insider/test-kit'
import { engageRun, inHours, pointsOf } from './test-kit'

const runningTask = (more: Partial<BrowseTaskInput> = {}): BrowseTaskInput => ({
  name: `测试浏览 ${Date.now().toString(36)}`,
  startTime: inHours(-1),
  endTime: inHours(24),
  targetKind: 'page',
  target: '/pages/new/index',
  dwellSeconds: 30,
  period: 'activity',
  rewardKind: 'points',
  rewardPoints: 8,
  ...more,
})

/** Issue 26, browse-to-earn: the server measures the dwell from its own start, one reward per member and period. */
describe(`Browse-to-earn (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  const T = '100001'
  const post = async (url: string, payload?: object, token = admin) =>
    (await app.inject({ method: 'POST', url, headers: auth(token), payload })).json()
  const get = async (url: string, token = admin) => (await app.inject({ url, headers: auth(token) })).json()
  const submit = async (input: BrowseTaskInput): Promise<BrowseTask> =>
    (await post(ep.submit.path, input)).data
  const start = async (taskId: string, memberId: string): Promise<BrowseVisit> =>
    (await post(ep.frontStart.path, { taskId, memberId })).data
  const finish = (visitId: string, memberId: string) => post(ep.frontFinish.path, { visitId, memberId })
  /** Sets a browse's start back by `seconds`, as if the member had stayed that long. */
  const stayed = (visitId: string, seconds: number) =>
    engageRun(app, T, (c) =>
      c.tx
        .update(engageBrowseVisit)
        .set({ startedAt: sql`${engageBrowseVisit.startedAt} - make_interval(secs => ${seconds})` })
        .where(eq(engageBrowseVisit.id, visitId)),
    )
  const rewardsOf = (taskId: string) =>
    engageRun(app, T, (c) =>
      c.tx.select().from(engageBrowseReward).where(eq(engageBrowseReward.taskId, taskId)),
    )

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, T, 'admin')
  })
  afterAll(() => app.close())

  it('a points reward without points, an unusable coupon, unknown goods and an end before the start are refused, and nothing is saved', async () => {
    const name = `坏浏览 ${Date.now()}`
    expect(await post(ep.submit.path, runningTask({ name, rewardPoints: 0 }))).toMatchObject({
      code: 400,
      success: false,
      msg: '积分奖励需填写大于 0 的积分',
    })
    expect(
      await post(
        ep.submit.path,
        runningTask({ name, rewardKind: 'coupon', couponTemplateId: app.ids.next() }),
      ),
    ).toMatchObject({ code: 400, msg: '优惠券不存在或未启用' })
    expect(
      await post(ep.submit.path, runningTask({ name, targetKind: 'goods', target: '42' })),
    ).toMatchObject({
      code: 400,
      msg: '浏览的商品不存在：42',
    })
    expect(
      await post(ep.submit.path, runningTask({ name, startTime: inHours(3), endTime: inHours(2) })),
    ).toMatchObject({ code: 400, msg: '结束时间必须晚于开始时间' })
    expect((await get(`${ep.page.path}?name=${encodeURIComponent(name)}`)).data.total).toBe(0)
  })

  it('the server measures the dwell from its own start: too short is refused and the browse stays open; past it the points are credited once', async () => {
    const [member] = await memberIds(app, T, 140, 1)
    const task = await submit(runningTask())
    const before = await pointsOf(app, T, member!)
    const visit = await start(task.id, member!)
    expect(visit).toMatchObject({ taskId: task.id, memberId: member, dwellSeconds: 30 })
    expect(await finish(visit.id, member!)).toMatchObject({ code: 400, msg: '浏览时间不足，需浏览满 30 秒' })
    await stayed(visit.id, 31)
    const reward = await finish(visit.id, member!)
    expect(reward).toMatchObject({
      code: 200,
      data: { taskId: task.id, memberId: member, periodKey: 'all', rewardKind: 'points', rewardPoints: 8 },
    })
    expect(reward.data.seconds).toBeGreaterThanOrEqual(30)
    expect(await pointsOf(app, T, member!)).toBe(before + 8)
    expect(await finish(visit.id, member!)).toMatchObject({ code: 400, msg: '该次浏览已结束' })
    const again = await start(task.id, member!)
    await stayed(again.id, 31)
    expect(await finish(again.id, member!)).toMatchObject({ code: 400, msg: '您已领取过该任务的奖励' })
    expect(await pointsOf(app, T, member!)).toBe(before + 8)
    expect(await get(`${ep.stats.path}?id=${task.id}`)).toMatchObject({
      data: { visits: 2, rewards: 1, members: 1, pointsGiven: 8, couponsGiven: 0 },
    })
    const page = (await get(`${ep.rewards.path}?taskId=${task.id}&memberId=${member}`)).data
    expect(page.records).toEqual([reward.data])
  })

  it('a daily task rewards once a day (its period key is the day); the front lists it as earned', async () => {
    const [member] = await memberIds(app, T, 141, 1)
    const task = await submit(runningTask({ period: 'daily' }))
    const before = (await get(`${ep.frontList.path}?memberId=${member}`)).data
    expect(before.find((t: { id: string }) => t.id === task.id)).toMatchObject({
      canEarn: true,
      dwellSeconds: 30,
    })
    const visit = await start(task.id, member!)
    await stayed(visit.id, 40)
    const reward = (await finish(visit.id, member!)).data
    expect(reward.periodKey).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    const second = await start(task.id, member!)
    await stayed(second.id, 40)
    expect(await finish(second.id, member!)).toMatchObject({
      code: 400,
      msg: '今日已领取过该任务的奖励，请明天再来',
    })
    const after = (await get(`${ep.frontList.path}?memberId=${member}`)).data
    expect(after.find((t: { id: string }) => t.id === task.id).canEarn).toBe(false)
  })

  it('12 parallel finishes by one member give one reward and credit the points once', async () => {
    const [member] = await memberIds(app, T, 142, 1)
    const task = await submit(runningTask())
    const before = await pointsOf(app, T, member!)
    const visits: BrowseVisit[] = []
    for (let i = 0; i < 12; i++) visits.push(await start(task.id, member!))
    for (const v of visits) await stayed(v.id, 31)
    const outcomes = await atMost(8, 12, (i) =>
      engageRun(app, T, (c) => finishBrowse(c, { visitId: visits[i]!.id, memberId: member! })).then(
        () => null,
        (e: unknown) => (e instanceof AppError ? translate(e.key, 'zh_CN', e.params) : String(e)),
      ),
    )
    expect(outcomes.filter((o) => o === null)).toHaveLength(1)
    expect(new Set(outcomes.filter((o) => o !== null))).toEqual(new Set(['您已领取过该任务的奖励']))
    expect(await rewardsOf(task.id)).toHaveLength(1)
    expect(await pointsOf(app, T, member!)).toBe(before + 8)
  })

  it('a coupon reward is issued by the promotions: the member holds the coupon', async () => {
    const [member] = await memberIds(app, T, 143, 1)
    const tpl = await post(`${couponTemplateResource.basePath}/submit`, {
      code: `BR${Date.now().toString(36)}`,
      name: '浏览券',
      kind: 'amount',
      faceFen: 300,
      validDays: 7,
      totalQuantity: 10,
      perMemberLimit: 1,
    })
    const templateId = tpl.data.id as string
    const task = await submit(
      runningTask({ rewardKind: 'coupon', rewardPoints: 0, couponTemplateId: templateId }),
    )
    const visit = await start(task.id, member!)
    await stayed(visit.id, 31)
    expect(await finish(visit.id, member!)).toMatchObject({
      code: 200,
      data: { rewardKind: 'coupon', rewardPoints: 0, couponTemplateId: templateId },
    })
    const coupons = (await get(`${couponEndpoints.page.path}?templateId=${templateId}`)).data
    expect(coupons.records.map((c: { memberId: string }) => c.memberId)).toEqual([member])
    expect((await get(`${ep.stats.path}?id=${task.id}`)).data).toMatchObject({ rewards: 1, couponsGiven: 1 })
  })

  it('another member’s browse, a stopped task and a task not started are refused', async () => {
    const [member, other] = await memberIds(app, T, 144, 2)
    const task = await submit(runningTask())
    const visit = await start(task.id, member!)
    await stayed(visit.id, 31)
    expect(await finish(visit.id, other!)).toMatchObject({ code: 400, msg: '浏览记录不存在' })
    expect((await post(`${ep.stop.path}?id=${task.id}`)).data.status).toBe('stopped')
    expect(await finish(visit.id, member!)).toMatchObject({ code: 400, msg: '活动已停止' })
    expect(await post(ep.submit.path, { ...runningTask(), id: task.id })).toMatchObject({ msg: '活动已停止' })
    const later = await submit(runningTask({ startTime: inHours(2), endTime: inHours(5) }))
    expect(await post(ep.frontStart.path, { taskId: later.id, memberId: member })).toMatchObject({
      code: 400,
      msg: '活动不在进行中',
    })
  })

  it('once rewarded, the period stays; the target, dwell and reward may change', async () => {
    const [member] = await memberIds(app, T, 146, 1)
    const task = await submit(runningTask())
    const visit = await start(task.id, member!)
    await stayed(visit.id, 31)
    await finish(visit.id, member!)
    expect(await post(ep.submit.path, { ...runningTask(), id: task.id, period: 'daily' })).toMatchObject({
      code: 400,
      msg: '任务已有领取记录，奖励周期不能再修改',
    })
    const saved = (await post(ep.submit.path, { ...runningTask(), id: task.id, dwellSeconds: 5 })).data
    expect(saved).toMatchObject({ dwellSeconds: 5, rewards: 1, visits: 1 })
  })

  it('the configuration calls need their buttons and the front calls shop_front: a clerk gets 403; another tenant sees nothing', async () => {
    const clerk = await tokenFor(app, T, 'clerk')
    expect(await get(ep.page.path, clerk)).toMatchObject({ code: 403 })
    expect(await post(ep.submit.path, runningTask(), clerk)).toMatchObject({ code: 403 })
    expect(await post(ep.frontStart.path, { taskId: '1', memberId: '1' }, clerk)).toMatchObject({ code: 403 })
    const task = await submit(runningTask())
    const other = await tokenFor(app, '100002', 'admin')
    const [theirs] = await memberIds(app, '100002', 0, 1)
    expect(await get(`${ep.detail.path}?id=${task.id}`, other)).toMatchObject({ code: 404 })
    expect(await post(ep.frontStart.path, { taskId: task.id, memberId: theirs }, other)).toMatchObject({
      code: 404,
    })
  })

  it('each demo tenant has a running daily task its members earned through the real finish, and a stopped one', async () => {
    for (const tenant of [T, '100002']) {
      const token = tenant === T ? admin : await tokenFor(app, tenant, 'admin')
      const page = (await get(`${ep.page.path}?name=${encodeURIComponent('浏览新品专区')}`, token)).data
      expect(page.records[0]).toMatchObject({ status: 'running', period: 'daily', visits: 6, rewards: 6 })
      const stats = (await get(`${ep.stats.path}?id=${page.records[0].id}`, token)).data
      expect(stats).toEqual({ visits: 6, rewards: 6, members: 6, pointsGiven: 30, couponsGiven: 0 })
      const past = (await get(`${ep.page.path}?status=stopped&name=${encodeURIComponent('逛逛')}`, token))
        .data
      expect(past.records[0]).toMatchObject({ targetKind: 'goods' })
    }
  })
})
