import type { FastifyInstance } from 'fastify'
import { eq } from 'drizzle-orm'
import { dtpDrugResource, dtpEndpoints as ep, dtpPatientResource, translate } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { userByAccount } from '../user'
import { dtpDrug, dtpPatient, dtpPrescription } from './schema'

const TENANT = '100001'
type Who = 'admin' | 'manager' | 'clerk'
interface Detail {
  id: string
  status: string
  checkLevel: string
  version: number
  rxNo: string
  items: { id: string; drugId: string }[]
  actions: { action: string; fromStatus: string | null; toStatus: string; reason: string }[]
  findings: { level: string; rule: string; message: string }[]
  versions: { id: string; status: string }[]
}

/** Issue 27: drugs, patients, prescriptions reviewed by pharmacists, dispensing, the sale check, reviews. */
describe(`pharmacy services (${engineName})`, () => {
  let app: FastifyInstance
  const token = {} as Record<Who, string>
  let drugs: { id: string; goodsId: string; genericName: string; category: string; tradeName: string }[]
  let patientId: string
  let allergicId: string

  const call = (
    who: Who,
    e: { method: string; path: string },
    opts: { query?: string; body?: object } = {},
  ) =>
    app.inject({
      method: e.method as 'GET',
      url: `${e.path}${opts.query ? `?${opts.query}` : ''}`,
      headers: auth(token[who]),
      ...(opts.body && { payload: opts.body }),
    })
  const data = async (...args: Parameters<typeof call>) => {
    const res = await call(...args)
    expect(res.json()).toMatchObject({ code: 200, success: true })
    return res.json().data
  }
  const drug = (generic: string) => drugs.find((d) => d.genericName === generic)!
  const submit = (patient: string, generic: string, extra: object = {}) =>
    data('admin', ep.rxSubmit, {
      body: {
        patientId: patient,
        source: 'paper',
        prescriber: '测试医生',
        hospital: '测试医院',
        diagnosis: '测试',
        items: [{ drugId: drug(generic).id, doseMg: 5, timesPerDay: 1, days: 3, quantity: 1 }],
        ...extra,
      },
    }) as Promise<Detail>
  const inTenant = <T>(fn: Parameters<FastifyInstance['db']['withTenant']>[1]) =>
    app.db.withTenant({ tenantId: TENANT }, fn) as Promise<T>

  beforeAll(async () => {
    app = await buildTestApp()
    for (const who of ['admin', 'manager', 'clerk'] as const) token[who] = await tokenFor(app, TENANT, who)
    drugs = (
      await data('admin', { method: 'GET', path: `${dtpDrugResource.basePath}/page` }, { query: 'size=1000' })
    ).records
    const patients = (
      await data(
        'admin',
        { method: 'GET', path: `${dtpPatientResource.basePath}/page` },
        { query: 'size=100' },
      )
    ).records as { id: string; allergies: string | null; pregnancy: number }[]
    patientId = patients.find((p) => !p.allergies && p.pregnancy === 0)!.id
    allergicId = patients.find((p) => p.allergies === '青霉素')!.id
  })
  afterAll(() => app.close())

  it('demo data: about a hundred drugs on the tenant’s goods, prescriptions in every review state', async () => {
    expect(drugs.length).toBeGreaterThanOrEqual(90)
    expect(new Set(drugs.map((d) => d.category))).toEqual(new Set(['RX', 'OTC_A', 'OTC_B']))
    const statuses = await inTenant<{ status: string }[]>((tx) =>
      tx.selectDistinct({ status: dtpPrescription.status }).from(dtpPrescription),
    )
    expect(statuses.map((s) => s.status).sort()).toEqual(
      expect.arrayContaining([
        'approved',
        'dispensed',
        'escalated',
        'pending',
        'queried',
        'rejected',
        'superseded',
      ]),
    )
  })

  it('spec §3 Drug info: the detail answers drugId and drugTradeName; an expired approval is flagged', async () => {
    const d = drugs[0]!
    expect(await data('admin', ep.drugInfo, { query: `drugId=${d.id}` })).toMatchObject({
      drugId: d.id,
      drugTradeName: d.tradeName,
    })
    const expiring = (await data('admin', ep.drugExpiring, { query: 'size=100' })).records as {
      approvalState: string
    }[]
    expect(expiring.map((e) => e.approvalState)).toEqual(expect.arrayContaining(['expired', 'expiring']))
  })

  it('drug master: a drug names a live goods, its names taken from the goods; an unknown goods is refused', async () => {
    const res = await call(
      'admin',
      { method: 'POST', path: `${dtpDrugResource.basePath}/submit` },
      {
        body: { goodsId: '123', approvalNumber: 'X', approvalValidTo: '2030-01-01', category: 'RX' },
      },
    )
    expect(res.json()).toMatchObject({ success: false, msg: translate('dtpGoodsMissing', 'zh_CN') })
  })

  it('patients: a link to a member that does not exist is refused and nothing is saved', async () => {
    const res = await call(
      'admin',
      { method: 'POST', path: `${dtpPatientResource.basePath}/submit` },
      {
        body: { name: '无会员', gender: 1, memberId: '999999999' },
      },
    )
    expect(res.json()).toMatchObject({ success: false, msg: translate('dtpMemberMissing', 'zh_CN') })
    const rows = await inTenant<unknown[]>((tx) =>
      tx.select().from(dtpPatient).where(eq(dtpPatient.name, '无会员')),
    )
    expect(rows).toHaveLength(0)
  })

  it('acceptance: an Rx order line cannot be paid or shipped before approval; after approval it can', async () => {
    const rx = drug('厄贝沙坦片')
    const check = (prescriptionId?: string) =>
      data('admin', ep.saleCheck, { body: { goodsId: rx.goodsId, quantity: 1, prescriptionId } })
    expect(await check()).toEqual({
      allowed: false,
      reason: translate('dtpRxRequired', 'zh_CN', { name: rx.tradeName }),
    })
    const p = await submit(patientId, '厄贝沙坦片')
    expect(p.checkLevel).toBe('OK')
    expect((await check(p.id)).allowed).toBe(false)
    await data('manager', ep.rxReview, { body: { id: p.id, action: 'approve' } })
    expect(await check(p.id)).toEqual({ allowed: true, reason: null })
    const otc = drugs.find((d) => d.category === 'OTC_B')!
    expect((await data('admin', ep.saleCheck, { body: { goodsId: otc.goodsId, quantity: 1 } })).allowed).toBe(
      true,
    )
  })

  it('acceptance: a BLOCK (allergy match) cannot be approved without an override reason by a second pharmacist', async () => {
    const p = await submit(allergicId, '阿莫西林胶囊')
    expect(p.checkLevel).toBe('BLOCK')
    expect(p.findings).toContainEqual(expect.objectContaining({ level: 'BLOCK', rule: 'allergy' }))
    const approve = await call('manager', ep.rxReview, { body: { id: p.id, action: 'approve' } })
    expect(approve.json()).toMatchObject({ success: false, msg: translate('dtpBlockNeedsOverride', 'zh_CN') })
    const noReason = await call('manager', ep.rxOverride, { body: { id: p.id, reason: ' ' } })
    expect(noReason.json()).toMatchObject({ success: false, msg: translate('dtpOverrideReason', 'zh_CN') })
    await data('manager', ep.rxOverride, { body: { id: p.id, reason: '皮试阴性' } })
    const same = await call('manager', ep.rxOverride, { body: { id: p.id, reason: '再次确认' } })
    expect(same.json()).toMatchObject({
      success: false,
      msg: translate('dtpOverrideSamePharmacist', 'zh_CN'),
    })
    const done: Detail = await data('admin', ep.rxOverride, { body: { id: p.id, reason: '复核同意' } })
    expect(done.status).toBe('approved')
    expect(done.actions.map((a) => `${a.action}:${a.fromStatus}>${a.toStatus}`)).toEqual([
      'submit:null>submitted',
      'check:submitted>pending',
      'escalate:pending>escalated',
      'override:escalated>approved',
    ])
  })

  it('a change makes a new version, never an edit: the old one is superseded', async () => {
    const v1 = await submit(patientId, '氯雷他定片')
    await data('manager', ep.rxReview, { body: { id: v1.id, action: 'query', reason: '请确认剂量' } })
    const v2 = await submit(patientId, '氯雷他定片', { previousId: v1.id })
    expect(v2).toMatchObject({ rxNo: v1.rxNo, version: 2, status: 'pending' })
    expect(v2.versions.map((v) => v.status)).toEqual(['superseded', 'pending'])
    const refused = await call('manager', ep.rxReview, { body: { id: v1.id, action: 'approve' } })
    expect(refused.json()).toMatchObject({ success: false })
  })

  it('dispensing: dispenser and checker must differ, every item gets a lot; then the version is dispensed', async () => {
    const p = await submit(patientId, '苯磺酸氨氯地平片')
    await data('manager', ep.rxReview, { body: { id: p.id, action: 'approve' } })
    const pharmacists: { id: string }[] = await data('admin', ep.pharmacists)
    const managerId = await inTenant<string>(async (tx) => (await userByAccount(tx, 'manager'))!.id)
    expect(pharmacists.map((u) => u.id)).toContain(managerId)
    const lines = p.items.map((i) => ({ itemId: i.id, lotNo: 'L1', expiryDate: '2099-01-01' }))
    const own = await call('manager', ep.dispense, { body: { id: p.id, checkerId: managerId, lines } })
    expect(own.json()).toMatchObject({ success: false, msg: translate('dtpCheckerSame', 'zh_CN') })
    const expired = await call('admin', ep.dispense, {
      body: { id: p.id, checkerId: managerId, lines: lines.map((l) => ({ ...l, expiryDate: '2000-01-01' })) },
    })
    expect(expired.json()).toMatchObject({
      success: false,
      msg: translate('dtpLotExpired', 'zh_CN', { lot: 'L1' }),
    })
    const done = await data('admin', ep.dispense, { body: { id: p.id, checkerId: managerId, lines } })
    expect(done).toMatchObject({ status: 'dispensed', dispenses: [expect.objectContaining({ lotNo: 'L1' })] })
  })

  it('spec §7 why calls: drug/list pages the reviews, ticket/detail/info answers one, drug/reply replies and publishes', async () => {
    const page = await data('admin', ep.drugReviews, { query: 'status=pending&size=50' })
    expect(page).toMatchObject({ current: 1, size: 50 })
    const pending = page.records[0] as { id: string }
    const replied = await data('manager', ep.drugReply, { body: { id: pending.id, reply: '已回复' } })
    expect(replied).toMatchObject({ id: pending.id, reply: '已回复', status: 'published' })
    expect(await data('admin', ep.ticketInfo, { query: `id=${pending.id}` })).toMatchObject({
      reply: '已回复',
    })
    const hidden = await data('manager', ep.drugReply, { body: { id: pending.id, status: 'hidden' } })
    expect(hidden.status).toBe('hidden')
  })

  it('every route declares its permission: the clerk may not review prescriptions', async () => {
    const res = await call('clerk', ep.rxReview, { body: { id: '1', action: 'approve' } })
    expect(res.statusCode).toBe(403)
  })

  it('drug rows are the tenant’s own (row-level security)', async () => {
    const other = await app.db.withTenant({ tenantId: '100002' }, (tx) => tx.select().from(dtpDrug))
    expect(other.every((d) => d.tenantId === '100002')).toBe(true)
  })
})
