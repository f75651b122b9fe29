import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import {
  memberResource,
  distributionEndpoints as ep,
  shopOrderEndpoints,
  type Distributor,
  type ShopOrderDetail,
} from '@store/contract'
import { job } from '../../core/jobs/schema'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { shopCalls, takeOffSale } from '../shop/test-kit'
import { releaseCommission } from './commission-orders'
import { RELEASE_JOB } from './jobs'
import { memberIds } from '../insider/test-kit'
import { engageRun } from './test-kit'

const DAY = 86_400_000

/** Issue 26, distribution centre: attribution, frozen commission, release, refunds and withdrawals. */
describe(`Distribution centre (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let shop: ReturnType<typeof shopCalls>
  let goods: { id: string; goodsId: string }
  let distributor: Distributor
  let buyer: string
  const T = '100001'
  const run = Date.now().toString(36)
  const post = async (url: string, payload?: object) =>
    (await app.inject({ method: 'POST', url, headers: auth(admin), payload })).json()
  const get = async (url: string) => (await app.inject({ url, headers: auth(admin) })).json()
  const mine = async () =>
    (await get(`${ep.frontMine.path}?memberId=${distributor.memberId}`)).data as Distributor
  const buy = async (
    key: string,
    memberId = buyer,
    inviteCode = distributor.code,
  ): Promise<ShopOrderDetail> =>
    (await shop.checkout(goods.id, 2, `${run}-${key}`, { memberId, inviteCode })).data
  const release = (orderId: string, at: Date) =>
    engageRun(app, T, (c) => releaseCommission(c.tx, c.ids, orderId, at))
  /** what the level's 10% rule and the goods' 20% rule give on the order */
  const commissionOf = (order: ShopOrderDetail) =>
    order.lines.reduce((s, l) => s + Math.floor((l.payableFen * 2000) / 10_000), 0)

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, T, 'admin')
    shop = shopCalls(app, admin)
    const [master] = await shop.masterGoods(false, 30, 1)
    goods = (await shop.putOnSale(master!.id, 100, 5000)).data
    const [member, other] = await memberIds(app, T, 40, 2)
    buyer = other!
    // on PostgreSQL the database outlives the file: the level's rules start afresh
    const rules: { id: string; level: number }[] = (await get(ep.rules.path)).data
    const levelOne = rules.filter((r) => r.level === 1).map((r) => r.id)
    if (levelOne.length) await post(`${ep.ruleRemove.path}?ids=${levelOne.join(',')}`)
    expect((await post(ep.ruleSubmit.path, { level: 1, rateBp: 1000 })).code).toBe(200)
    expect((await post(ep.ruleSubmit.path, { level: 1, goodsId: goods.goodsId, rateBp: 2000 })).code).toBe(
      200,
    )
    const applied: Distributor = (await post(ep.frontApply.path, { memberId: member })).data
    expect(applied.status).toBe('pending')
    distributor = (await post(ep.approve.path, { id: applied.id, level: 1 })).data
  })
  afterAll(async () => {
    await takeOffSale(app, admin, [goods.id])
    await app.close()
  })

  it('a level has one rule per goods and one for all goods: a second is refused', async () => {
    expect(await post(ep.ruleSubmit.path, { level: 1, rateBp: 500 })).toMatchObject({
      code: 400,
      msg: '该等级已有此商品的佣金规则',
    })
  })

  it('a paid order placed with the code freezes its commission, and the release job is queued for the end of the window', async () => {
    const before = await mine()
    const order = await buy('paid')
    await shop.pay(order.id)
    const after = await mine()
    expect(after.frozenFen - before.frozenFen).toBe(commissionOf(order))
    expect(after.availableFen).toBe(before.availableFen)
    const queued = await app.db.withSystem((tx) => tx.select().from(job).where(eq(job.name, RELEASE_JOB)))
    expect(queued.some((j) => (j.payload as { orderId: string }).orderId === order.id)).toBe(true)
    expect(await release(order.id, new Date())).toBe(false)
    expect(await release(order.id, new Date(Date.now() + 8 * DAY))).toBe(true)
    expect(await release(order.id, new Date(Date.now() + 9 * DAY))).toBe(false)
    const released = await mine()
    expect(released.frozenFen).toBe(before.frozenFen)
    expect(released.availableFen - before.availableFen).toBe(commissionOf(order))
    const ledger = (await get(`${ep.ledger.path}?distributorId=${distributor.id}&size=100`)).data.records
    expect(
      ledger
        .filter((e: { orderNo: string }) => e.orderNo === order.orderNo)
        .map((e: { kind: string }) => e.kind),
    ).toEqual(['release', 'commission'])
  })

  it('a refunded order’s frozen commission is cancelled and never becomes withdrawable', async () => {
    const before = await mine()
    const order = await buy('refunded')
    await shop.pay(order.id)
    expect((await mine()).frozenFen - before.frozenFen).toBe(commissionOf(order))
    await shop.post(shopOrderEndpoints.cancel.path, { id: order.id, reason: '测试退款' })
    const after = await mine()
    expect(after.frozenFen).toBe(before.frozenFen)
    expect(await release(order.id, new Date(Date.now() + 8 * DAY))).toBe(false)
    expect((await mine()).availableFen).toBe(before.availableFen)
  })

  it('an unknown code or the distributor’s own code attributes nothing, and the checkout still succeeds', async () => {
    const before = await mine()
    const unknown = await buy('unknown', buyer, 'NOSUCHCODE')
    const own = await buy('own', distributor.memberId)
    await shop.pay(unknown.id)
    await shop.pay(own.id)
    expect((await mine()).frozenFen).toBe(before.frozenFen)
  })

  it('a withdrawal never exceeds the available balance; a refused one gives the amount back, an approved one pays it out', async () => {
    const { availableFen } = await mine()
    expect(availableFen).toBeGreaterThan(1)
    const tooMuch = await post(ep.frontWithdraw.path, {
      memberId: distributor.memberId,
      amountFen: availableFen + 1,
    })
    expect(tooMuch).toMatchObject({
      code: 400,
      msg: `提现金额超出可提现余额（可提现 ¥${(availableFen / 100).toFixed(2)}）`,
    })
    const first = (
      await post(ep.frontWithdraw.path, { memberId: distributor.memberId, amountFen: availableFen })
    ).data
    expect((await mine()).availableFen).toBe(0)
    expect((await post(ep.withdrawalRefuse.path, { id: first.id, reason: '账户信息有误' })).data.status).toBe(
      'refused',
    )
    expect((await mine()).availableFen).toBe(availableFen)
    expect(await post(`${ep.withdrawalApprove.path}?id=${first.id}`)).toMatchObject({
      code: 400,
      msg: '该申请已审核',
    })
    const second = (await post(ep.frontWithdraw.path, { memberId: distributor.memberId, amountFen: 1 })).data
    expect((await post(`${ep.withdrawalApprove.path}?id=${second.id}`)).data.status).toBe('approved')
    expect((await mine()).availableFen).toBe(availableFen - 1)
    const stats = (await get(ep.stats.path)).data
    expect(stats.withdrawnFen).toBeGreaterThanOrEqual(1)
    expect(stats.approved).toBeGreaterThanOrEqual(1)
  })

  it('a member who is not an approved distributor cannot withdraw; a refused applicant may apply again', async () => {
    const [member] = await memberIds(app, T, 45, 1)
    const applied: Distributor = (await post(ep.frontApply.path, { memberId: member })).data
    expect(await post(ep.frontWithdraw.path, { memberId: member, amountFen: 1 })).toMatchObject({
      code: 400,
      msg: '该会员不是已审核的分销员',
    })
    expect((await post(ep.refuse.path, { id: applied.id, reason: '资料不全' })).data).toMatchObject({
      status: 'refused',
      refuseReason: '资料不全',
    })
    expect((await post(ep.frontApply.path, { memberId: member })).data).toMatchObject({
      id: applied.id,
      status: 'pending',
      code: applied.code,
    })
  })

  it('the demo tenant has rules for the three levels and distributors approved, pending and refused', async () => {
    const rules: { level: number; goodsId: string | null; rateBp: number }[] = (await get(ep.rules.path)).data
    expect(rules.filter((r) => r.goodsId === null && r.level > 1).map((r) => [r.level, r.rateBp])).toEqual([
      [2, 800],
      [3, 1200],
    ])
    for (const status of ['approved', 'pending', 'refused'])
      expect((await get(`${ep.distributorPage.path}?status=${status}`)).data.total).toBeGreaterThan(0)
  })

  it('the distributors and the withdrawal requests name their members (read through the insider module)', async () => {
    const name = (await get(`${memberResource.basePath}/detail?id=${distributor.memberId}`)).data.name
    expect(name).toBeTruthy()
    expect(distributor.memberName).toBe(name)
    const listed = (await get(`${ep.distributorPage.path}?code=${distributor.code}`)).data.records
    expect(listed.map((d: Distributor) => d.memberName)).toEqual([name])
    const requests = (await get(`${ep.withdrawalPage.path}?size=100`)).data.records.filter(
      (w: { memberId: string }) => w.memberId === distributor.memberId,
    )
    expect(requests.length).toBeGreaterThan(0)
    expect(new Set(requests.map((w: { memberName: string }) => w.memberName))).toEqual(new Set([name]))
  })
})
