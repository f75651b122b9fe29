import type { FastifyInstance } from 'fastify'
import { inArray } from 'drizzle-orm'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { orgCalls } from '../org/test-helpers'
import { DEMO_ITEMS } from './seed'
import { demoItem } from './schema'

const BASE = '/api/store-demo/item'

interface Plan {
  id: string
  planCode: string
  amount: string
  launchDate: string
}

/** The template sub-app's display plans (issue 5 part 5): its own rules and its seeded rows. */
describe(`demo display plans (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  let calls: ReturnType<typeof orgCalls>
  const created: string[] = []

  const plan = (overrides: Record<string, unknown> = {}) => ({
    planCode: `T-${calls.run.toUpperCase()}-${created.length}`,
    planName: '新品端架陈列',
    category: 'end_cap',
    amount: '99.90',
    launchDate: '2025-05-01',
    ...overrides,
  })
  const submit = async (token: string, body: object, lang = 'zh_CN') => {
    const res = await calls.post(token, `${BASE}/submit?lang=${lang}`, body)
    if (res.statusCode === 200) created.push(res.json().data.id)
    return res
  }
  const pageOf = async (token: string, query = '') =>
    (await calls.get(token, `${BASE}/page?size=100${query}`)).json().data.records as Plan[]

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
  })
  afterAll(async () => {
    if (created.length) {
      await app.db.withSystem((tx) => tx.delete(demoItem).where(inArray(demoItem.id, created)))
    }
    await app.close()
  })

  it('each demo tenant is seeded with its own plans, newest launch first, and never sees the other’s', async () => {
    const codesOf = (tenantId: string) =>
      [...DEMO_ITEMS[tenantId]!]
        .sort((a, b) => b.launchDate.localeCompare(a.launchDate))
        .map((p) => p.planCode)
    expect((await pageOf(admin)).map((p) => p.planCode)).toEqual(codesOf('100001'))
    expect((await pageOf(otherAdmin)).map((p) => p.planCode)).toEqual(codesOf('100002'))
    const [theirs] = await pageOf(otherAdmin)
    expect((await calls.get(admin, `${BASE}/detail?id=${theirs!.id}`)).json().code).toBe(404)
  })

  it('the fixture and status selects have their dictionaries in every language', async () => {
    const items = async (code: string, lang: string) =>
      (await calls.get(admin, `/api/blade-system/dict/dictionary?code=${code}&lang=${lang}`)).json().data as {
        dictKey: string
        dictValue: string
      }[]
    expect((await items('demo_shelf_category', 'zh_CN')).map((i) => i.dictKey)).toEqual([
      'end_cap',
      'checkout',
      'gondola',
      'cooler',
      'window',
    ])
    expect((await items('demo_item_status', 'en')).map((i) => i.dictValue)).toEqual(['Enabled', 'Disabled'])
  })

  it('a plan’s fee is money: two decimals kept, a third decimal or a sign refused and nothing saved', async () => {
    const saved = await submit(admin, plan({ amount: '1280.5' }))
    expect(saved.statusCode).toBe(200)
    expect(saved.json().data).toMatchObject({ amount: '1280.50', status: 1, launchDate: '2025-05-01' })

    const before = (await pageOf(admin)).length
    const tooFine = await submit(admin, plan({ amount: '12.345' }))
    expect(tooFine.statusCode).toBe(400)
    expect(tooFine.json()).toMatchObject({ success: false, msg: '陈列费用须为不小于 0 的金额，最多两位小数' })
    const negative = await submit(admin, plan({ amount: '-5' }), 'en')
    expect(negative.json().msg).toBe('Display fee must be an amount of at least 0 with at most two decimals')
    expect((await pageOf(admin)).length).toBe(before)
  })

  it('the fixture takes only its dictionary’s keys; the plan code is upper-case and unique in the tenant', async () => {
    const stray = await submit(admin, plan({ category: 'ceiling' }))
    expect(stray.json().msg).toBe('陈列位置的值“ceiling”不在可选范围内')
    const lower = await submit(admin, plan({ planCode: 'ka-lower' }), 'en')
    expect(lower.json().msg).toBe('Invalid request: Plan code has an invalid format')

    const taken = await submit(admin, plan({ planCode: 'KA-2025-001' }))
    expect(taken.statusCode).toBe(400)
    const elsewhere = await submit(otherAdmin, plan({ planCode: 'KA-2025-001' }))
    expect(elsewhere.statusCode).toBe(200)
  })

  it('search by code prefix, fixture and status; sort by fee', async () => {
    const cheapestFirst = await pageOf(admin, '&planCode=KA-2025&ascs=amount')
    expect(cheapestFirst.map((p) => p.amount)).toEqual(['380.50', '860.00', '1200.00', '25600.00'])
    expect((await pageOf(admin, '&category=window')).map((p) => p.planCode)).toEqual(['KA-2025-004'])
    expect((await pageOf(admin, '&status=0&planCode=KA')).map((p) => p.planCode)).toEqual(['KA-2025-003'])
  })

  it('the clerk reads the plans but may not add, change or remove one', async () => {
    const plans = await pageOf(clerk)
    expect(plans.length).toBeGreaterThanOrEqual(DEMO_ITEMS['100001']!.length)
    expect((await calls.post(clerk, `${BASE}/submit`, plan())).statusCode).toBe(403)
    expect((await calls.post(clerk, `${BASE}/submit`, { ...plans[0], planName: 'x' })).statusCode).toBe(403)
    expect((await calls.post(clerk, `${BASE}/remove?ids=${plans[0]!.id}`)).statusCode).toBe(403)
  })
})
