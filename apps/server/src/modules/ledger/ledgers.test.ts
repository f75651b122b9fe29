import type { FastifyInstance } from 'fastify'
import { asc, eq, sql } from 'drizzle-orm'
import { blockId } from '../../core/db/bulk'
import { INSIDER_API } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { orgCalls } from '../org/test-helpers'
import { createTenant, uniqueTenantId } from '../sms/test-tenant'
import { insiderBrand, insiderMember } from '../insider/schema'
import { POINTS_SWEEP_JOB } from './maturity'
import { ledgerEvent, ledgerGradeChange, ledgerPointsLot } from './schema'
import { seedDemoLedgers, seedLedgerHistory } from './seed'
import {
  changeGrowth,
  earnPoints,
  earnPointsForPurchase,
  memberBalance,
  refundPoints,
  refundWallet,
  spendPoints,
  spendWallet,
  topUpWallet,
} from './service'

const DAY_MS = 86_400_000
const ADJUST = `${INSIDER_API}/points/adjust`
const POINTS_LIST = `${INSIDER_API}/points/list`
const BALANCE = `${INSIDER_API}/insider/myBalance`
const RULES = `${INSIDER_API}/insiderRule/findAllPointsRule`
const UPDATE_RULES = `${INSIDER_API}/insiderRule/updateRule`

/** Issue 8 part 4 / spec §7 member calls: the ledgers' rules, through their service and their routes. */
describe(`member ledgers (${engineName})`, () => {
  let app: FastifyInstance
  let calls: ReturnType<typeof orgCalls>
  let admin: string
  let clerk: string
  let ownAdmin: string
  const ownTenant = uniqueTenantId('ldr')
  const ctx = (at = new Date()) => ({ ids: app.ids, userId: null, at })
  const inTenant = <T>(fn: (tx: Tx) => Promise<T>, tenantId = '100001') => app.db.withTenant({ tenantId }, fn)
  const balanceOf = (memberId: string) => inTenant((tx) => memberBalance(tx, memberId))
  const lotsOf = (memberId: string) =>
    inTenant((tx) =>
      tx
        .select({
          id: ledgerPointsLot.id,
          remaining: ledgerPointsLot.remaining,
          frozen: ledgerPointsLot.frozen,
        })
        .from(ledgerPointsLot)
        .where(eq(ledgerPointsLot.memberId, memberId))
        .orderBy(asc(ledgerPointsLot.id)),
    )
  /** A member of 100001 of its own: no history, so every balance starts at 0. */
  const newMember = () =>
    inTenant(async (tx) => {
      const [brand] = await tx.select({ id: insiderBrand.id }).from(insiderBrand).limit(1)
      const id = app.ids.next()
      const phone = `1${id.slice(-10)}`
      await tx.insert(insiderMember).values({
        id,
        cardNo: `T${id}`,
        name: '账本测试',
        phone,
        brandId: brand!.id,
        registerDate: '2026-11-01',
      })
      return id
    })
  const adjust = (token: string, body: object, lang = 'zh_CN') =>
    calls.post(token, `${ADJUST}?lang=${lang}`, body)

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    await createTenant(app, ownTenant, [{ account: 'boss', admin: true }])
    ownAdmin = await tokenFor(app, ownTenant, 'boss')
  })
  afterAll(() => app.close())

  it('the administrator adjusts points with a reason; the points tab shows it; the same event key again changes nothing', async () => {
    const memberId = await newMember()
    const body = { memberId, points: 300, reason: '线下活动补录', eventKey: `adj-${calls.run}-1` }
    const first = (await adjust(admin, body)).json()
    expect(first).toMatchObject({
      code: 200,
      data: {
        memberId,
        replayed: false,
        entries: [{ kind: 'points', changeType: 'adjust', amount: 300, balanceAfter: 300 }],
      },
    })
    const again = (await adjust(admin, { ...body, points: 999 })).json()
    expect(again.data).toEqual({ ...first.data, replayed: true })
    expect((await balanceOf(memberId)).points).toBe(300)

    const down = (await adjust(admin, { ...body, points: -120, eventKey: `adj-${calls.run}-2` })).json()
    expect(down.data.entries).toEqual([
      { kind: 'points', changeType: 'adjust', amount: -120, balanceAfter: 180 },
    ])
    const page = (await calls.get(clerk, `${POINTS_LIST}?memberId=${memberId}`)).json().data
    expect(page).toMatchObject({ total: 2, current: 1, size: 10, pages: 1 })
    expect(page.records).toEqual([
      expect.objectContaining({
        amount: '-120',
        balanceAfter: '180',
        remark: '线下活动补录',
        eventKey: body.eventKey.replace(/1$/, '2'),
      }),
      expect.objectContaining({ amount: '300', balanceAfter: '300', changeType: 'adjust', kind: 'points' }),
    ])
  })

  it('taking more than the balance is refused in the caller’s language and changes nothing; a reason is required', async () => {
    const memberId = await newMember()
    await adjust(admin, { memberId, points: 50, reason: '补录', eventKey: `short-${calls.run}-0` })
    const too = (lang: string) =>
      adjust(admin, { memberId, points: -80, reason: '扣减', eventKey: `short-${calls.run}-${lang}` }, lang)
    expect((await too('zh_CN')).json()).toMatchObject({
      code: 400,
      success: false,
      msg: '积分不足：当前可用 50，需要 80',
    })
    expect((await too('zh_HK')).json().msg).toBe('積分不足：目前可用 50，需要 80')
    expect((await too('en')).json().msg).toBe('Not enough points: 50 available, 80 needed')
    expect(
      (await adjust(admin, { memberId, points: 5, reason: '  ', eventKey: `r-${calls.run}` })).json(),
    ).toMatchObject({
      code: 400,
      msg: expect.stringContaining('调整原因'),
    })
    expect((await adjust(admin, { memberId, points: 5, eventKey: `r-${calls.run}` }, 'en')).json().msg).toBe(
      'Invalid request: Reason is required',
    )
    expect(
      (await adjust(admin, { memberId, points: 0, reason: 'x', eventKey: `z-${calls.run}` })).json().msg,
    ).toBe('调整数量不能为 0')
    expect(await balanceOf(memberId)).toMatchObject({ points: 50 })
    expect((await calls.get(admin, `${POINTS_LIST}?memberId=${memberId}`)).json().data.total).toBe(1)
  })

  it('the clerk reads every ledger tab and the balances but may not adjust points nor read or change the rules', async () => {
    const memberId = await newMember()
    await inTenant((tx) => seedLedgerHistory(tx, app.ids, [memberId]))
    for (const path of [
      'points/list',
      'crmGrowthValueMessage/insiderGrowthList',
      'GoldCoinExchange/getPage',
    ]) {
      const res = (await calls.get(clerk, `${INSIDER_API}/${path}?memberId=${memberId}`)).json()
      expect(res.code).toBe(200)
      expect(res.data.total).toBeGreaterThan(0)
    }
    expect((await calls.get(clerk, `${BALANCE}?memberId=${memberId}`)).json().code).toBe(200)
    expect(
      (await adjust(clerk, { memberId, points: 1, reason: 'x', eventKey: `c-${calls.run}` })).statusCode,
    ).toBe(403)
    expect((await calls.get(clerk, RULES)).statusCode).toBe(403)
    expect(
      (
        await calls.post(clerk, UPDATE_RULES, {
          pointsPerYuan: '2',
          expiryMonths: 1,
          freezeDays: 0,
          enabled: 1,
        })
      ).statusCode,
    ).toBe(403)
    expect((await balanceOf(memberId)).points).toBeGreaterThan(0)
  })

  it('the demo history agrees with itself: every tab has rows, the balances are their sums, old points expired, recent ones frozen', async () => {
    const block = app.ids.reserve(3)
    await inTenant((tx) =>
      seedDemoLedgers(tx, app.ids, block, { thresholds: [{ gradeId: '7', minGrowth: 100 }] }),
    )
    const members = await inTenant(async (tx) =>
      (
        await tx.execute(
          sql`SELECT (${blockId(block, sql`n`)})::text AS id FROM generate_series(0, 2) AS n ORDER BY n`,
        )
      ).rows.map((r) => (r as { id: string }).id),
    )
    for (const m of members) {
      const balance = (await calls.get(admin, `${BALANCE}?memberId=${m}`)).json().data
      expect(balance.frozenPoints).toBeGreaterThan(0)
      expect(balance.wallet.bonus).not.toBe('0.00')
      const lots = await lotsOf(m)
      expect(lots.filter((l) => l.frozen === 0).reduce((n, l) => n + l.remaining, 0)).toBe(balance.points)
      const types = (await calls.get(admin, `${POINTS_LIST}?memberId=${m}&size=100`))
        .json()
        .data.records.map((r: { changeType: string }) => r.changeType)
      expect(new Set(types)).toEqual(new Set(['earn', 'spend', 'expire', 'unfreeze']))
    }
    for (const m of members) {
      const grades = await inTenant((tx) =>
        tx.select().from(ledgerGradeChange).where(eq(ledgerGradeChange.memberId, m)),
      )
      expect(grades).toEqual([expect.objectContaining({ oldGradeId: null, newGradeId: '7' })])
    }
    // the copies are the first member's history under their own ids and event keys
    const keysOf = async (memberId: string) =>
      (
        await inTenant((tx) =>
          tx
            .select({ key: ledgerEvent.eventKey })
            .from(ledgerEvent)
            .where(eq(ledgerEvent.memberId, memberId)),
        )
      ).map(({ key }) => key)
    const [first, copy] = [await keysOf(members[0]!), await keysOf(members[2]!)]
    expect(copy).toHaveLength(first.length)
    expect(copy.filter((key) => first.includes(key))).toEqual([])
    expect(copy).toContain(`demo:${members[2]}:welcome`)
  })

  it('points rules: the defaults until saved; purchases then earn by the saved rules, frozen for the after-sale window', async () => {
    expect((await calls.get(ownAdmin, RULES)).json().data).toEqual({
      pointsPerYuan: '1.00',
      expiryMonths: 12,
      freezeDays: 7,
      enabled: 1,
    })
    const rule = { pointsPerYuan: '2.5', expiryMonths: 6, freezeDays: 3, enabled: 1 }
    expect((await calls.post(ownAdmin, UPDATE_RULES, rule)).json().data).toEqual({
      ...rule,
      pointsPerYuan: '2.50',
    })
    expect((await calls.get(ownAdmin, `${RULES}?tenantId=${ownTenant}`)).json().data.freezeDays).toBe(3)
    expect((await calls.get(ownAdmin, `${RULES}?tenantId=100001`)).json()).toMatchObject({
      code: 400,
      msg: '只能查询本租户的数据',
    })
    expect((await calls.post(ownAdmin, UPDATE_RULES, { ...rule, freezeDays: 400 })).json().code).toBe(400)

    const memberId = await newMember()
    const at = new Date()
    const receipt = await inTenant(
      (tx) => earnPointsForPurchase(tx, ctx(at), { memberId, eventKey: `buy-${calls.run}`, paid: '99.90' }),
      ownTenant,
    )
    expect(receipt.entries).toEqual([
      { kind: 'points_frozen', changeType: 'earn', amount: 249, balanceAfter: 249 },
    ])
    const [lot] = await inTenant(
      (tx) => tx.select().from(ledgerPointsLot).where(eq(ledgerPointsLot.memberId, memberId)),
      ownTenant,
    )
    expect(lot!.frozenUntil!.getTime()).toBe(at.getTime() + 3 * DAY_MS)
    const expiry = new Date(at)
    expiry.setUTCMonth(expiry.getUTCMonth() + 6)
    expect(lot!.expiresAt).toEqual(expiry)
    // Frozen points are not spendable.
    await expect(
      inTenant(
        (tx) => spendPoints(tx, ctx(), { memberId, eventKey: `use-${calls.run}`, points: 1 }),
        ownTenant,
      ),
    ).rejects.toMatchObject({ key: 'ledgerPointsInsufficient' })
    // Once the window has passed, a spend settles the lot first and may use it.
    const later = new Date(at.getTime() + 4 * DAY_MS)
    const spent = await inTenant(
      (tx) => spendPoints(tx, ctx(later), { memberId, eventKey: `use-${calls.run}`, points: 200 }),
      ownTenant,
    )
    expect(spent.entries).toEqual([{ kind: 'points', changeType: 'spend', amount: -200, balanceAfter: 49 }])

    await calls.post(ownAdmin, UPDATE_RULES, { ...rule, enabled: 0 })
    const none = await inTenant(
      (tx) => earnPointsForPurchase(tx, ctx(), { memberId, eventKey: `buy2-${calls.run}`, paid: '500' }),
      ownTenant,
    )
    expect(none.entries).toEqual([])
  })

  it('a spend takes the lots that expire first; its refund goes back to exactly those lots, once', async () => {
    const memberId = await newMember()
    const at = new Date()
    const lot = (key: string, points: number, days: number | null) =>
      inTenant((tx) =>
        earnPoints(tx, ctx(at), {
          memberId,
          eventKey: `${key}-${calls.run}`,
          points,
          frozenUntil: null,
          expiresAt: days === null ? null : new Date(at.getTime() + days * DAY_MS),
        }),
      )
    await lot('forever', 100, null)
    await lot('late', 100, 90)
    await lot('soon', 100, 10)
    const spendKey = `spend-${calls.run}`
    await inTenant((tx) => spendPoints(tx, ctx(at), { memberId, eventKey: spendKey, points: 150 }))
    // lots in creation order: forever, late, soon
    expect((await lotsOf(memberId)).map((l) => l.remaining)).toEqual([100, 50, 0])

    await inTenant((tx) =>
      spendPoints(tx, ctx(at), { memberId, eventKey: `spend2-${calls.run}`, points: 60 }),
    )
    expect((await lotsOf(memberId)).map((l) => l.remaining)).toEqual([90, 0, 0])
    const refund = await inTenant((tx) =>
      refundPoints(tx, ctx(at), { eventKey: `refund-${calls.run}`, spendEventKey: spendKey }),
    )
    expect(refund.entries.map((e) => e.amount)).toEqual([50, 100])
    expect((await lotsOf(memberId)).map((l) => l.remaining)).toEqual([90, 50, 100])
    await expect(
      inTenant((tx) =>
        refundPoints(tx, ctx(at), { eventKey: `refund-again-${calls.run}`, spendEventKey: spendKey }),
      ),
    ).rejects.toMatchObject({ key: 'ledgerAlreadyReversed' })
    await expect(
      inTenant((tx) =>
        refundPoints(tx, ctx(at), { eventKey: `refund-x-${calls.run}`, spendEventKey: 'no-such-spend' }),
      ),
    ).rejects.toMatchObject({ key: 'ledgerNothingToReverse' })
    await expect(
      inTenant((tx) => spendPoints(tx, ctx(at), { memberId: app.ids.next(), eventKey: spendKey, points: 1 })),
    ).rejects.toMatchObject({ key: 'ledgerEventKeyTaken' })
    expect((await balanceOf(memberId)).points).toBe(240)
  })

  it('the maturity job unfreezes lots whose after-sale window closed and retires what is left of expired lots', async () => {
    const memberId = await newMember()
    const now = Date.now()
    const earn = (key: string, points: number, frozenUntil: number | null, expiresAt: number | null) =>
      inTenant((tx) =>
        earnPoints(tx, ctx(new Date(now - 2 * DAY_MS)), {
          memberId,
          eventKey: `${key}-${calls.run}`,
          points,
          frozenUntil: frozenUntil === null ? null : new Date(frozenUntil),
          expiresAt: expiresAt === null ? null : new Date(expiresAt),
        }),
      )
    await earn('window-closed', 40, now - DAY_MS, null)
    await earn('still-frozen', 7, now + DAY_MS, null)
    await earn('expired', 30, null, now - 60_000)
    await inTenant((tx) =>
      spendPoints(tx, ctx(new Date(now - 2 * DAY_MS)), { memberId, eventKey: `s-${calls.run}`, points: 10 }),
    )
    expect(await balanceOf(memberId)).toMatchObject({ points: 20, frozenPoints: 47 })

    await app.db.withSystem((tx) => app.jobs.enqueue(tx, POINTS_SWEEP_JOB, {}))
    for (let i = 0; i < 100 && (await balanceOf(memberId)).frozenPoints !== 7; i++)
      await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await balanceOf(memberId)).toMatchObject({ points: 40, frozenPoints: 7 })
    const rows = (await calls.get(admin, `${POINTS_LIST}?memberId=${memberId}`)).json().data.records
    expect(
      rows
        .slice(0, 3)
        .map((r: { changeType: string; amount: string; kind: string }) => [r.changeType, r.kind, r.amount]),
    ).toEqual([
      ['expire', 'points', '-20'],
      ['unfreeze', 'points', '40'],
      ['unfreeze', 'points_frozen', '-40'],
    ])
  })

  it('wallet: a payment splits principal and bonus in proportion; refunds put each part back; a top-up refund claws back its bonus', async () => {
    const memberId = await newMember()
    const key = (s: string) => `${s}-${calls.run}`
    await inTenant((tx) =>
      topUpWallet(tx, ctx(), { memberId, eventKey: key('top'), principal: 40_000, bonus: 10_000 }),
    )
    const pay = await inTenant((tx) =>
      spendWallet(tx, ctx(), { memberId, eventKey: key('pay'), amount: 10_001 }),
    )
    expect(pay.entries).toEqual([
      { kind: 'wallet_principal', changeType: 'spend', amount: -8001, balanceAfter: 31_999 },
      { kind: 'wallet_bonus', changeType: 'spend', amount: -2000, balanceAfter: 8000 },
    ])
    expect((await calls.get(clerk, `${BALANCE}?memberId=${memberId}`)).json().data.wallet).toEqual({
      total: '399.99',
      principal: '319.99',
      bonus: '80.00',
    })
    await expect(
      inTenant((tx) => spendWallet(tx, ctx(), { memberId, eventKey: key('too-much'), amount: 40_000 })),
    ).rejects.toMatchObject({
      key: 'ledgerWalletInsufficient',
      params: { balance: '399.99', needed: '400.00' },
    })
    // The top-up's bonus was partly spent: it cannot be clawed back until the payment is refunded.
    await expect(
      inTenant((tx) => refundWallet(tx, ctx(), { eventKey: key('untop'), originalEventKey: key('top') })),
    ).rejects.toMatchObject({ key: 'ledgerWalletInsufficient' })
    await inTenant((tx) => refundWallet(tx, ctx(), { eventKey: key('repay'), originalEventKey: key('pay') }))
    const untop = await inTenant((tx) =>
      refundWallet(tx, ctx(), { eventKey: key('untop'), originalEventKey: key('top') }),
    )
    expect(untop.entries.map((e) => [e.kind, e.changeType, e.amount, e.balanceAfter])).toEqual([
      ['wallet_principal', 'topup_refund', -40_000, 0],
      ['wallet_bonus', 'topup_refund', -10_000, 0],
    ])
  })

  it('growth value moves the grade across thresholds, each change recorded with old and new grade', async () => {
    const memberId = await newMember()
    const thresholds = [
      { gradeId: '11', minGrowth: 0 },
      { gradeId: '12', minGrowth: 500 },
      { gradeId: '13', minGrowth: 2000 },
    ]
    const grow = (step: string, amount: number) =>
      inTenant((tx) =>
        changeGrowth(tx, ctx(), { memberId, eventKey: `g-${step}-${calls.run}`, amount, thresholds }),
      )
    expect((await grow('a', 100)).gradeId).toBe('11')
    expect((await grow('b', 300)).gradeId).toBe('11')
    expect((await grow('c', 2000)).gradeId).toBe('13')
    expect((await grow('c', 2000)).replayed).toBe(true)
    expect((await grow('d', -1900)).gradeId).toBe('12')
    await expect(grow('e', -1000)).rejects.toMatchObject({ key: 'ledgerGrowthInsufficient' })
    const history = await inTenant((tx) =>
      tx
        .select({
          from: ledgerGradeChange.oldGradeId,
          to: ledgerGradeChange.newGradeId,
          at: ledgerGradeChange.growthValue,
        })
        .from(ledgerGradeChange)
        .where(eq(ledgerGradeChange.memberId, memberId))
        .orderBy(asc(ledgerGradeChange.id)),
    )
    expect(history).toEqual([
      { from: null, to: '11', at: 100 },
      { from: '11', to: '13', at: 2400 },
      { from: '13', to: '12', at: 500 },
    ])
    expect(
      (
        await calls.get(admin, `${INSIDER_API}/crmGrowthValueMessage/insiderGrowthList?memberId=${memberId}`)
      ).json().data.total,
    ).toBe(4)
  })

  it('another tenant reads none of these ledgers', async () => {
    const memberId = await newMember()
    await adjust(admin, { memberId, points: 10, reason: 'x', eventKey: `iso-${calls.run}` })
    expect((await calls.get(ownAdmin, `${POINTS_LIST}?memberId=${memberId}`)).json().data.total).toBe(0)
    expect((await calls.get(ownAdmin, `${BALANCE}?memberId=${memberId}`)).json().data.points).toBe(0)
  })
})
