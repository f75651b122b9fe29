import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { DICTIONARIES } from './dict-seed'
import { dict } from './schema'

const BASE = '/api/blade-system/dict'
/** Codes of this file's own: on PostgreSQL every test file shares one database and its demo tenants. */
const suffix = `${Date.now().toString(36)}${process.pid % 100}`
const code = (name: string) => `${name}_${suffix}`

interface Item {
  id: string
  dictKey: string
  dictValue: string
  colour: string | null
  remark: string | null
}

describe(`dictionaries (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string

  const get = (url: string, token = admin) => app.inject({ url: `${BASE}${url}`, headers: auth(token) })
  const post = (url: string, payload?: object, token = admin) =>
    app.inject({ method: 'POST', url: `${BASE}${url}`, headers: auth(token), ...(payload && { payload }) })
  const items = async (c: string, lang = 'zh_CN', token = admin): Promise<Item[]> =>
    (await get(`/dictionary?code=${c}&lang=${lang}`, token)).json().data
  /** A dictionary with items, created through the API. */
  const create = async (c: string, entries: [string, string][]) => {
    const root = (await post('/submit', { code: c, dictKey: '-1', dictValue: `${c} 字典` })).json().data
    const children = []
    for (const [i, [dictKey, dictValue]] of entries.entries()) {
      const res = await post('/submit', { parentId: root.id, code: c, dictKey, dictValue, sort: i })
      children.push(res.json().data)
    }
    return { root, children }
  }

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
  })
  afterAll(() => app.close())

  describe('seeded dictionaries', () => {
    const specCodes = [
      'constellation',
      'sex',
      'zodiac',
      'birthMonth',
      'openCardPlatform',
      'cardType',
      'otoPlat',
      'hkTag',
      'tenant_type',
      'pointsDescription',
      'flow',
    ]

    it('every dictionary the spec names is seeded in each demo tenant, every item labelled in zh_CN, zh_HK and en', async () => {
      for (const tenant of ['000000', '100001', '100002']) {
        const rows = await app.db.withTenant({ tenantId: tenant }, (tx) =>
          tx.select().from(dict).where(eq(dict.isDeleted, 0)),
        )
        for (const c of specCodes) {
          const mine = rows.filter((r) => r.code === c)
          expect([tenant, c, mine.filter((r) => r.parentId === '0').length]).toEqual([tenant, c, 1])
          const children = mine.filter((r) => r.parentId !== '0')
          expect([tenant, c, children.length > 0]).toEqual([tenant, c, true])
          for (const r of mine) expect([c, Boolean(r.dictValueZhHk && r.dictValueEn)]).toEqual([c, true])
        }
      }
    })

    it('dictionaryList loads the shell’s start-up dictionaries in one call, in the caller’s language', async () => {
      const shell = [
        'constellation',
        'sex',
        'zodiac',
        'birthMonth',
        'openCardPlatform',
        'cardType',
        'otoPlat',
        'hkTag',
      ]
      const res = await get(`/dictionaryList?codes=${shell.join(',')}&lang=en`, clerk)
      expect(res.statusCode).toBe(200)
      const data: Record<string, Item[]> = res.json().data
      expect(Object.keys(data).sort()).toEqual([...shell].sort())
      expect(data.constellation!.map((i) => i.dictValue)).toEqual([
        'Aries',
        'Taurus',
        'Gemini',
        'Cancer',
        'Leo',
        'Virgo',
        'Libra',
        'Scorpio',
        'Sagittarius',
        'Capricorn',
        'Aquarius',
        'Pisces',
      ])
      expect(data.zodiac).toHaveLength(12)
      expect(data.birthMonth!.map((i) => i.dictKey)).toEqual(
        Array.from({ length: 12 }, (_, i) => String(i + 1)),
      )
      expect(data.sex!.map((i) => [i.dictKey, i.dictValue])).toEqual([
        ['1', 'Male'],
        ['2', 'Female'],
        ['3', 'Unknown'],
      ])
    })

    it('dictionary?code= labels items in zh_CN by default, zh_HK and en on request', async () => {
      const value = async (lang: string) =>
        (await items('zodiac', lang)).find((i) => i.dictKey === '5')!.dictValue
      expect(await value('zh_CN')).toBe('龙')
      expect(await value('zh_HK')).toBe('龍')
      expect(await value('en')).toBe('Dragon')
      const header = await app.inject({
        url: `${BASE}/dictionary?code=tenant_type`,
        headers: { ...auth(admin), 'accept-language': 'zh-TW' },
      })
      expect(header.json().data[0].dictValue).toBe('連鎖藥房')
    })

    it('the flow routes: key code_dictKey, value the remark (the process screens’ route segment)', async () => {
      const flow = await items('flow')
      const routes = Object.fromEntries(flow.map((i) => [`flow_${i.dictKey}`, i.remark]))
      expect(routes.flow_1).toBe('leave')
      expect(Object.values(routes).every((r) => typeof r === 'string' && r.length > 0)).toBe(true)
    })

    it('the seed list and the database agree: tenant_type and pointsDescription are the spec’s select sources', async () => {
      for (const c of ['tenant_type', 'pointsDescription']) {
        const seeded = DICTIONARIES.find((d) => d.code === c)!
        expect((await items(c)).map((i) => i.dictKey)).toEqual(seeded.items.map(([key]) => key))
      }
    })

    it('an unknown code is an empty list, not an error', async () => {
      expect((await get('/dictionary?code=noSuchCode')).json()).toMatchObject({ code: 200, data: [] })
      expect((await get('/dictionaryList?codes=noSuchCode,sex')).json().data.noSuchCode).toEqual([])
    })

    it('codes are validated: dictionaryList takes at most 50, each a code', async () => {
      const many = Array.from({ length: 51 }, (_, i) => `c${i}`).join(',')
      expect((await get(`/dictionaryList?codes=${many}`)).statusCode).toBe(400)
      expect((await get('/dictionary?code=1bad')).json().msg).toBe('参数校验失败：字典编号格式不正确')
    })
  })

  describe('the cache', () => {
    it('a change through the API is visible on the next read; a write behind its back is not (the cache is real)', async () => {
      const c = code('cache')
      const { children } = await create(c, [['a', '甲']])
      expect((await items(c)).map((i) => i.dictValue)).toEqual(['甲'])

      await app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx.update(dict).set({ dictValue: '背后改的' }).where(eq(dict.id, children[0].id)),
      )
      expect((await items(c)).map((i) => i.dictValue)).toEqual(['甲'])

      await post('/submit', { ...children[0], dictValue: '乙' })
      expect((await items(c)).map((i) => i.dictValue)).toEqual(['乙'])
    })

    it('adding, colouring, sealing and removing items each show on the next read', async () => {
      const c = code('live')
      const { root, children } = await create(c, [['a', 'A']])
      expect(await items(c)).toHaveLength(1)
      const b = (
        await post('/submit', { parentId: root.id, code: c, dictKey: 'b', dictValue: 'B', sort: 5 })
      ).json().data
      expect((await items(c)).map((i) => i.dictKey)).toEqual(['a', 'b'])
      await get(`/updateColour?id=${b.id}&colour=%23ff0000`)
      expect((await items(c)).find((i) => i.dictKey === 'b')!.colour).toBe('#ff0000')
      await post('/submit', { ...children[0], isSealed: 1 })
      expect((await items(c)).map((i) => i.dictKey)).toEqual(['b'])
      await post(`/remove?ids=${b.id}`)
      expect(await items(c)).toEqual([])
    })

    it('a tenant’s change does not touch another tenant’s cached dictionary', async () => {
      const c = code('tenants')
      await create(c, [['x', 'X of 100001']])
      expect(await items(c, 'zh_CN', otherAdmin)).toEqual([])
      await post('/submit', { code: c, dictKey: '-1', dictValue: 'B' }, otherAdmin)
      expect((await items(c)).map((i) => i.dictValue)).toEqual(['X of 100001'])
    })
  })

  describe('rules of submit and remove', () => {
    it('an item must hang under a live dictionary and carry its code', async () => {
      const c = code('rules')
      const { root } = await create(c, [])
      const unknown = await post('/submit', { parentId: '123456789', code: c, dictKey: 'a', dictValue: 'A' })
      expect(unknown.json()).toMatchObject({ code: 400, msg: '上级字典不存在或不是字典' })
      const wrong = await post('/submit', { parentId: root.id, code: 'sex', dictKey: 'a', dictValue: 'A' })
      expect(wrong.json()).toMatchObject({ code: 400, msg: `字典项的编号必须与上级字典相同：${c}` })
      const item = (
        await post('/submit', { parentId: root.id, code: c, dictKey: 'a', dictValue: 'A' })
      ).json().data
      const nested = await app.inject({
        method: 'POST',
        url: `${BASE}/submit?lang=en`,
        headers: auth(admin),
        payload: { parentId: item.id, code: c, dictKey: 'b', dictValue: 'B' },
      })
      expect(nested.json().msg).toBe('The parent does not exist or is not a dictionary')
      expect((await items(c)).map((i) => i.dictKey)).toEqual(['a'])
    })

    it('renaming a dictionary’s code renames its items', async () => {
      const c = code('old')
      const renamed = code('new')
      const { root } = await create(c, [
        ['1', 'one'],
        ['2', 'two'],
      ])
      expect(await items(c)).toHaveLength(2)
      await post('/submit', { ...root, code: renamed })
      expect(await items(c)).toEqual([])
      expect((await items(renamed)).map((i) => i.dictKey)).toEqual(['1', '2'])
    })

    it('removing a dictionary removes its items in the same transaction, each audited', async () => {
      const c = code('cascade')
      const { root, children } = await create(c, [
        ['1', 'one'],
        ['2', 'two'],
      ])
      expect((await post(`/remove?ids=${root.id}`)).json().data).toBe(true)
      expect(await items(c)).toEqual([])
      const live = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx
          .select()
          .from(dict)
          .where(and(eq(dict.code, c), eq(dict.isDeleted, 0))),
      )
      expect(live).toEqual([])
      const audits = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(
            and(eq(auditLog.action, 'remove'), sql`${auditLog.recordIds} LIKE ${`%${children[0].id}%`}`),
          ),
      )
      expect(audits).toHaveLength(1)
      expect(audits[0]!.recordIds.split(',').sort()).toEqual(children.map((ch) => ch.id).sort())
    })
  })

  describe('lists and trees', () => {
    it('parent-list pages the dictionaries only, filtered by code', async () => {
      const c = code('parents')
      await create(c, [['1', 'one']])
      const page = (await get(`/parent-list?code=${c}&current=1&size=10`)).json().data
      expect(page.total).toBe(1)
      expect(page.records[0]).toMatchObject({ code: c, parentId: '0', dictKey: '-1' })
      const all = (await get('/parent-list?size=1000')).json().data.records
      expect(all.every((r: { parentId: string }) => r.parentId === '0')).toBe(true)
      expect(all.map((r: { code: string }) => r.code)).toEqual(
        expect.arrayContaining(['sex', 'flow', 'hkTag']),
      )
    })

    it('child-list pages one dictionary’s items by sort', async () => {
      const c = code('children')
      const { root } = await create(c, [
        ['b', 'second'],
        ['a', 'first'],
        ['c', 'third'],
      ])
      const page = (await get(`/child-list?parentId=${root.id}&size=2`)).json().data
      expect(page.total).toBe(3)
      expect(page.pages).toBe(2)
      expect(page.records.map((r: Item) => r.dictKey)).toEqual(['b', 'a'])
      expect((await get('/child-list')).statusCode).toBe(400)
    })

    it('tree?code= nests a dictionary’s items under it; without code it lists the dictionaries', async () => {
      const tree = (await get('/tree?code=sex&lang=en')).json().data
      expect(tree).toHaveLength(1)
      expect(tree[0]).toMatchObject({ code: 'sex', dictKey: '-1', label: 'Sex' })
      expect(tree[0].children.map((n: { label: string }) => n.label)).toEqual(['Male', 'Female', 'Unknown'])
      const roots = (await get('/tree')).json().data
      expect(
        roots.every((n: { parentId: string; children?: unknown }) => n.parentId === '0' && !n.children),
      ).toBe(true)
    })
  })

  describe('updateColour', () => {
    it('sets and clears an item’s colour tag, audited; only #rrggbb or antd preset names', async () => {
      const c = code('colour')
      const { children } = await create(c, [['a', 'A']])
      const id = children[0].id
      const set = await get(`/updateColour?id=${id}&colour=volcano`)
      expect(set.json()).toMatchObject({ code: 200, data: { id, colour: 'volcano' } })
      const bad = await get(`/updateColour?id=${id}&colour=${encodeURIComponent('url(x)')}`)
      expect(bad.statusCode).toBe(400)
      const cleared = await get(`/updateColour?id=${id}`)
      expect(cleared.json().data.colour).toBeNull()
      const audits = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx
          .select()
          .from(auditLog)
          .where(and(eq(auditLog.action, 'update'), eq(auditLog.recordIds, id))),
      )
      expect(audits.map((a) => (a.after as { colour: string | null }).colour)).toEqual(
        expect.arrayContaining(['volcano', null]),
      )
    })

    it('an unknown id is a 404 envelope and changes nothing', async () => {
      expect((await get('/updateColour?id=42&colour=red')).json()).toMatchObject({
        code: 404,
        success: false,
      })
    })
  })

  describe('permissions and tenants', () => {
    it('the clerk reads dictionaries for selects but is refused their administration (403)', async () => {
      expect((await get('/dictionary?code=sex', clerk)).statusCode).toBe(200)
      expect((await get('/dictionaryList?codes=sex', clerk)).statusCode).toBe(200)
      for (const url of [
        '/parent-list',
        '/child-list?parentId=1',
        '/tree',
        '/page',
        '/list',
        '/updateColour?id=1',
      ]) {
        expect([url, (await get(url, clerk)).statusCode]).toEqual([url, 403])
      }
      for (const url of ['/remove?ids=1']) expect((await post(url, undefined, clerk)).statusCode).toBe(403)
      const submit = await post('/submit', { code: 'x', dictKey: 'y', dictValue: 'z' }, clerk)
      expect(submit.statusCode).toBe(403)
    })

    it('without a session every dictionary route is a 401', async () => {
      for (const url of ['/dictionary?code=sex', '/dictionaryList?codes=sex', '/parent-list']) {
        expect((await app.inject({ url: `${BASE}${url}` })).statusCode).toBe(401)
      }
    })

    it('tenant 100002’s administrator sees none of 100001’s dictionaries', async () => {
      const c = code('private')
      const { root, children } = await create(c, [['k', 'only 100001']])
      expect(await items(c, 'zh_CN', otherAdmin)).toEqual([])
      expect((await get(`/child-list?parentId=${root.id}`, otherAdmin)).json().data.total).toBe(0)
      expect((await get(`/tree?code=${c}`, otherAdmin)).json().data).toEqual([])
      expect((await get(`/parent-list?code=${c}`, otherAdmin)).json().data.total).toBe(0)
      expect((await get(`/updateColour?id=${children[0].id}&colour=red`, otherAdmin)).json().code).toBe(404)
      expect((await items(c))[0]!.colour).toBeNull()
    })
  })
})
