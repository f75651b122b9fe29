import type { FastifyInstance } from 'fastify'
import { count, eq } from 'drizzle-orm'
import {
  couponEndpoints,
  couponTemplateResource,
  crowdPackResource,
  type CouponIssueTask,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { orgCalls } from '../org/test-helpers'
import { issueNextBatch } from './crowd-issue-service'
import { promCoupon, promCouponIssue } from './schema'

const INSIDER = '/api/store-insider'

/** Issue 24: coupons issued to a crowd pack's members, batched, idempotent, with progress. */
describe(`coupons issued to a crowd pack (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let calls: ReturnType<typeof orgCalls>
  const tenantId = '100001'
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>) => app.db.withTenant({ tenantId }, fn)
  let made = 0

  /** A pack of `size` new members found by a name prefix of their own. */
  const pack = async (size: number) => {
    const prefix = `券${calls.run}${made++}`
    const brandId = (await calls.get(admin, `${INSIDER}/brand/optionlist`)).json().data[0].brandId
    const members: string[] = []
    for (let i = 0; i < size; i++) {
      const res = await calls.post(admin, `${INSIDER}/insider/submit`, {
        cardNo: `Q${calls.run}-${made}-${i}`,
        name: `${prefix}-${i}`,
        phone: calls.phone(),
        brandId,
        registerDate: '2026-01-15',
      })
      members.push(res.json().data.id)
    }
    const saved = await calls.post(admin, `${crowdPackResource.basePath}/submit`, {
      packName: calls.name(`发券人群${made}`),
      filters: JSON.stringify({ name: prefix }),
    })
    return { packId: saved.json().data.id as string, members }
  }
  const template = async (totalQuantity: number) =>
    (
      await calls.post(admin, `${couponTemplateResource.basePath}/submit`, {
        code: `CQ${calls.run}${made++}`,
        name: '人群券',
        kind: 'amount',
        faceFen: 500,
        validDays: 7,
        totalQuantity,
        perMemberLimit: 1,
      })
    ).json().data.id as string
  const issuePack = (body: object) =>
    app.inject({ method: 'POST', url: couponEndpoints.issuePack.path, headers: auth(admin), payload: body })
  const progress = async (id: string): Promise<CouponIssueTask> =>
    (await app.inject({ url: `${couponEndpoints.issueTask.path}?id=${id}`, headers: auth(admin) })).json()
      .data
  const couponsOf = (templateId: string) =>
    inTenant((tx) =>
      tx
        .select({ memberId: promCoupon.memberId })
        .from(promCoupon)
        .where(eq(promCoupon.templateId, templateId)),
    )

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, tenantId, 'admin')
  })
  afterAll(() => app.close())

  it('a job gives every member of the pack one coupon; those at the per-member limit are skipped; the same request key starts nothing more', async () => {
    const { packId, members } = await pack(4)
    const templateId = await template(10)
    const single = await app.inject({
      method: 'POST',
      url: couponEndpoints.issue.path,
      headers: auth(admin),
      payload: { templateId, memberIds: [members[0]] },
    })
    expect(single.json().data).toEqual({ issued: 1 })
    const requestKey = `K${calls.run}${made++}`
    const started = await issuePack({ templateId, packId, requestKey })
    expect(started.json().data).toMatchObject({ total: 4, templateId, packId })
    let task = started.json().data as CouponIssueTask
    for (let i = 0; i < 100 && task.status === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 100))
      task = await progress(task.id)
    }
    expect(task).toMatchObject({ status: 'done', total: 4, issued: 3, skipped: 1, error: null })
    expect((await couponsOf(templateId)).map((c) => c.memberId).sort()).toEqual([...members].sort())

    const again = (await issuePack({ templateId, packId, requestKey })).json().data
    expect(again).toMatchObject({ id: task.id, status: 'done', issued: 3 })
    expect(await couponsOf(templateId)).toHaveLength(4)
  })

  it('batch by batch: progress after each; a batch run again gives no member a second coupon', async () => {
    const { packId, members } = await pack(5)
    const templateId = await template(100)
    const taskId = await inTenant(async (tx) => {
      const id = app.ids.next()
      await tx
        .insert(promCouponIssue)
        .values({ id, requestKey: `B${calls.run}${made++}`, templateId, packId, total: 5 })
      return id
    })
    const batch = () => inTenant((tx) => issueNextBatch(tx, app.ids, taskId, 2))
    expect(await batch()).toBe(true)
    expect(await progress(taskId)).toMatchObject({ status: 'running', issued: 2 })
    // a crash after the coupons but before the cursor: the batch is done again from the same place
    await inTenant((tx) =>
      tx.update(promCouponIssue).set({ cursor: null }).where(eq(promCouponIssue.id, taskId)),
    )
    expect(await batch()).toBe(true)
    expect(await batch()).toBe(true)
    expect(await batch()).toBe(true)
    expect(await batch()).toBe(false)
    expect((await progress(taskId)).status).toBe('done')
    const perMember = await inTenant((tx) =>
      tx
        .select({ memberId: promCoupon.memberId, n: count() })
        .from(promCoupon)
        .where(eq(promCoupon.templateId, templateId))
        .groupBy(promCoupon.memberId),
    )
    expect(perMember.map((r) => [r.memberId, Number(r.n)]).sort()).toEqual(members.map((m) => [m, 1]).sort())
  })

  it('a pack larger than the quantity left, or a pack that is gone, is refused and nothing is issued', async () => {
    const { packId } = await pack(3)
    const templateId = await template(2)
    const refused = await issuePack({ templateId, packId, requestKey: `R${calls.run}${made++}` })
    expect(refused.json()).toMatchObject({ code: 400, msg: '优惠券“人群券”还可发放 2 张，本次要发 3 张' })
    const gone = await issuePack({ templateId, packId: app.ids.next(), requestKey: `R${calls.run}${made++}` })
    expect(gone.json()).toMatchObject({ code: 400, msg: '人群包不存在或已删除' })
    expect(await couponsOf(templateId)).toHaveLength(0)
  })
})
