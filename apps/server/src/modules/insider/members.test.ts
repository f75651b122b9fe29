import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import type { MemberFilter } from '@store/contract'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { orgCalls } from '../org/test-helpers'
import { roleMenu } from '../access/schema'
import { menu } from '../menu/schema'
import { insiderMember } from './schema'
import { memberSearchWhere } from './service'

const INSIDER = '/api/store-insider'
const CRM = '/api/store-crm'

type Member = Record<string, string | number | null> & { id: string }
/** A record as a client sends it back: the validator would coerce a null to an empty text. */
const given = (m: Member) => Object.fromEntries(Object.entries(m).filter(([, v]) => v !== null))

type Page<T> = { records: T[]; total: number; current: number; size: number; pages: number }

/** Spec §2 member lists and detail, §5 phone rules, §7 `insider/*` and `change/list` (issue 8 part 3). */
describe(`members (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  let calls: ReturnType<typeof orgCalls>
  let brands: { brandId: string; brandName: string }[]
  let grades: { id: string; gradeName: string; growthMin: number }[]
  let guides: Member[]
  let seeded: Member

  const query = async (token: string, filter: object, paging = '') => {
    const res = await calls.post(token, `${INSIDER}/insider/save/query?size=50${paging}`, filter)
    expect(res.json()).toMatchObject({ code: 200, success: true })
    return res.json().data as Page<Member>
  }
  const submit = (token: string, body: object, lang = 'zh_CN') =>
    calls.post(token, `${INSIDER}/insider/submit?lang=${lang}`, body)
  const changesOf = async (token: string, memberId: string) => {
    const res = await calls.get(token, `${CRM}/change/list?memberId=${memberId}&size=100`)
    expect(res.statusCode).toBe(200)
    return res.json().data.records as Member[]
  }
  let made = 0
  const newMember = async (more: object = {}) => {
    const res = await submit(admin, {
      cardNo: `T${calls.run}-${made++}`,
      name: '测试会员',
      phone: calls.phone(),
      brandId: brands[0]!.brandId,
      registerDate: '2026-01-15',
      ...more,
    })
    expect(res.json()).toMatchObject({ code: 200, msg: '操作成功' })
    return res.json().data as Member
  }

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    brands = (await calls.get(admin, `${INSIDER}/brand/optionlist`)).json().data
    grades = (await calls.get(admin, `${INSIDER}/grade/list?brandId=${brands[0]!.brandId}`)).json().data
    guides = (await calls.get(admin, `${CRM}/assistant/findByTenantId?tenantId=100001`)).json().data
    seeded = (await query(admin, { cardNo: 'KA00000001' })).records[0]!
  })
  afterAll(async () => {
    await app.close()
  })

  it('the demo tenant has members spread over its brands, grades, shops and assistants', async () => {
    expect(seeded).toMatchObject({ cardNo: 'KA00000001', brandId: brands[0]!.brandId, status: 1 })
    expect(grades.map((g) => [g.gradeName, g.growthMin])).toEqual([
      ['普通会员', 0],
      ['银卡会员', 500],
      ['金卡会员', 2000],
      ['钻石会员', 8000],
    ])
    expect(guides.length).toBeGreaterThan(1)
    const page = await query(clerk, { brandId: brands[1]!.brandId }, '&current=2')
    expect(page).toMatchObject({ current: 2, size: 50 })
    expect(page.total).toBeGreaterThan(100)
    expect(page.records.every((m) => m.brandId === brands[1]!.brandId)).toBe(true)
  })

  it('the search finds a member by exact phone, card number, id, name prefix, grade, shop, assistant and dates', async () => {
    const byPhone = await query(clerk, { phone: seeded.phone })
    expect(byPhone.records.map((m) => m.id)).toEqual([seeded.id])
    expect((await query(clerk, { phone: String(seeded.phone).slice(0, 10) })).total).toBe(0)
    expect((await query(clerk, { insiderId: seeded.id })).records.map((m) => m.cardNo)).toEqual([
      'KA00000001',
    ])

    const surname = String(seeded.name).slice(0, 1)
    const byName = await query(clerk, { name: surname })
    expect(byName.total).toBeGreaterThan(0)
    expect(byName.records.every((m) => String(m.name).startsWith(surname))).toBe(true)
    expect((await query(clerk, { name: '%' })).total).toBe(0)

    const narrow = await query(clerk, {
      gradeId: seeded.gradeId,
      shopId: seeded.shopId,
      guideId: seeded.guideId,
      registerDateFrom: seeded.registerDate,
      registerDateTo: seeded.registerDate,
    })
    expect(narrow.records.map((m) => m.id)).toContain(seeded.id)
    for (const m of narrow.records) {
      expect(m).toMatchObject({ gradeId: seeded.gradeId, shopId: seeded.shopId, guideId: seeded.guideId })
      expect(m.registerDate).toBe(seeded.registerDate)
    }
    expect((await query(clerk, { registerDateFrom: '2030-01-01' })).total).toBe(0)
    expect((await query(otherAdmin, { phone: seeded.phone })).records.map((m) => m.id)).not.toContain(
      seeded.id,
    )
  })

  it('the exact phone and the name prefix searches use their indexes, under row-level security', async () => {
    const plan = (filter: MemberFilter) =>
      app.db.withTenant({ tenantId: '100001' }, async (tx) => {
        const where = memberSearchWhere(tx, filter)
        const res = await tx.execute(sql`EXPLAIN ${tx.select().from(insiderMember).where(where)}`)
        return res.rows.map((r) => Object.values(r as object)[0]).join('\n')
      })
    expect(await plan({ phone: String(seeded.phone) })).toContain('insider_member_phone_uq')
    expect(await plan({ name: String(seeded.name).slice(0, 1) })).toContain('insider_member_name_idx')
  })

  it('the detail is the tenant’s own member; another tenant’s id is not found', async () => {
    const res = await calls.get(admin, `${INSIDER}/insider/detail?id=${seeded.id}`)
    expect(res.json().data).toEqual(seeded)
    expect((await calls.get(otherAdmin, `${INSIDER}/insider/detail?id=${seeded.id}`)).json().code).toBe(404)
  })

  it('every member field change appears in the change history with its old and new value, who and when', async () => {
    const member = await newMember({ sex: '1', remarks: '初始备注' })
    expect(await changesOf(admin, member.id)).toEqual([])
    const [tagA, tagB] = (await calls.get(admin, `${CRM}/tag/list`)).json().data as Member[]
    const [grade] = (await calls.get(admin, `${INSIDER}/grade/list?brandId=${brands[1]!.brandId}`)).json()
      .data
    const next = {
      cardNo: `${member.cardNo}X`,
      name: '改名会员',
      phone: calls.phone(),
      sex: '2',
      birthday: '1990-05-06',
      brandId: brands[1]!.brandId,
      gradeId: grade.id,
      shopId: seeded.shopId,
      guideId: guides[1]!.id,
      registerDate: '2026-02-01',
      status: 0,
      remarks: '新备注',
      tags: `${tagA!.id},${tagB!.id}`,
    }
    const res = await submit(admin, { ...given(member), ...next })
    expect(res.json()).toMatchObject({ code: 200, data: next })

    const changes = await changesOf(admin, member.id)
    const adminId = (await app.tokens.verify(admin))!.userId
    const asText = (v: unknown) => (v === null || v === undefined ? null : String(v))
    const expected = Object.entries(next)
      .filter(([field, value]) => asText(member[field]) !== asText(value))
      .map(([fieldName, value]) => ({
        fieldName,
        contentOld: asText(member[fieldName]),
        contentNew: asText(value),
        memberId: member.id,
        createUser: adminId,
      }))
    expect(expected.length).toBe(Object.keys(next).length)
    expect(changes).toHaveLength(expected.length)
    expect(changes).toEqual(expect.arrayContaining(expected.map((e) => expect.objectContaining(e))))
    for (const c of changes) expect(c.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)

    await submit(admin, { ...given(member), ...next })
    expect(await changesOf(admin, member.id)).toHaveLength(expected.length)
  })

  it('a phone follows spec §5 and is unique in the brand; a refused edit changes nothing and writes no history', async () => {
    const member = await newMember()
    const attempt = async (phone: string, lang = 'zh_CN') =>
      (await submit(admin, { ...given(member), phone, name: '不该保存' }, lang)).json()
    expect(await attempt('')).toMatchObject({ code: 400, msg: '手机号码不能为空' })
    expect(await attempt('1381234567')).toMatchObject({ code: 400, msg: '手机号码长度不为11位' })
    expect(await attempt('23812345678')).toMatchObject({ code: 400, msg: '手机号码格式不正确' })
    expect((await attempt(String(seeded.phone), 'en')).msg).toBe(
      `The mobile number ${seeded.phone} already belongs to a member of this brand`,
    )
    expect((await submit(admin, { ...given(member), guideId: '42' }, 'en')).json().msg).toBe(
      'The selected Shop assistant does not exist or was removed',
    )
    expect((await calls.get(admin, `${INSIDER}/insider/detail?id=${member.id}`)).json().data).toEqual(member)
    expect(await changesOf(admin, member.id)).toEqual([])
    // the same number in another brand is another membership
    const twin = await submit(admin, {
      ...given(member),
      id: undefined,
      cardNo: `${member.cardNo}B`,
      brandId: brands[1]!.brandId,
    })
    expect(twin.json()).toMatchObject({ code: 200 })
  })

  it('remarks are set and cleared with the remark permission, each a change in the history', async () => {
    const member = await newMember()
    const added = await calls.post(admin, `${INSIDER}/insider/add/remarks`, {
      id: member.id,
      remarks: '老顾客',
    })
    expect(added.json()).toMatchObject({ code: 200, data: { remarks: '老顾客' } })
    const removed = await calls.post(admin, `${INSIDER}/insider/remove/remarks?id=${member.id}`)
    expect(removed.json()).toMatchObject({ code: 200, data: { remarks: null } })
    const history = (await changesOf(admin, member.id)).map((c) => [c.fieldName, c.contentOld, c.contentNew])
    expect(history).toEqual(
      expect.arrayContaining([
        ['remarks', null, '老顾客'],
        ['remarks', '老顾客', null],
      ]),
    )
    expect(history).toHaveLength(2)
  })

  it('the clerk views members and every tab it keeps, but cannot edit', async () => {
    expect((await calls.get(clerk, `${CRM}/change/list?memberId=${seeded.id}`)).statusCode).toBe(200)
    for (const edit of [
      submit(clerk, { ...given(seeded), name: '店员改名' }),
      calls.post(clerk, `${INSIDER}/insider/add/remarks`, { id: seeded.id, remarks: 'x' }),
      calls.post(clerk, `${INSIDER}/insider/remove/remarks?id=${seeded.id}`),
      calls.post(clerk, `${CRM}/tag/hk/update`, { insiderId: seeded.id, tagIds: '' }),
      calls.post(clerk, `${CRM}/assistant/change`, { fromGuideId: guides[0]!.id, toGuideId: guides[1]!.id }),
      calls.post(clerk, `/api/store-why/why/binding/card/unbundlingCard?id=${seeded.id}`),
    ]) {
      expect((await edit).json()).toMatchObject({ code: 403, success: false })
    }
    expect((await calls.get(clerk, `${INSIDER}/insider/detail?id=${seeded.id}`)).json().data.name).toBe(
      seeded.name,
    )
  })

  it('every demo member has the growth value its grade needs, so a small adjustment keeps its grade', async () => {
    const growthOf = async (id: string) =>
      Number((await calls.get(admin, `${INSIDER}/insider/myBalance?memberId=${id}`)).json().data.growthValue)
    const sample = (await query(admin, { brandId: brands[0]!.brandId })).records.filter((m) =>
      String(m.cardNo).startsWith('KA'),
    )
    for (const m of sample) {
      const grade = grades.find((g) => g.id === m.gradeId)!
      const next = grades.find((g) => g.growthMin > grade.growthMin)
      const growth = await growthOf(m.id)
      expect([m.cardNo, growth >= grade.growthMin]).toEqual([m.cardNo, true])
      if (next) expect([m.cardNo, growth < next.growthMin]).toEqual([m.cardNo, true])
    }
    expect(new Set(sample.map((m) => m.gradeId)).size).toBeGreaterThan(1)
    const res = await calls.post(admin, `${INSIDER}/growth/adjust`, {
      memberId: seeded.id,
      amount: 1,
      reason: '签到',
      eventKey: `growth-${seeded.id}-checkin`,
    })
    expect(res.json().data.gradeId).toBe(seeded.gradeId)
  })

  it('grade follows growth value: an adjustment across a threshold moves the member’s grade, in its history', async () => {
    const [ordinary, silver] = grades
    const member = await newMember({ gradeId: ordinary!.id })
    const adjust = (token: string, amount: number, step: string) =>
      calls.post(token, `${INSIDER}/growth/adjust`, {
        memberId: member.id,
        amount,
        reason: '活动奖励',
        eventKey: `growth-${member.id}-${step}`,
      })
    const gradeOf = async () =>
      (await calls.get(admin, `${INSIDER}/insider/detail?id=${member.id}`)).json().data.gradeId
    const gradeChanges = async () =>
      (await changesOf(admin, member.id))
        .filter((c) => c.fieldName === 'gradeId')
        .map((c) => [c.contentOld, c.contentNew])

    expect((await adjust(admin, 600, 'up')).json()).toMatchObject({
      code: 200,
      data: { gradeId: silver!.id, replayed: false },
    })
    expect(await gradeOf()).toBe(silver!.id)
    expect((await adjust(admin, 600, 'up')).json().data).toMatchObject({
      replayed: true,
      gradeId: silver!.id,
    })
    expect(await gradeChanges()).toEqual([[ordinary!.id, silver!.id]])

    expect((await adjust(admin, -200, 'down')).json().data.gradeId).toBe(ordinary!.id)
    expect(await gradeOf()).toBe(ordinary!.id)
    expect((await gradeChanges()).sort()).toEqual([
      [ordinary!.id, silver!.id],
      [silver!.id, ordinary!.id],
    ])
    const ledger = await calls.get(
      admin,
      `${INSIDER}/crmGrowthValueMessage/insiderGrowthList?memberId=${member.id}`,
    )
    expect(
      ledger
        .json()
        .data.records.map((r: Member) => r.amount)
        .sort(),
    ).toEqual(['-200', '600'])

    expect((await adjust(admin, 0, 'zero')).json()).toMatchObject({ code: 400, success: false })
    expect((await adjust(clerk, 5000, 'clerk')).json()).toMatchObject({ code: 403, success: false })
    expect(await gradeOf()).toBe(ordinary!.id)
  })

  describe('HOV `member_hov_phone`: only its holders read whole mobile numbers', () => {
    const masked = (phone: unknown) => `${String(phone).slice(0, 3)}****${String(phone).slice(-4)}`

    it('the clerk reads phones masked in the search, the detail and the pickers; the administrator whole', async () => {
      const byPhone = { phone: String(seeded.phone) }
      expect((await query(clerk, byPhone)).records.map((m) => m.phone)).toEqual([masked(seeded.phone)])
      expect((await query(admin, byPhone)).records.map((m) => m.phone)).toEqual([seeded.phone])
      const detail = await calls.get(clerk, `${INSIDER}/insider/detail?id=${seeded.id}`)
      expect(detail.json().data).toMatchObject({ name: seeded.name, phone: masked(seeded.phone) })
      const page = await calls.get(clerk, `${INSIDER}/insider/page?size=20`)
      for (const m of page.json().data.records as Member[]) expect(m.phone).toMatch(/^\d{3}\*{4}\d{4}$/)
    })

    it('the change history masks the before and after of a phone change for the clerk, and nothing else', async () => {
      const member = await newMember()
      const phone = calls.phone()
      expect((await submit(admin, { ...given(member), phone, remarks: 'moved' })).json().code).toBe(200)
      const seen = (records: Member[]) =>
        Object.fromEntries(records.map((c) => [c.fieldName, [c.contentOld, c.contentNew]]))
      expect(seen(await changesOf(clerk, member.id))).toEqual({
        phone: [masked(member.phone), masked(phone)],
        remarks: [null, 'moved'],
      })
      expect(seen(await changesOf(admin, member.id)).phone).toEqual([member.phone, phone])
    })

    it('an editor without the code who sends a masked phone back keeps the real one', async () => {
      const member = await newMember()
      const roleId = await calls.roleId('100001', 'clerk')
      const grant = (on: boolean) =>
        app.db.withTenant({ tenantId: '100001' }, async (tx) => {
          const [edit] = await tx.select({ id: menu.id }).from(menu).where(eq(menu.code, 'member_edit'))
          if (on) await tx.insert(roleMenu).values({ roleId, menuId: edit!.id })
          else
            await tx.delete(roleMenu).where(and(eq(roleMenu.roleId, roleId), eq(roleMenu.menuId, edit!.id)))
          app.permissionSource.invalidate('100001')
        })
      await grant(true)
      try {
        const read = (await calls.get(clerk, `${INSIDER}/insider/detail?id=${member.id}`)).json()
          .data as Member
        expect(read.phone).toBe(masked(member.phone))
        const res = await submit(clerk, { ...given(read), name: '店员改名' })
        expect(res.json()).toMatchObject({
          code: 200,
          data: { name: '店员改名', phone: masked(member.phone) },
        })
      } finally {
        await grant(false)
      }
      const stored = (await calls.get(admin, `${INSIDER}/insider/detail?id=${member.id}`)).json().data
      expect(stored).toMatchObject({ name: '店员改名', phone: member.phone })
      expect((await changesOf(admin, member.id)).map((c) => c.fieldName)).toEqual(['name'])
    })
  })

  it('newinsider/queryPhone says whose the number is, with spec §5’s messages for a bad one', async () => {
    const url = (phone: string, brand = brands[0]!.brandId) =>
      `${INSIDER}/newinsider/queryPhone?phone=${phone}&brandId=${brand}`
    expect((await calls.get(clerk, url(String(seeded.phone)))).json().data).toEqual({
      exists: true,
      insiderId: seeded.id,
      name: seeded.name,
    })
    expect((await calls.get(clerk, url(String(seeded.phone), brands[1]!.brandId))).json().data.exists).toBe(
      false,
    )
    expect((await calls.get(clerk, url('1381234'))).json()).toMatchObject({
      code: 400,
      msg: '手机号码长度不为11位',
    })
  })

  it('assistant/change moves an assistant’s members to another, each move in the history', async () => {
    const [from, to] = [guides[0]!.id, guides[1]!.id]
    const mine = [await newMember({ guideId: from }), await newMember({ guideId: from })]
    const res = await calls.post(admin, `${CRM}/assistant/change`, {
      fromGuideId: from,
      toGuideId: to,
      memberIds: mine.map((m) => m.id).join(','),
    })
    expect(res.json()).toMatchObject({ code: 200, data: { changed: 2 } })
    for (const m of mine) {
      expect((await calls.get(admin, `${INSIDER}/insider/detail?id=${m.id}`)).json().data.guideId).toBe(to)
      expect((await changesOf(admin, m.id)).map((c) => [c.fieldName, c.contentOld, c.contentNew])).toEqual([
        ['guideId', from, to],
      ])
    }
    const refused = await calls.post(admin, `${CRM}/assistant/change?lang=en`, {
      fromGuideId: from,
      toGuideId: '7',
    })
    expect(refused.json()).toMatchObject({
      code: 400,
      msg: 'The selected Shop assistant does not exist or was removed',
    })
  })

  it('tags are set as a whole with tag/hk/update, searched by any tag, and counted on the tag', async () => {
    const tags = (await calls.get(admin, `${CRM}/tag/list`)).json().data as Member[]
    const tag = tags[tags.length - 1]!
    const before = (await calls.get(admin, `${CRM}/tag/detail1?id=${tag.id}`)).json().data
      .memberCount as number
    const member = await newMember()
    const set = await calls.post(admin, `${CRM}/tag/hk/update`, {
      insiderId: member.id,
      tagIds: `${tag.id},${tag.id}`,
    })
    expect(set.json()).toMatchObject({ code: 200, data: { tags: tag.id } })
    const found = await query(admin, { tagIds: `${tag.id},${tags[0]!.id}`, phone: member.phone })
    expect(found.records.map((m) => m.id)).toEqual([member.id])
    expect((await calls.get(admin, `${CRM}/tag/detail1?id=${tag.id}`)).json().data).toMatchObject({
      tagName: tag.tagName,
      memberCount: before + 1,
    })
    const unknown = await calls.post(admin, `${CRM}/tag/hk/update`, { insiderId: member.id, tagIds: '99' })
    expect(unknown.json().code).toBe(400)
    await calls.post(admin, `${CRM}/tag/hk/update`, { insiderId: member.id, tagIds: '' })
    expect((await changesOf(admin, member.id)).map((c) => [c.contentOld, c.contentNew])).toEqual(
      expect.arrayContaining([
        [null, tag.id],
        [tag.id, null],
      ]),
    )
  })
})
