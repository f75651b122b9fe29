import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import { auditLog } from '../../core/audit/schema'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { productVersion } from './schema'

const BASE = '/api/blade-version'
const tag = `${Date.now().toString(36)}${process.pid % 100}`
/** Versions of this file's own; the seeded current version is made current again at the end. */
const version = (n: number) => `9.${n}.0-t${tag}`

interface Note {
  id: string
  version: string
  status: number
}

describe(`product versions and update notes: blade-version (${engineName})`, () => {
  let app: FastifyInstance
  let platform: string
  let tenantAdmin: string
  let clerk: string
  let seededCurrent: Note
  const mine: string[] = []

  const get = (url: string, token = platform) => app.inject({ url: `${BASE}${url}`, headers: auth(token) })
  const post = (url: string, payload?: object, token = platform) =>
    app.inject({ method: 'POST', url: `${BASE}${url}`, headers: auth(token), ...(payload && { payload }) })
  const create = async (n: number, values: object = {}) => {
    const res = await post('/saveOrUpdate', {
      version: version(n),
      title: `第${n}版`,
      content: '新增：会员积分规则；修复：价签打印。',
      address: `https://docs.example.com/release/${n}`,
      showDate: `2030-0${n}-01`,
      ...values,
    })
    expect(res.json()).toMatchObject({ code: 200 })
    mine.push(res.json().data.id)
    return res.json().data as Note
  }

  beforeAll(async () => {
    app = await buildTestApp()
    platform = await tokenFor(app, '000000', 'admin')
    tenantAdmin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    seededCurrent = (await get('/preliminaryOrCurrent?dataType=1', clerk)).json().data
  })
  afterAll(async () => {
    await post('/preliminaryOrCurrentUpdate', { id: seededCurrent.id, dataType: 1 })
    await app.db.withSystem((tx) => tx.delete(productVersion).where(inArray(productVersion.id, mine)))
    await app.close()
  })

  it('every signed-in user reads the current version for the footer (seeded V1.0.0)', async () => {
    const res = await get('/preliminaryOrCurrent', clerk)
    expect(res.json()).toMatchObject({ code: 200, data: { version: 'V1.0.0', status: 1 } })
    expect(Object.keys(res.json().data).sort()).toEqual([
      'address',
      'content',
      'id',
      'showDate',
      'status',
      'title',
      'version',
    ])
    expect((await app.inject({ url: `${BASE}/preliminaryOrCurrent` })).statusCode).toBe(401)
  })

  it('a new version starts as a past one; making it preliminary, then current, moves the others aside', async () => {
    const v = await create(1)
    expect(v.status).toBe(0)
    const prelim = await post('/preliminaryOrCurrentUpdate', { id: v.id, dataType: 2 })
    expect(prelim.json().data).toMatchObject({ id: v.id, status: 2 })
    expect((await get('/preliminaryOrCurrent?dataType=2', clerk)).json().data.id).toBe(v.id)
    expect((await get('/preliminaryOrCurrent?dataType=1', clerk)).json().data.id).toBe(seededCurrent.id)

    await post('/preliminaryOrCurrentUpdate', { id: v.id, dataType: 1 })
    expect((await get('/preliminaryOrCurrent?dataType=1', clerk)).json().data.id).toBe(v.id)
    expect((await get('/preliminaryOrCurrent?dataType=2', clerk)).json().data).toBeNull()
    const old = (await get(`/pageQuery?version=V1.0.0`)).json().data.records[0]
    expect(old.status).toBe(0)

    const audits = await app.db.withTenant({ tenantId: '000000' }, (tx) =>
      tx
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.resource, 'version'), eq(auditLog.action, 'update'))),
    )
    expect(audits.some((a) => a.recordIds === `${v.id},${seededCurrent.id}`)).toBe(true)
  })

  it('allMessage: the released versions’ notes, newest first, without the preliminary one', async () => {
    const released = await create(2)
    const coming = await create(3)
    await post('/preliminaryOrCurrentUpdate', { id: coming.id, dataType: 2 })
    const page = (await get('/allMessage?current=1&size=1000', clerk)).json().data
    const ids = page.records.map((r: Note) => r.id)
    expect(ids).toContain(released.id)
    expect(ids).not.toContain(coming.id)
    const dates = page.records.map((r: { showDate: string }) => r.showDate)
    expect(dates).toEqual([...dates].sort().reverse())
    expect((await get('/allMessage?size=1', clerk)).json().data.records).toHaveLength(1)
  })

  it('the status is only changed by preliminaryOrCurrentUpdate; the current and preliminary versions are not removed', async () => {
    const v = await create(4)
    const sneaky = await post('/saveOrUpdate', { ...v, status: 1 })
    expect(sneaky.json()).toMatchObject({ code: 400, msg: '版本状态只能通过“设为当前版本/预发布版本”修改' })
    const newCurrent = await post('/saveOrUpdate', {
      version: version(5),
      title: 't',
      showDate: '2030-05-01',
      status: 1,
    })
    expect(newCurrent.json().msg).toBe('版本状态只能通过“设为当前版本/预发布版本”修改')
    await post('/preliminaryOrCurrentUpdate', { id: v.id, dataType: 2 })
    expect((await post(`/delete?ids=${v.id}`)).json().msg).toBe('当前版本和预发布版本不能删除')
    const past = await create(6)
    expect((await post(`/delete?ids=${past.id}`)).json().data).toBe(true)
    expect((await get(`/pageQuery?version=${version(6)}`)).json().data.total).toBe(0)
  })

  it('validation: a version number’s shape, a unique version, an http/https/ftp notes address', async () => {
    const bad = (values: object) =>
      post('/saveOrUpdate', { version: version(7), title: 't', showDate: '2030-07-01', ...values })
    expect((await bad({ version: 'latest' })).json().msg).toBe('参数校验失败：版本号格式不正确')
    expect((await bad({ address: 'docs.example.com' })).json().msg).toBe(
      '说明地址必须是以 http、https 或 ftp 开头的网址',
    )
    expect((await bad({ version: 'V1.0.0' })).json().msg).toBe('version已存在')
    expect((await bad({ showDate: '2030-7-1' })).statusCode).toBe(400)
  })

  it('writes are the platform’s: a tenant administrator (who holds every code of their tenant) gets 403', async () => {
    const v = await create(8)
    const refused = [
      await post('/saveOrUpdate', { version: version(9), title: 't', showDate: '2030-09-01' }, tenantAdmin),
      await post('/preliminaryOrCurrentUpdate', { id: v.id, dataType: 1 }, tenantAdmin),
      await post(`/delete?ids=${v.id}`, undefined, tenantAdmin),
    ]
    expect(refused.map((r) => [r.statusCode, r.json().code])).toEqual([
      [403, 403],
      [403, 403],
      [403, 403],
    ])
    expect((await get(`/pageQuery?version=${version(9)}`)).json().data.total).toBe(0)
    expect((await get('/preliminaryOrCurrent', clerk)).json().data.id).not.toBe(v.id)
  })

  it('the clerk may read the notes but not administer them (403); tenants cannot write the table at all', async () => {
    expect((await get('/pageQuery', clerk)).statusCode).toBe(403)
    expect((await get('/allMessage', clerk)).statusCode).toBe(200)
    await expect(
      app.db.withTenant({ tenantId: '100001' }, (tx) =>
        tx.insert(productVersion).values({ id: '1', version: '0.0.1', title: 'x', showDate: '2030-01-01' }),
      ),
    ).rejects.toThrow()
  })
})
