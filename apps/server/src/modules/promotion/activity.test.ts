import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { activityEndpoints as ep, workflowEndpoints, type Activity } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { userByAccount } from '../user'
import { pendingTasks } from '../workflow'
import { promActivity } from './schema'
import { DEMO_IN_REVIEW } from './seed'

const fmt = (d: Date) => d.toISOString().slice(0, 19).replace('T', ' ')
const DAY = 86_400_000

const input = (code: string, over: Record<string, unknown> = {}) => ({
  code,
  name: `整单满减 ${code}`,
  promType: 4,
  form: 'tiered',
  sceneCode: 'POS',
  layer: 'order',
  exclusivity: 'exclusive',
  priority: 5,
  startTime: fmt(new Date(Date.now() - DAY)),
  endTime: fmt(new Date(Date.now() + 30 * DAY)),
  weekdays: [],
  hours: [],
  scope: { channels: ['STORE'], excludeGoodsIds: ['1'] },
  tiers: [
    { threshold: 10000, unit: 'fen', value: 1000 },
    { threshold: 20000, unit: 'fen', value: 2500 },
  ],
  perMemberLimit: 1,
  totalLimit: null,
  budgetFen: 100000,
  slogan: null,
  remark: null,
  ...over,
})

/** Issue 24 "Data and lifecycle": activities saved as drafts, reviewed through the workflow, run by time. */
describe(`promotion activities (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let manager: string
  let clerk: string
  const run = Date.now().toString(36).toUpperCase()

  const get = (token: string, url: string) => app.inject({ url, headers: auth(token) })
  const post = (token: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url, headers: auth(token), payload })
  const save = async (code: string, over: Record<string, unknown> = {}, lang = 'zh_CN') =>
    post(admin, `${ep.submit.path}?lang=${lang}`, input(code, over))
  const stored = (id: string) =>
    app.db.withSystem((tx) => tx.select().from(promActivity).where(eq(promActivity.id, id)))
  /** the manager's task: the review goes to each promotion reviewer (the administrator and the manager) */
  const reviewTask = async (instanceId: string) => {
    const tenantId = '100001'
    const mine = await app.db.withTenant({ tenantId }, async (tx) => {
      const reviewer = await userByAccount(tx, 'manager')
      const tasks = await pendingTasks({ tx, ids: app.ids, tenantId }, instanceId)
      return tasks.filter((t) => t.assigneeId === reviewer!.id)
    })
    return mine[0]!.id
  }
  const review = async (activity: Activity, pass: boolean) => {
    const taskId = await reviewTask(activity.processInstanceId!)
    const res = await post(manager, workflowEndpoints.complete.path, {
      taskId,
      pass,
      comment: pass ? '同意' : '预算过高',
    })
    expect(res.json()).toMatchObject({ success: true })
    return (await get(admin, `${ep.detail.path}?id=${activity.id}`)).json().data as Activity
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    manager = await tokenFor(app, '100001', 'manager')
    clerk = await tokenFor(app, '100001', 'clerk')
  })
  afterAll(() => app.close())

  it('the demo tenant holds every type 1–4 in several states, one of them in review, one with a promotion code', async () => {
    const page = (await get(admin, `${ep.page.path}?size=100`)).json().data
    const records = page.records as Activity[]
    expect(new Set(records.map((r) => r.promType))).toEqual(new Set([1, 2, 3, 4]))
    expect(new Set(records.map((r) => r.status))).toEqual(
      new Set(['draft', 'review', 'scheduled', 'active', 'paused', 'ended']),
    )
    const queue = (await get(admin, `${ep.page.path}?status=review`)).json().data.records as Activity[]
    expect(queue.map((r) => r.code)).toEqual([DEMO_IN_REVIEW])
    // the Wednesday draft needs its promotion code entered
    expect(records.find((r) => r.code === 'P-ORDER-02')?.promoCode).toBe('WED20')
  })

  it('a draft is saved with its scope, tiers and limits; bad input is refused with a clear message and saves nothing', async () => {
    const saved = await save(`A${run}`)
    expect(saved.json()).toMatchObject({
      success: true,
      data: { status: 'draft', promType: 4, budgetFen: 100000, scope: { channels: ['STORE'] } },
    })
    const count = async () => (await get(admin, `${ep.page.path}?name=${run}`)).json().data.total
    const before = await count()
    const cases: [Record<string, unknown>, string][] = [
      [{ promType: 5 }, 'Wrong promotion type: 5 (only 1 set, 2 single item, 3 series, 4 whole order)'],
      [{ promType: 0 }, 'Wrong promotion type: 0 (only 1 set, 2 single item, 3 series, 4 whole order)'],
      [{ endTime: input('x').startTime }, 'The end time must be after the start time'],
      [
        {
          tiers: [
            { threshold: 200, unit: 'fen', value: 1 },
            { threshold: 100, unit: 'fen', value: 2 },
          ],
        },
        'Tier thresholds must increase from one tier to the next',
      ],
      [{ sceneCode: 'NOPE' }, 'No promotion scene “NOPE”'],
      [{ code: `A${run}` }, `The activity code “A${run}” is already used`],
    ]
    for (const [over, msg] of cases) {
      const res = await save(`B${run}`, over, 'en')
      expect(res.json()).toMatchObject({ code: 400, success: false, msg })
    }
    expect(await count()).toBe(before)
  })

  it('review through the workflow: submit starts promotion_review; approval makes it active (start passed); it may then not be edited', async () => {
    const draft = (await save(`R${run}`)).json().data as Activity
    const submitted = (await post(admin, ep.submitReview.path, { id: draft.id })).json().data as Activity
    expect(submitted).toMatchObject({ status: 'review', processInstanceId: expect.any(String) })
    const approved = await review(submitted, true)
    expect(approved.status).toBe('active')
    expect((await stored(draft.id))[0]!.status).toBe('scheduled')
    const edit = await post(admin, ep.submit.path, { ...input(`R${run}`), id: draft.id })
    expect(edit.json().msg).toBe(`活动“${draft.name}”不是草稿，不能修改或删除`)
  })

  it('a rejected review sends the activity back to draft; a future start stays scheduled after approval', async () => {
    const future = { startTime: fmt(new Date(Date.now() + 5 * DAY)) }
    const draft = (await save(`J${run}`, future)).json().data as Activity
    const submitted = (await post(admin, ep.submitReview.path, { id: draft.id })).json().data as Activity
    expect((await review(submitted, false)).status).toBe('draft')
    const again = (await post(admin, ep.submitReview.path, { id: draft.id })).json().data as Activity
    expect((await review(again, true)).status).toBe('scheduled')
  })

  it('pause, resume and end follow the status machine; a step out of order is refused with where it stands', async () => {
    const draft = (await save(`P${run}`)).json().data as Activity
    const state = (action: string, lang = 'zh_CN') =>
      post(admin, `${ep.changeState.path}?lang=${lang}`, { id: draft.id, action })
    expect((await state('pause')).json().msg).toBe(`活动“${draft.name}”当前状态为草稿，不能暂停`)
    await review((await post(admin, ep.submitReview.path, { id: draft.id })).json().data, true)
    expect((await state('resume', 'en')).json().msg).toBe(
      `The activity “${draft.name}” is Active: it cannot be resumed`,
    )
    expect((await state('pause')).json().data.status).toBe('paused')
    expect((await state('resume')).json().data.status).toBe('active')
    expect((await state('end')).json().data.status).toBe('ended')
    expect((await state('resume')).json()).toMatchObject({
      code: 400,
      msg: `活动“${draft.name}”当前状态为已结束，不能恢复`,
    })
    const [row] = await stored(draft.id)
    expect(row!.status).toBe('ended')
  })

  it('only drafts are removed', async () => {
    const draft = (await save(`D${run}`)).json().data as Activity
    const active = (await get(admin, `${ep.page.path}?status=active&size=1`)).json().data
      .records[0] as Activity
    const refused = await post(admin, `${ep.remove.path}?ids=${draft.id},${active.id}`, {})
    expect(refused.json().success).toBe(false)
    expect((await stored(draft.id))[0]!.isDeleted).toBe(0)
    expect((await post(admin, `${ep.remove.path}?ids=${draft.id}`, {})).json().success).toBe(true)
    expect((await stored(draft.id))[0]!.isDeleted).toBe(1)
  })

  it('a role without the activity buttons may neither read nor write activities', async () => {
    expect((await get(clerk, ep.page.path)).statusCode).toBe(403)
    expect((await post(clerk, ep.submit.path, input(`C${run}`))).statusCode).toBe(403)
    expect((await post(clerk, ep.changeState.path, { id: '1', action: 'pause' })).statusCode).toBe(403)
  })
})
