import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import type { Tx } from '../../core/db/database'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { orgCalls } from '../org/test-helpers'
import { crmPayMethod } from './schema'

const CRM = '/api/store-crm'
const WHY = '/api/store-why'

type Row = Record<string, string | number | null> & { id: string }

/** Spec §2 member detail tabs, crowd packs and CRM settings; §7 `{product}-crm` calls (issue 8 parts 3, 5, 6). */
describe(`the CRM’s member tabs, crowd packs and settings (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  let calls: ReturnType<typeof orgCalls>
  let member: Row

  const page = async (token: string, url: string) => {
    const res = await calls.get(token, url)
    expect(res.json()).toMatchObject({ code: 200 })
    return res.json().data as { records: Row[]; total: number }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    const found = await calls.post(admin, '/api/store-insider/insider/save/query', { cardNo: 'KA00000002' })
    member = found.json().data.records[0]
  })
  afterAll(async () => {
    await app.close()
  })

  it('the clerk reads every tab of a demo member, newest first, and nothing of another member', async () => {
    for (const url of ['consume/list', 'evaluation/list', 'health/list', 'coupon/list', 'change/list']) {
      const { records, total } = await page(clerk, `${CRM}/${url}?memberId=${member.id}`)
      expect(records.length).toBeGreaterThan(0)
      expect(records.length).toBe(total)
      expect(records.every((r) => r.memberId === member.id)).toBe(true)
    }
    const purchases = (await page(clerk, `${CRM}/consume/list?memberId=${member.id}`)).records
    const times = purchases.map((p) => String(p.consumeTime))
    expect(times).toEqual([...times].sort().reverse())
    const cards = await page(clerk, `${WHY}/binding/card/selectInsId?insId=${member.id}`)
    expect(cards.records).toEqual([expect.objectContaining({ memberId: member.id, status: 1 })])
    expect((await page(otherAdmin, `${CRM}/consume/list?memberId=${member.id}`)).total).toBe(0)
  })

  it('a purchase’s detail and goods lines add up: paid is the lines’ total less the discount', async () => {
    const [purchase] = (await page(clerk, `${CRM}/consume/list?memberId=${member.id}`)).records
    const detail = (await calls.get(clerk, `${CRM}/consume/detail?consumeId=${purchase!.id}`)).json().data
    expect(detail).toEqual(purchase)
    const lines = (await calls.get(clerk, `${CRM}/consume/goods?consumeId=${purchase!.id}`)).json()
      .data as Row[]
    expect(lines.map((l) => l.lineNo)).toEqual([1, 2])
    const cents = (v: unknown) => Math.round(Number(v) * 100)
    const total = lines.reduce((s, l) => s + cents(l.amount), 0)
    expect(cents(detail.totalAmount)).toBe(total)
    expect(cents(detail.payAmount)).toBe(total - cents(detail.discountAmount))
    expect(detail.goodsCount).toBe(lines.reduce((s, l) => s + Number(l.quantity), 0))
    expect((await calls.get(otherAdmin, `${CRM}/consume/detail?consumeId=${purchase!.id}`)).json().code).toBe(
      404,
    )
  })

  it('a bound card is released once by whoever may edit members; its record stays, unbound', async () => {
    const [card] = (await page(admin, `${WHY}/binding/card/selectInsId?insId=${member.id}`)).records
    const unbind = (token: string) =>
      calls.post(token, `${WHY}/why/binding/card/unbundlingCard?id=${card!.id}`)
    expect((await unbind(clerk)).json().code).toBe(403)
    expect((await unbind(admin)).json()).toMatchObject({ code: 200, data: true })
    const [after] = (await page(clerk, `${WHY}/binding/card/selectInsId?insId=${member.id}`)).records
    expect(after).toMatchObject({ id: card!.id, status: 0, unbindTime: expect.stringMatching(/^\d{4}-/) })
    expect((await unbind(admin)).json().code).toBe(404)
  })

  it('a crowd pack saves a member search and a job counts its members', async () => {
    const filters = { brandId: member.brandId, gradeId: member.gradeId }
    const saved = await calls.post(admin, `${CRM}/crowd/submit`, {
      packName: calls.name('人群'),
      filters: JSON.stringify(filters),
    })
    expect(saved.json()).toMatchObject({ code: 200 })
    const id = saved.json().data.id as string
    const expected = (await calls.post(admin, '/api/store-insider/insider/save/query', filters)).json().data
      .total
    let pack: Row = saved.json().data
    for (let i = 0; i < 100 && pack.memberCount === null; i++) {
      await new Promise((r) => setTimeout(r, 100))
      pack = (await calls.get(admin, `${CRM}/crowd/detail?id=${id}`)).json().data
    }
    expect(pack).toMatchObject({ memberCount: expected, countTime: expect.stringMatching(/^\d{4}-/) })

    const bad = await calls.post(admin, `${CRM}/crowd/submit?lang=en`, {
      packName: calls.name('坏'),
      filters: JSON.stringify({ shoeSize: 42 }),
    })
    expect(bad.json()).toMatchObject({ code: 400, msg: expect.stringContaining('The filters are not valid') })
    expect((await calls.post(admin, `${CRM}/crowd/refresh?id=${id}`)).json()).toMatchObject({ code: 200 })
    expect((await calls.post(otherAdmin, `${CRM}/crowd/refresh?id=${id}`)).json().code).toBe(404)
  })

  it('POS addresses follow spec §5’s URL rule; payment methods and function switches are the tenant’s', async () => {
    const list = (await calls.get(admin, `${CRM}/posurl/list?tenantId=100001`)).json().data as Row[]
    expect(list.length).toBeGreaterThan(0)
    const url = `${CRM}/posurl/saveOrUpdate?lang=en`
    expect((await calls.post(admin, url, { posCode: calls.run, posUrl: 'pos.local' })).json().msg).toBe(
      'POS URL must be an http, https or ftp address',
    )
    const saved = await calls.post(admin, url, { posCode: calls.run, posUrl: 'https://pos.example.com/a' })
    expect(saved.json()).toMatchObject({ code: 200, data: { posUrl: 'https://pos.example.com/a' } })
    expect((await calls.get(admin, `${CRM}/posurl/list?tenantId=100002`)).json().code).toBe(403)

    expect((await calls.get(admin, `${CRM}/prepackage/payMethodList?lang=en`)).json().data).toEqual([
      { paymentMethod: 1, paymentMethodName: 'WeChat Pay', isSupported: 1, isEnabled: 1 },
      { paymentMethod: 2, paymentMethodName: 'Other payment', isSupported: 1, isEnabled: 0 },
    ])
    const fn = (name: string) =>
      calls.get(clerk, `${CRM}/tools/functionQueryByName?tenantId=100001&functionName=${name}`)
    expect((await fn('crowdPack')).json().data).toEqual({
      functionName: 'crowdPack',
      enabled: 1,
      config: { refreshHours: 24 },
    })
    expect((await fn('nothing')).json().data).toEqual({ functionName: 'nothing', enabled: 0, config: null })
  })

  it('a prepaid payment method is switched by whoever may edit the setting, audited; an unsupported one stays off', async () => {
    const save = (token: string, body: object, tenant = '') =>
      calls.post(token, `${CRM}/prepackage/payMethodSave?lang=en${tenant}`, body)
    const inTenant = <T>(tenantId: string, fn: (tx: Tx) => Promise<T>) => app.db.withTenant({ tenantId }, fn)

    expect((await save(clerk, { paymentMethod: 2, isEnabled: 1 })).json().code).toBe(403)
    const on = await save(admin, { paymentMethod: 2, isEnabled: 1 })
    expect(on.json()).toMatchObject({
      code: 200,
      data: { paymentMethod: 2, paymentMethodName: 'Other payment', isSupported: 1, isEnabled: 1 },
    })
    const listed = (await calls.get(admin, `${CRM}/prepackage/payMethodList`)).json().data as Row[]
    expect(listed.find((m) => m.paymentMethod === 2)).toMatchObject({ isEnabled: 1 })
    const [audit] = await inTenant('100001', (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'crm-pay-method'), eq(auditLog.recordIds, '2'))),
    )
    expect(audit).toMatchObject({
      action: 'update',
      before: { paymentMethod: 2, isEnabled: 0 },
      after: { paymentMethod: 2, isEnabled: 1 },
    })
    expect((await save(admin, { paymentMethod: 2, isEnabled: 0 })).json().data).toMatchObject({
      isEnabled: 0,
    })
    expect((await save(admin, { paymentMethod: 3, isEnabled: 1 })).json().code).toBe(400)

    await inTenant('100002', (tx) =>
      tx.update(crmPayMethod).set({ isSupported: 0 }).where(eq(crmPayMethod.paymentMethod, 2)),
    )
    expect((await save(otherAdmin, { paymentMethod: 2, isEnabled: 1 })).json()).toMatchObject({
      code: 400,
      msg: 'This prepaid payment method is not supported: Other payment',
    })
    expect((await save(otherAdmin, { paymentMethod: 2, isEnabled: 0 })).json().code).toBe(200)
    const other = (await calls.get(otherAdmin, `${CRM}/prepackage/payMethodList`)).json().data as Row[]
    expect(other.find((m) => m.paymentMethod === 2)).toMatchObject({ isSupported: 0, isEnabled: 0 })
  })
})
