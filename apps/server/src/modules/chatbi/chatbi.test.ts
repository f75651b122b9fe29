import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { CHATBI_BASE, translate, type ChatbiAnswer } from '@store/contract'
import { hashPassword } from '../../core/passwords'
import { auth, buildTestApp, callTokenEndpoint, engineName, tokenFor } from '../../test/app'
import { notice } from '../notice/schema'
import { dept } from '../org/schema'
import { ownTenant } from '../settings/test-tenant'
import { user } from '../user/schema'
import { lastMonths, localToday } from './calendar'
import { PREPARED_QUESTIONS } from './questions'

const PASSWORD = 'Chat@12345'

/** Issue 5 part 5: chat-BI answers prepared questions with fixed queries over the caller's tenant only. */
describe(`chat-BI: prepared questions over the tenant's data (${engineName})`, () => {
  let app: FastifyInstance
  let own: Awaited<ReturnType<typeof ownTenant>>
  let quiet: Awaited<ReturnType<typeof ownTenant>>
  let admin: string
  let today: string

  const ask = (question: string, token = admin, lang = 'zh_CN') =>
    app.inject({
      method: 'POST',
      url: `${CHATBI_BASE}/ask?lang=${lang}`,
      headers: auth(token),
      payload: { question },
    })
  const answer = async (question: string, token = admin, lang = 'zh_CN'): Promise<ChatbiAnswer> => {
    const res = await ask(question, token, lang)
    expect(res.json()).toMatchObject({ code: 200, success: true })
    return res.json().data
  }
  const valueOf = (a: ChatbiAnswer, label: string) => a.rows.find((r) => r.label === label)?.value
  const signIn = (password: string) =>
    callTokenEndpoint(app, {
      grant_type: 'password',
      tenantId: own.tenantId,
      username: 'admin',
      password,
    })

  beforeAll(async () => {
    app = await buildTestApp()
    own = await ownTenant(app, 'cb', ['reader'])
    quiet = await ownTenant(app, 'cq', [])
    admin = own.tokenOf('admin')
    today = localToday(new Date(), await app.tenants.timeZoneOf(own.tenantId))
    const hashed = await hashPassword(PASSWORD)
    await app.db.withTenant({ tenantId: own.tenantId }, (tx) =>
      tx
        .update(user)
        .set({ password: hashed })
        .where(eq(user.id, own.idOf('admin'))),
    )
    for (let i = 0; i < 3; i += 1) expect((await signIn(PASSWORD)).statusCode).toBe(200)
    for (let i = 0; i < 2; i += 1) expect((await signIn('Wrong@12345')).statusCode).toBe(400)
  })
  afterAll(async () => {
    await own.drop()
    await quiet.drop()
    await app.close()
  })

  it('lists the prepared questions with their chart type and texts and keywords in three languages', async () => {
    const res = await app.inject({ url: `${CHATBI_BASE}/question/list`, headers: auth(admin) })
    const list = res.json().data
    expect(list.map((q: { id: string }) => q.id)).toEqual(PREPARED_QUESTIONS.map((q) => q.id))
    expect(list[0]).toEqual({
      id: 'sign-ins-daily',
      text: {
        zh_CN: '近 14 天每天登录多少次？',
        zh_HK: '近 14 天每天登入多少次？',
        en: 'How many sign-ins per day over the last 14 days?',
      },
      chartType: 'line',
      keywords: expect.objectContaining({ en: expect.arrayContaining(['sign in', 'daily']) }),
    })
    for (const q of list) expect(Object.keys(q.keywords)).toEqual(['zh_CN', 'zh_HK', 'en'])
  })

  it('sign-ins per day: 14 local days ending today, the successful sign-ins counted on today', async () => {
    const a = await answer('每天登录几次')
    expect(a).toMatchObject({
      questionId: 'sign-ins-daily',
      title: '近 14 天每天登录多少次？',
      chartType: 'line',
      columns: { label: '日期', value: '登录次数' },
    })
    expect(a.rows).toHaveLength(14)
    expect(a.rows.at(-1)).toEqual({ label: today, value: 3 })
    expect(a.rows.reduce((sum, r) => sum + r.value, 0)).toBe(3)
  })

  it('sign-in results: succeeded and failed attempts as a pie, labels in the caller’s language', async () => {
    const a = await answer('How many sign-ins failed?', admin, 'en')
    expect(a).toMatchObject({ questionId: 'sign-in-results', chartType: 'pie' })
    expect(a.columns).toEqual({ label: 'Result', value: 'Attempts' })
    expect(a.rows).toEqual([
      { label: 'Succeeded', value: 3 },
      { label: 'Failed', value: 2 },
    ])
  })

  it('another tenant’s answers hold none of these sign-ins', async () => {
    const a = await answer('近 14 天每天登录多少次？', quiet.tokenOf('admin'))
    expect(a.rows).toHaveLength(14)
    expect(a.rows.every((r) => r.value === 0)).toBe(true)
  })

  it('users per department: live departments and users only, users without one counted apart', async () => {
    const [stores, office, closed] = [app.ids.next(), app.ids.next(), app.ids.next()]
    await app.db.withTenant({ tenantId: own.tenantId }, async (tx) => {
      await tx.insert(dept).values([
        { id: stores, deptName: '门店部' },
        { id: office, deptName: '办公室' },
        { id: closed, deptName: '已撤销部门', isDeleted: 1 },
      ])
      const people: [string, string | null, number][] = [
        ['s1', stores, 0],
        ['s2', stores, 0],
        ['s3', stores, 0],
        ['s4', stores, 1],
        ['o1', office, 0],
        ['c1', closed, 0],
      ]
      for (const [account, deptId, isDeleted] of people) {
        await tx.insert(user).values({ id: app.ids.next(), account, password: 'x', deptId, isDeleted })
      }
    })
    const a = await answer('各部门有多少用户？')
    expect(a).toMatchObject({ questionId: 'users-by-dept', chartType: 'bar' })
    // admin and reader have no department; c1's department was removed
    expect(a.rows).toEqual([
      { label: '门店部', value: 3 },
      { label: '未分配部门', value: 3 },
      { label: '办公室', value: 1 },
    ])
  })

  it('operations per function: the most used menus of the operation log, most first', async () => {
    const records = [
      ...Array.from({ length: 3 }, () => ({ menuName: '会员列表', operation: 'open' })),
      { menuName: '订单列表', operation: 'open' },
      { operation: 'no menu' },
    ].map((r) => ({ ...r, timestamp: Date.now() }))
    const saved = await app.inject({
      method: 'POST',
      url: '/api/blade-log/userOperation/save',
      headers: auth(admin),
      payload: records,
    })
    expect(saved.json().data).toBe(5)
    const a = await answer('近 30 天哪些功能用得最多？')
    expect(a.rows).toEqual([
      { label: '会员列表', value: 3 },
      { label: '订单列表', value: 1 },
    ])
  })

  it('notices per month: 12 local months, published and live notices only', async () => {
    const later = new Date(Date.now() + 86_400_000 * 40)
    await app.db.withTenant({ tenantId: own.tenantId }, (tx) =>
      tx.insert(notice).values([
        { id: app.ids.next(), title: '一', type: 1 },
        { id: app.ids.next(), title: '二', type: 1 },
        { id: app.ids.next(), title: '已删除', type: 1, isDeleted: 1 },
        { id: app.ids.next(), title: '未发布', type: 1, releaseTime: later },
      ]),
    )
    const a = await answer('每月发布的通知')
    expect(a.questionId).toBe('notices-monthly')
    expect(a.rows.map((r) => r.label)).toEqual(lastMonths(today, 12))
    expect(a.rows.at(-1)!.value).toBe(2)
    expect(a.rows.reduce((sum, r) => sum + r.value, 0)).toBe(2)
  })

  it('API calls by status: the tenant’s API log grouped by status', async () => {
    await app.requestLog.flush()
    const before = await answer('接口调用状态')
    expect(before.questionId).toBe('api-calls-by-status')
    await ask('x'.repeat(201))
    await ask('x'.repeat(201))
    await app.requestLog.flush()
    const after = await answer('接口调用状态')
    expect((valueOf(after, '400') ?? 0) - (valueOf(before, '400') ?? 0)).toBe(2)
    expect(valueOf(after, '200')).toBeGreaterThan(valueOf(before, '200')!)
  })

  it('a question matching no prepared question is refused (400) with the list of those that can be answered', async () => {
    const res = await ask('明天会下雨吗？')
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 400,
      success: false,
      msg: translate('chatbiUnanswerable', 'zh_CN', {
        questions: PREPARED_QUESTIONS.map((q) => q.text.zh_CN).join('；'),
      }),
    })
    const en = (await ask('Will it rain tomorrow?', admin, 'en')).json().msg
    expect(en).toContain('Only the prepared questions can be answered')
    expect(en).toContain('How many users does each department have?; ')
  })

  it('a question that fits two prepared questions equally is refused rather than guessed', async () => {
    expect((await ask('登录')).json()).toMatchObject({ code: 400, success: false })
  })

  it('a question over 200 characters is refused with the field named', async () => {
    const res = await ask('登'.repeat(201))
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toContain('问题')
  })

  it('needs chatbi_view: a user without it and the demo clerk get 403, no session 401', async () => {
    const clerk = await tokenFor(app, '100001', 'clerk')
    for (const token of [own.tokenOf('reader'), clerk]) {
      expect((await ask('各部门有多少用户？', token)).json()).toMatchObject({ code: 403, success: false })
      const list = await app.inject({ url: `${CHATBI_BASE}/question/list`, headers: auth(token) })
      expect(list.statusCode).toBe(403)
    }
    const anonymous = await app.inject({
      method: 'POST',
      url: `${CHATBI_BASE}/ask`,
      payload: { question: '各部门有多少用户？' },
    })
    expect(anonymous.statusCode).toBe(401)
  })
})
