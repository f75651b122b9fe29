import type { FastifyInstance } from 'fastify'
import { auth, buildTestApp, engineName, tokenFor } from '../test/app'

const PAGE = '/api/blade-system/dict/page'

describe(`contract.md rules over HTTP (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
  })
  afterAll(() => app.close())

  it('Envelope: success answers {code 200, success true, data, msg 操作成功}', async () => {
    const res = await app.inject({ url: PAGE, headers: auth(admin) })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(Object.keys(body).sort()).toEqual(['code', 'data', 'msg', 'success'])
    expect(body).toMatchObject({ code: 200, success: true, msg: '操作成功' })
  })

  it('Envelope: msg follows ?lang= and Accept-Language', async () => {
    expect((await app.inject({ url: `${PAGE}?lang=en`, headers: auth(admin) })).json().msg).toBe('Success')
    const hk = await app.inject({ url: PAGE, headers: { ...auth(admin), 'accept-language': 'zh-HK' } })
    expect(hk.json().msg).toBe('操作成功')
  })

  it('Paging: data holds records, total, size, current and pages; ids are strings', async () => {
    const res = await app.inject({ url: `${PAGE}?current=1&size=3`, headers: auth(admin) })
    const data = res.json().data
    expect(Object.keys(data).sort()).toEqual(['current', 'pages', 'records', 'size', 'total'])
    expect(data).toMatchObject({ current: 1, size: 3 })
    expect(data.records).toHaveLength(3)
    expect(data.pages).toBe(Math.ceil(data.total / 3))
    expect(typeof data.records[0].id).toBe('string')
    expect(data.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
  })

  it('Paging: an unknown filter is a 400 naming it, never ignored', async () => {
    const res = await app.inject({ url: `${PAGE}?nosuchfield=1`, headers: auth(admin) })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({
      code: 400,
      success: false,
      data: null,
      msg: '参数校验失败：不支持的参数：nosuchfield',
    })
  })

  it('Paging: an unknown sort field is a 400, never put into SQL', async () => {
    const res = await app.inject({ url: `${PAGE}?descs=code;drop table sys_dict`, headers: auth(admin) })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('不支持按该字段排序：code;drop table sys_dict')
    const en = await app.inject({ url: `${PAGE}?ascs=remark&lang=en`, headers: auth(admin) })
    expect(en.json().msg).toBe('Sorting by this field is not supported: remark')
  })

  it('Paging: size above 1000 is refused', async () => {
    const res = await app.inject({ url: `${PAGE}?size=1001&lang=en`, headers: auth(admin) })
    expect(res.statusCode).toBe(400)
    expect(res.json().msg).toBe('Invalid request: size must be at most 1000')
  })

  it('401: no token, a malformed token, or a token signed with another key', async () => {
    const forged = admin.slice(0, -4) + (admin.endsWith('AAAA') ? 'BBBB' : 'AAAA')
    for (const headers of [{}, { 'blade-auth': 'bearer nonsense' }, auth(forged), { 'blade-auth': admin }]) {
      const res = await app.inject({ url: PAGE, headers })
      expect(res.statusCode).toBe(401)
      expect(res.json()).toMatchObject({ code: 401, success: false, msg: '请求未授权，请重新登录' })
    }
  })

  it('403: the clerk lacks dict_view', async () => {
    const res = await app.inject({ url: PAGE, headers: auth(clerk) })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ code: 403, success: false, msg: '您没有权限执行此操作：dict_view' })
  })

  it('403 comes before validation: a refused caller learns nothing about the input rules', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-system/dict/submit',
      headers: auth(clerk),
      payload: {},
    })
    expect(res.statusCode).toBe(403)
  })

  it('404: a missing record is a business failure (HTTP 400, code 404); an unknown route is HTTP 404', async () => {
    const missing = await app.inject({ url: '/api/blade-system/dict/detail?id=1', headers: auth(admin) })
    expect(missing.statusCode).toBe(400)
    expect(missing.json()).toMatchObject({ code: 404, success: false, msg: '数据不存在或已删除' })
    const route = await app.inject({ url: '/api/blade-system/nothing-here?x=1' })
    expect(route.statusCode).toBe(404)
    expect(route.json()).toMatchObject({ code: 404, msg: '接口不存在：GET /api/blade-system/nothing-here' })
  })

  it('400: a body that is not JSON gets the envelope, not the framework’s message', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-system/dict/submit',
      headers: { ...auth(admin), 'content-type': 'application/json' },
      payload: '{"code": ',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toMatchObject({ code: 400, success: false, msg: '请求体不是合法的 JSON' })
  })

  it('every answer carries a request id; a sane incoming x-request-id is kept', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'trace-42' } })
    expect(res.headers['x-request-id']).toBe('trace-42')
    const bad = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'bad id with spaces' } })
    expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  // Last: it breaks the database connection of this app.
  it('500: an unexpected failure answers a generic message and request id, with no stack, SQL or internals', async () => {
    await app.db.pool.end()
    const res = await app.inject({ url: PAGE, headers: auth(admin) })
    expect(res.statusCode).toBe(500)
    const body = res.json()
    expect(body).toMatchObject({ code: 500, success: false, data: null })
    expect(body.msg).toBe(`服务器内部错误，请稍后重试（请求号 ${body.requestId}）`)
    expect(res.body).not.toMatch(/pool|stack|at \w+ \(|select|Error/i)
  })
})
