import type { FastifyInstance } from 'fastify'
import { eq, inArray } from 'drizzle-orm'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { orgCalls } from '../org/test-helpers'
import { role, roleMenu } from '../access/schema'
import { seedRoles } from '../access'
import { insiderBrand } from './schema'

const BASE = '/api/store-insider/brand'
const OPTIONS = `${BASE}/optionlist`

/** Spec §3 Member brand, §4 brand selection, §7 `brand/optionlist` (issue 8 part 2). */
describe(`member brands (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let clerk: string
  let otherAdmin: string
  let calls: ReturnType<typeof orgCalls>
  const created: string[] = []
  let outsiderRole: string

  const submit = async (token: string, body: object, lang = 'zh_CN') => {
    const res = await calls.post(token, `${BASE}/submit?lang=${lang}`, body)
    if (res.statusCode === 200) created.push(res.json().data.id)
    return res
  }
  const optionsOf = async (token: string) => {
    const res = await calls.get(token, OPTIONS)
    expect(res.statusCode).toBe(200)
    return res.json().data as { brandId: string; brandName: string; memo: string | null }[]
  }
  const namesOf = async (token: string) => (await optionsOf(token)).map((b) => b.brandName)
  const countOf = async (token: string) =>
    (await calls.get(token, `${BASE}/page?size=100`)).json().data.total as number

  beforeAll(async () => {
    app = await buildTestApp()
    calls = orgCalls(app)
    admin = await tokenFor(app, '100001', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    const roles = await app.db.withTenant({ tenantId: '100001' }, (tx) =>
      seedRoles(tx, app.ids, [{ alias: calls.name('display'), name: '陈列专员', codes: ['demo_view'] }]),
    )
    outsiderRole = [...roles.values()][0]!
  })
  afterAll(async () => {
    await app.db.withSystem(async (tx) => {
      if (created.length) await tx.delete(insiderBrand).where(inArray(insiderBrand.id, created))
      await tx.delete(roleMenu).where(eq(roleMenu.roleId, outsiderRole))
      await tx.delete(role).where(eq(role.id, outsiderRole))
    })
    await app.close()
  })

  it('the option list is the tenant’s own brands, in sort order, as brandId, brandName and memo', async () => {
    const ours = await optionsOf(admin)
    expect(ours).toEqual([
      { brandId: expect.stringMatching(/^\d+$/), brandName: '康安大药房', memo: '门店药房会员' },
      { brandId: expect.stringMatching(/^\d+$/), brandName: '康安健康会', memo: '健康管理俱乐部会员' },
    ])
    expect(await optionsOf(otherAdmin)).toEqual([
      { brandId: expect.stringMatching(/^\d+$/), brandName: '优选会员', memo: null },
    ])
    expect((await calls.get(otherAdmin, `${BASE}/detail?id=${ours[0]!.brandId}`)).json().code).toBe(404)
  })

  it('a brand’s sort places it in the list; a disabled brand is not offered', async () => {
    const first = (await submit(admin, { brandName: calls.name('首选'), sort: 0 })).json().data
    const paused = await submit(admin, { brandName: calls.name('暂停'), sort: 3, enabled: 0 })
    expect(paused.json().data.enabled).toBe(0)
    expect(await namesOf(admin)).toEqual([first.brandName, '康安大药房', '康安健康会'])

    await submit(admin, { ...first, sort: 9 })
    await submit(admin, { ...paused.json().data, enabled: 1 })
    expect(await namesOf(admin)).toEqual([
      '康安大药房',
      '康安健康会',
      paused.json().data.brandName,
      first.brandName,
    ])
    expect(await namesOf(otherAdmin)).toEqual(['优选会员'])
  })

  it('a brand needs a name of at most 32 characters, unique in its tenant; a refusal saves nothing', async () => {
    const before = await countOf(admin)
    expect((await submit(admin, { memo: '无名' })).json()).toMatchObject({
      code: 400,
      success: false,
      msg: '参数校验失败：品牌名称不能为空',
    })
    expect((await submit(admin, { brandName: 'x'.repeat(33) }, 'en')).json().msg).toBe(
      'Invalid request: Brand name must be at most 32 characters',
    )
    expect((await submit(admin, { brandName: '   ' }, 'zh_HK')).json().msg).toBe(
      '參數校驗失敗：品牌名稱格式不正確',
    )
    expect((await submit(admin, { brandName: '康安健康会' }, 'zh_HK')).json().msg).toBe(
      '會員品牌「康安健康会」已存在',
    )
    const [pharmacy] = await optionsOf(admin)
    const renamed = await submit(admin, { id: pharmacy!.brandId, brandName: '康安健康会' }, 'en')
    expect(renamed.json().msg).toBe('A member brand named “康安健康会” already exists')
    expect(await countOf(admin)).toBe(before)
    expect(await namesOf(admin)).toContain('康安大药房')

    expect((await submit(otherAdmin, { brandName: '康安健康会' })).json()).toMatchObject({
      code: 200,
      msg: '操作成功',
    })
  })

  it('whoever may open a CRM page reads the options (the clerk), not the brand screen; others are refused', async () => {
    expect(await namesOf(clerk)).toContain('康安大药房')
    expect((await calls.get(clerk, `${BASE}/page`)).statusCode).toBe(403)
    expect((await submit(clerk, { brandName: calls.name('店员') })).statusCode).toBe(403)

    const session = (await app.tokens.verify(clerk))!
    const outsider = await app.tokens.sign({ ...session, roleIds: [outsiderRole] }, 3600)
    expect((await calls.get(outsider, '/api/store-demo/item/page')).statusCode).toBe(200)
    expect((await calls.get(outsider, OPTIONS)).json()).toMatchObject({ code: 403, success: false })
    expect((await app.inject({ url: OPTIONS, headers: auth('') })).statusCode).toBe(401)
  })
})
