import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { enterTenant } from '../db/database'
import { auditLog } from '../audit/schema'
import { dict } from '../../modules/dict/schema'

const BASE = '/api/blade-system/dict'
const TENANT = '100002'

describe(`resource framework: the dictionary resource (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  const post = (url: string, payload?: object) =>
    app.inject({ method: 'POST', url: `${BASE}${url}`, headers: auth(admin), ...(payload && { payload }) })
  const get = (url: string) => app.inject({ url: `${BASE}${url}`, headers: auth(admin) })
  const auditRows = (recordId: string) =>
    app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(sql`${auditLog.recordIds} LIKE ${`%${recordId}%`}`),
    )
  const countRows = (code: string) =>
    app.db.withTenant({ tenantId: TENANT }, async (tx) => {
      const rows = await tx
        .select()
        .from(dict)
        .where(and(eq(dict.code, code), eq(dict.isDeleted, 0)))
      return rows.length
    })

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, TENANT, 'admin')
  })
  afterAll(() => app.close())

  it('submit without id inserts, fills defaults and tracking columns, and writes exactly one audit row', async () => {
    const res = await post('/submit', { code: 'colour', dictKey: 'red', dictValue: '红色' })
    expect(res.json()).toMatchObject({ code: 200, success: true })
    const record = res.json().data
    expect(record).toMatchObject({
      code: 'colour',
      dictKey: 'red',
      parentId: '0',
      sort: 0,
      isSealed: 0,
      remark: null,
    })
    expect(record.createUser).toMatch(/^\d+$/)
    const audits = await auditRows(record.id)
    expect(audits).toHaveLength(1)
    expect(audits[0]).toMatchObject({
      action: 'insert',
      resource: 'dict',
      before: null,
      userId: record.createUser,
    })
    expect(audits[0]!.after).toMatchObject({ id: record.id, dictValue: '红色' })
  })

  it('submit with id updates and writes one audit row holding before and after', async () => {
    const created = (await post('/submit', { code: 'size', dictKey: 'm', dictValue: 'M' })).json().data
    const res = await post('/submit', { ...created, dictValue: 'Medium', remark: 'renamed' })
    expect(res.json().data).toMatchObject({ id: created.id, dictValue: 'Medium', remark: 'renamed' })
    const audits = (await auditRows(created.id)).filter((a) => a.action === 'update')
    expect(audits).toHaveLength(1)
    expect(audits[0]!.before).toMatchObject({ dictValue: 'M', remark: null })
    expect(audits[0]!.after).toMatchObject({ dictValue: 'Medium', remark: 'renamed' })
  })

  it('remove is logical, hides the rows, and writes one audit row for the call with the rows before', async () => {
    const a = (await post('/submit', { code: 'gone', dictKey: 'a', dictValue: 'A' })).json().data
    const b = (await post('/submit', { code: 'gone', dictKey: 'b', dictValue: 'B' })).json().data
    const res = await post(`/remove?ids=${a.id},${b.id}`)
    expect(res.json()).toMatchObject({ code: 200, data: true })
    expect(await countRows('gone')).toBe(0)
    expect((await get(`/detail?id=${a.id}`)).json().code).toBe(404)
    const audits = (await auditRows(a.id)).filter((x) => x.action === 'remove')
    expect(audits).toHaveLength(1)
    expect(audits[0]!.recordIds).toBe(`${a.id},${b.id}`)
    expect(audits[0]!.before).toHaveLength(2)
    expect(audits[0]!.after).toBeNull()
  })

  it('a failed write changes nothing and writes no audit row: a duplicate key', async () => {
    await post('/submit', { code: 'unique_me', dictKey: 'k', dictValue: 'first' })
    const auditsBefore = await app.db.withTenant({ tenantId: TENANT }, (tx) => tx.select().from(auditLog))
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/submit?lang=en`,
      headers: auth(admin),
      payload: { code: 'unique_me', dictKey: 'k', dictValue: 'second' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('parentId+code+dictKey already exists')
    expect(await countRows('unique_me')).toBe(1)
    const auditsAfter = await app.db.withTenant({ tenantId: TENANT }, (tx) => tx.select().from(auditLog))
    expect(auditsAfter).toHaveLength(auditsBefore.length)
  })

  it('concurrent duplicates: exactly one lands, the rest get a 400, and only one audit row is written', async () => {
    const results = await Promise.all(
      Array.from({ length: 6 }, () => post('/submit', { code: 'race', dictKey: 'k', dictValue: 'v' })),
    )
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1)
    expect(results.filter((r) => r.statusCode === 400)).toHaveLength(5)
    expect(await countRows('race')).toBe(1)
    const id = results.find((r) => r.statusCode === 200)!.json().data.id
    expect(await auditRows(id)).toHaveLength(1)
  })

  it('a dict-bound field takes only its dictionary’s keys, read in the tenant (isSealed → yes_no)', async () => {
    const sealed = await post('/submit', { code: 'dict_bound', dictKey: 'a', dictValue: 'A', isSealed: 1 })
    expect(sealed.json().data.isSealed).toBe(1)
    const yesNo = (await get('/list?code=yes_no&dictKey=1')).json().data
    await post(`/remove?ids=${yesNo[0].id}`)
    try {
      const refused = await post('/submit', { code: 'dict_bound', dictKey: 'b', dictValue: 'B', isSealed: 1 })
      expect(refused.json()).toMatchObject({ code: 400, msg: '封存的值“1”不在可选范围内' })
      expect(await countRows('dict_bound')).toBe(1)
    } finally {
      // on PostgreSQL the other test files share this tenant: its yes_no must come back whole
      await app.db.withTenant({ tenantId: TENANT }, (tx) =>
        tx.update(dict).set({ isDeleted: 0 }).where(eq(dict.id, yesNo[0].id)),
      )
    }
  })

  it('a removed row frees its unique key', async () => {
    const first = (await post('/submit', { code: 'reuse', dictKey: 'k', dictValue: 'v1' })).json().data
    await post(`/remove?ids=${first.id}`)
    expect((await post('/submit', { code: 'reuse', dictKey: 'k', dictValue: 'v2' })).json().success).toBe(
      true,
    )
  })

  it('validation: required and length messages name the field in the caller’s language, and nothing is written', async () => {
    const missing = await post('/submit', { dictKey: 'k', dictValue: 'v' })
    expect(missing.json()).toMatchObject({ code: 400, msg: '参数校验失败：字典编号不能为空' })
    const long = await app.inject({
      method: 'POST',
      url: `${BASE}/submit?lang=en`,
      headers: auth(admin),
      payload: { code: 'c', dictKey: 'k', dictValue: 'x'.repeat(256) },
    })
    expect(long.json().msg).toBe('Invalid request: Value must be at most 255 characters')
    const pattern = await app.inject({
      method: 'POST',
      url: `${BASE}/submit?lang=zh_HK`,
      headers: auth(admin),
      payload: { code: '1 bad', dictKey: 'k', dictValue: 'v' },
    })
    expect(pattern.json().msg).toBe('參數校驗失敗：字典編號格式不正確')
    const extra = await post('/submit', { code: 'c', dictKey: 'k', dictValue: 'v', tenantId: '100001' })
    expect(extra.json().msg).toBe('参数校验失败：不支持的参数：tenantId')
    expect(await countRows('c')).toBe(0)
  })

  it('search: like filters are case-insensitive contains, with % and _ taken literally; eq filters are exact', async () => {
    await post('/submit', { code: 'search_case', dictKey: 'a', dictValue: 'Alpha 50%_off' })
    await post('/submit', { code: 'search_case', dictKey: 'b', dictValue: 'alphabet' })
    const like = (await get('/page?code=search_case&dictValue=ALPHA')).json().data
    expect(like.total).toBe(2)
    const literal = (await get(`/page?code=search_case&dictValue=${encodeURIComponent('50%_')}`)).json().data
    expect(literal.records.map((r: { dictKey: string }) => r.dictKey)).toEqual(['a'])
    const exact = (await get('/list?code=search_case&dictKey=b')).json().data
    expect(exact).toHaveLength(1)
  })

  it('ids beyond the 64-bit range are a 400, never a database error', async () => {
    for (const url of [
      '/detail?id=9999999999999999999',
      '/remove?ids=1,9300000000000000000',
      '/page?cursor=99999999999999999999',
    ]) {
      const res = url.startsWith('/remove') ? await post(url) : await get(url)
      expect([url, res.statusCode]).toEqual([url, 400])
    }
  })

  it('sorting: ascs and descs on declared fields', async () => {
    for (const [key, sort] of [
      ['x', 3],
      ['y', 1],
      ['z', 2],
    ] as const) {
      await post('/submit', { code: 'sorted', dictKey: key, dictValue: key, sort })
    }
    const asc = (await get('/list?code=sorted')).json().data.map((r: { dictKey: string }) => r.dictKey)
    expect(asc).toEqual(['y', 'z', 'x'])
    const desc = (await get('/page?code=sorted&descs=dictKey'))
      .json()
      .data.records.map((r: { dictKey: string }) => r.dictKey)
    expect(desc).toEqual(['z', 'y', 'x'])
  })

  describe('large tables', () => {
    beforeAll(async () => {
      await app.db.withSystem(async (tx) => {
        await enterTenant(tx, TENANT)
        await tx.execute(sql`
          INSERT INTO sys_dict (tenant_id, id, code, dict_key, dict_value, sort)
          SELECT ${TENANT}, 100000000 + g, 'bulk', g::text, 'v' || g, 0 FROM generate_series(1, 10050) g`)
        await tx.execute(sql`ANALYZE sys_dict`)
      })
    })

    it('an OFFSET deeper than 10,000 rows is refused with a clear message', async () => {
      const ok = await get('/page?code=bulk&current=1001&size=10')
      expect(ok.json().success).toBe(true)
      const deep = await app.inject({
        url: `${BASE}/page?code=bulk&current=1002&size=10&lang=en`,
        headers: auth(admin),
      })
      expect(deep.statusCode).toBe(400)
      expect(deep.json().msg).toBe(
        'Page too deep: at most 10000 records can be skipped; narrow the search or page on with the cursor',
      )
    })

    it('cursor paging walks past the offset limit, newest id first, with no gaps or repeats', async () => {
      const seen = new Set<string>()
      let cursor: string | null = 'start'
      let pages = 0
      while (cursor) {
        const data: { records: { id: string }[]; nextCursor: string | null } = (
          await get(`/page?code=bulk&size=1000&cursor=${cursor}`)
        ).json().data
        for (const r of data.records) seen.add(r.id)
        cursor = data.nextCursor
        pages += 1
      }
      expect(seen.size).toBe(10050)
      expect(pages).toBe(11)
    })

    it('a cursor cannot be combined with a sort', async () => {
      expect((await get('/page?code=bulk&cursor=5&ascs=sort')).json().msg).toBe(
        '使用游标翻页时不能指定排序字段',
      )
    })

    it('totals above 10,000 matching rows are the planner’s estimate, and say so', async () => {
      const data = (await get('/page?code=bulk&size=1')).json().data
      expect(data.totalEstimated).toBe(true)
      expect(data.total).toBeGreaterThan(10_000)
      const exact = (await get('/page?code=sorted')).json().data
      expect(exact.totalEstimated).toBeUndefined()
      expect(exact.total).toBe(3)
    })
  })
})
