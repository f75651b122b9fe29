import type { FastifyInstance } from 'fastify'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { orgCalls } from './test-helpers'

const BASE = '/api/blade-system/post'

/** spec §7 System "post": plain CRUD through the resource framework, and the user form's `select`. */
describe(`posts (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  let calls: ReturnType<typeof orgCalls>

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
  })
  afterAll(() => app.close())

  it('submit, page, detail, update and remove a post; its code is unique in the tenant', async () => {
    const code = calls.name('pharmacist')
    const created = await calls.post(admin, `${BASE}/submit`, {
      category: 3,
      postCode: code,
      postName: '执业药师',
      sort: 5,
      remark: '持证上岗',
    })
    expect(created.statusCode).toBe(200)
    const post = created.json().data
    expect(post).toMatchObject({ category: 3, postCode: code, postName: '执业药师', sort: 5 })

    const dup = await calls.post(admin, `${BASE}/submit`, { postCode: code, postName: '另一个' })
    expect(dup.statusCode).toBe(400)
    expect(dup.json().msg).toBe('postCode已存在')

    const page = (await calls.get(admin, `${BASE}/page?postCode=${code}`)).json().data
    expect(page.records.map((r: { id: string }) => r.id)).toEqual([post.id])
    const updated = await calls.post(admin, `${BASE}/submit`, { ...post, postName: '驻店药师' })
    expect(updated.json().data.postName).toBe('驻店药师')
    expect((await calls.get(admin, `${BASE}/detail?id=${post.id}`)).json().data.postName).toBe('驻店药师')

    expect((await calls.post(admin, `${BASE}/remove?ids=${post.id}`)).statusCode).toBe(200)
    expect((await calls.get(admin, `${BASE}/detail?id=${post.id}`)).json().code).toBe(404)
    const again = await calls.post(admin, `${BASE}/submit`, { postCode: code, postName: '执业药师' })
    expect(again.statusCode).toBe(200)
  })

  it('a post needs a code and a name; the code takes letters, digits and _ . -', async () => {
    const noName = await calls.post(admin, `${BASE}/submit`, { postCode: calls.name('x') })
    expect(noName.json().msg).toBe('参数校验失败：岗位名称不能为空')
    const badCode = await calls.post(admin, `${BASE}/submit?lang=en`, { postCode: '店 长', postName: 'x' })
    expect(badCode.json().msg).toBe('Invalid request: Post code has an invalid format')
  })

  it('select lists the tenant’s posts in sort order, for the user form', async () => {
    const res = await calls.get(admin, `${BASE}/select`)
    expect(res.statusCode).toBe(200)
    const codes = res.json().data.map((p: { postCode: string }) => p.postCode)
    expect(codes).toEqual(expect.arrayContaining(['hq_staff', 'region_manager', 'store_manager', 'clerk']))
    expect(codes.indexOf('hq_staff')).toBeLessThan(codes.indexOf('clerk'))
  })

  it('the clerk may not manage posts; tenant 100002 sees only its own', async () => {
    expect(
      (await calls.post(clerk, `${BASE}/submit`, { postCode: calls.name('c'), postName: 'c' })).statusCode,
    ).toBe(403)
    expect((await calls.get(clerk, `${BASE}/select`)).statusCode).toBe(403)
    const mine = (
      await calls.post(admin, `${BASE}/submit`, { postCode: calls.name('only-mine'), postName: '仅本租户' })
    ).json().data
    const theirs = (await calls.get(otherAdmin, `${BASE}/select`)).json().data as { id: string }[]
    expect(theirs.some((p) => p.id === mine.id)).toBe(false)
    expect((await calls.get(otherAdmin, `${BASE}/detail?id=${mine.id}`)).json().code).toBe(404)
  })
})
