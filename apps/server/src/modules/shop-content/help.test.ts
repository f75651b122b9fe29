import type { FastifyInstance } from 'fastify'
import { helpEndpoints as ep, type HelpArticle, type HelpCategory } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'

/** Issue 26 item 11, help centre: categories and articles, drafts and published ones, the shop front's list. */
describe(`Help centre (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  const T = '100001'
  const run = Date.now().toString(36)
  const post = async (url: string, payload?: object, token = admin) =>
    (await app.inject({ method: 'POST', url, headers: auth(token), payload })).json()
  const get = async (url: string, token = admin) => (await app.inject({ url, headers: auth(token) })).json()
  const category = async (name: string, sort = 500): Promise<HelpCategory> =>
    (await post(ep.categorySubmit.path, { name, sort })).data
  const article = async (categoryId: string, title: string, body: string, sort = 10): Promise<HelpArticle> =>
    (await post(ep.submit.path, { categoryId, title, body, sort })).data
  const publish = (id: string, published = true) => post(ep.publish.path, { id, published })
  const front = async (query = '') => (await get(`${ep.frontList.path}${query}`)).data

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, T, 'admin')
  })
  afterAll(() => app.close())

  it('a new article is a draft: the shop front lists it only once published, and not after it is taken back', async () => {
    const k = await category(`退换货 ${run}`)
    const a = await article(k.id, `七天无理由 ${run}`, '签收后七天内可申请退货')
    expect(a).toMatchObject({ status: 'draft', publishTime: null, categoryName: `退换货 ${run}` })
    expect((await front(`?categoryId=${k.id}`)).length).toBe(0)
    expect(await get(`${ep.frontDetail.path}?id=${a.id}`)).toMatchObject({ code: 404 })
    const out = (await publish(a.id)).data
    expect(out.status).toBe('published')
    expect(out.publishTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)
    expect(await front(`?categoryId=${k.id}`)).toEqual([
      {
        id: k.id,
        name: k.name,
        articles: [
          { id: a.id, categoryId: k.id, categoryName: k.name, title: a.title, publishTime: out.publishTime },
        ],
      },
    ])
    expect((await get(`${ep.frontDetail.path}?id=${a.id}`)).data.body).toBe('签收后七天内可申请退货')
    await publish(a.id, false)
    expect((await front(`?categoryId=${k.id}`)).length).toBe(0)
  })

  it('the front groups published articles by category in order and searches titles and bodies, any case, wildcards literal', async () => {
    const second = await category(`B 分类 ${run}`, 900)
    const first = await category(`A 分类 ${run}`, 800)
    const x = await article(second.id, `Delivery ${run}`, 'couriers arrive by noon', 20)
    const y = await article(first.id, `发票 ${run}`, '可开具 100% 电子发票', 10)
    const z = await article(first.id, `积分 ${run}`, 'points never expire', 5)
    for (const a of [x, y, z]) await publish(a.id)
    const all = (await front(`?keyword=${run}`)) as { id: string; articles: { id: string }[] }[]
    expect(all.map((g) => [g.id, g.articles.map((a) => a.id)])).toEqual([
      [first.id, [z.id, y.id]],
      [second.id, [x.id]],
    ])
    const byBody = (await front(`?keyword=COURIERS`)) as { articles: { id: string }[] }[]
    expect(byBody.flatMap((g) => g.articles.map((a) => a.id))).toContain(x.id)
    const percent = (await front(`?keyword=${encodeURIComponent('100%')}&categoryId=${first.id}`)) as {
      articles: { id: string }[]
    }[]
    expect(percent.flatMap((g) => g.articles.map((a) => a.id))).toEqual([y.id])
    expect(await front(`?keyword=${encodeURIComponent('%')}&categoryId=${second.id}`)).toEqual([])
  })

  it('an article needs an existing category; a taken category name and removing a category with articles are refused, nothing changes', async () => {
    expect(
      await post(ep.submit.path, { categoryId: app.ids.next(), title: 't', body: 'b', sort: 1 }),
    ).toMatchObject({ code: 400, success: false, msg: '帮助分类不存在' })
    const k = await category(`重名 ${run}`)
    expect(await post(ep.categorySubmit.path, { name: ` 重名 ${run} `, sort: 1 })).toMatchObject({
      code: 400,
      msg: `帮助分类“重名 ${run}”已存在`,
    })
    const a = await article(k.id, `留下 ${run}`, '正文')
    expect(await post(`${ep.categoryRemove.path}?id=${k.id}`)).toMatchObject({
      code: 400,
      msg: '分类下还有 1 篇文章，不能删除',
    })
    expect((await get(`${ep.detail.path}?id=${a.id}`)).data.categoryId).toBe(k.id)
    expect(await post(`${ep.remove.path}?ids=${a.id}`)).toMatchObject({ code: 200, data: true })
    expect(await get(`${ep.detail.path}?id=${a.id}`)).toMatchObject({ code: 404 })
    expect(await post(`${ep.categoryRemove.path}?id=${k.id}`)).toMatchObject({ code: 200, data: true })
    const names = ((await get(ep.categoryList.path)).data as HelpCategory[]).map((c) => c.name)
    expect(names).not.toContain(`重名 ${run}`)
  })

  it('staff page articles by category, state and title; an edit keeps a published article published', async () => {
    const k = await category(`编辑 ${run}`)
    const a = await article(k.id, `旧标题 ${run}`, '正文')
    await article(k.id, `草稿 ${run}`, '正文')
    await publish(a.id)
    const edited = (
      await post(ep.submit.path, { id: a.id, categoryId: k.id, title: `新标题 ${run}`, body: '新', sort: 1 })
    ).data
    expect(edited).toMatchObject({ title: `新标题 ${run}`, status: 'published', body: '新' })
    const page = (await get(`${ep.page.path}?categoryId=${k.id}&status=published`)).data
    expect(page.records.map((r: HelpArticle) => r.id)).toEqual([a.id])
    expect(
      (await get(`${ep.page.path}?categoryId=${k.id}&title=${encodeURIComponent('草稿')}`)).data.total,
    ).toBe(1)
    const listed = ((await get(ep.categoryList.path)).data as HelpCategory[]).find((c) => c.id === k.id)
    expect(listed?.articles).toBe(2)
  })

  it('a clerk gets 403; another tenant neither sees nor lists this tenant’s articles', async () => {
    const clerk = await tokenFor(app, T, 'clerk')
    expect(await get(ep.page.path, clerk)).toMatchObject({ code: 403 })
    expect(await post(ep.categorySubmit.path, { name: 'x', sort: 1 }, clerk)).toMatchObject({ code: 403 })
    expect(await get(ep.frontList.path, clerk)).toMatchObject({ code: 403 })
    const k = await category(`隔离 ${run}`)
    const a = await article(k.id, `隔离 ${run}`, '正文')
    await publish(a.id)
    const other = await tokenFor(app, '100002', 'admin')
    expect(await get(`${ep.detail.path}?id=${a.id}`, other)).toMatchObject({ code: 404 })
    expect(
      (await get(`${ep.frontList.path}?keyword=${encodeURIComponent(`隔离 ${run}`)}`, other)).data,
    ).toEqual([])
    expect(
      await publish(a.id, false).then(() => post(ep.publish.path, { id: a.id, published: true }, other)),
    ).toMatchObject({
      code: 404,
    })
  })

  it('each demo tenant has three categories, published articles and a draft the front does not list', async () => {
    for (const tenant of [T, '100002']) {
      const token = tenant === T ? admin : await tokenFor(app, tenant, 'admin')
      const categories = (await get(ep.categoryList.path, token)).data as HelpCategory[]
      expect(categories.slice(0, 3).map((c) => [c.name, c.articles])).toEqual([
        ['购物指南', 3],
        ['配送与售后', 2],
        ['会员与积分', 1],
      ])
      const listed = (await get(`${ep.frontList.path}?categoryId=${categories[0]!.id}`, token)).data
      expect(listed[0].articles.map((a: { title: string }) => a.title)).toEqual([
        '如何下单',
        '如何使用优惠券',
      ])
    }
  })
})
