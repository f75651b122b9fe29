import type { FastifyInstance } from 'fastify'
import { eq, sql } from 'drizzle-orm'
import {
  DEFAULT_TAG_LAYOUT,
  printPlanResource,
  priceTagEndpoints as ep,
  priceTagTemplateResource,
} from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { userByAccount } from '../user'
import { applyOrder } from './apply'
import { inquirePrices } from './inquiry'
import { saveOrder } from './orders'
import { priceChangeOrder, priceList } from './schema'
import { DEMO_LISTS } from './seed'

const TENANT = '100002'
const local = (d: Date) => new Date(d.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ')

/** Issue 28 §6: price-tag templates, and the print job an applied change order leaves. */
describe(`price tags (${engineName})`, () => {
  let app: FastifyInstance
  let token: string
  const call = (e: { method: string; path: string }, opts: { query?: string; body?: object } = {}) =>
    app.inject({
      method: e.method as 'GET',
      url: `${e.path}${opts.query ? `?${opts.query}` : ''}`,
      headers: auth(token),
      ...(opts.body && { payload: opts.body }),
    })
  const data = async (...args: Parameters<typeof call>) => {
    const res = await call(...args)
    expect(res.json()).toMatchObject({ success: true })
    return res.json().data
  }

  beforeAll(async () => {
    app = await buildTestApp()
    token = await tokenFor(app, TENANT, 'admin')
  })
  afterAll(async () => {
    await app.close()
  })

  /** An order on the retail list that changes the first three of five goods and keeps two at their price, applied now. */
  const applyThreeOfFive = () =>
    app.db.withTenant({ tenantId: TENANT }, async (tx) => {
      const admin = (await userByAccount(tx, 'admin'))!
      const [list] = await tx.select().from(priceList).where(eq(priceList.code, DEMO_LISTS.retail))
      const rows = await tx.execute(
        sql`SELECT goods_id FROM price_list_item WHERE list_id = ${list!.id} AND is_deleted = 0 ORDER BY goods_id LIMIT 5`,
      )
      const goodsIds = (rows.rows as { goods_id: string }[]).map((r) => String(r.goods_id))
      const now = await inquirePrices(tx, goodsIds, { at: new Date() })
      const lines = now.map((a, i) => ({
        goodsId: a.goodsId,
        newPriceFen: a.priceFen! + (i < 3 ? 100 + i : 0),
      }))
      const ctx = {
        tx,
        ids: app.ids,
        tenantId: TENANT,
        timeZone: 'Asia/Shanghai',
        userId: admin.id,
        locale: 'zh_CN' as const,
      }
      const orderId = await saveOrder(ctx, {
        title: '价签测试',
        listId: list!.id,
        effectiveAt: local(new Date(Date.now() - 60_000)),
        lines,
      })
      await tx
        .update(priceChangeOrder)
        .set({ status: 'scheduled', submitterId: admin.id })
        .where(eq(priceChangeOrder.id, orderId))
      expect(await applyOrder(tx, app.ids, TENANT, orderId)).toBe(true)
      return { orderId, lines, before: now }
    })

  const jobOf = async (orderId: string) => {
    const page: { records: { id: string; orderId: string }[] } = await data(ep.tagJobPage, {
      query: 'size=1000',
    })
    return page.records.find((j) => j.orderId === orderId)
  }

  it('an applied order that changes 3 of 5 goods leaves a print job listing exactly those 3, from and to', async () => {
    const { orderId, lines, before } = await applyThreeOfFive()
    const job = (await jobOf(orderId))!
    expect(job).toMatchObject({ lineCount: 3, printCount: 0 })
    const detail = await data(ep.tagJobDetail, { query: `id=${job.id}` })
    expect(detail.lines.map((l: { goodsId: string }) => l.goodsId).sort()).toEqual(
      lines
        .slice(0, 3)
        .map((l) => l.goodsId)
        .sort(),
    )
    for (const l of detail.lines) {
      const i = lines.findIndex((x) => x.goodsId === l.goodsId)
      expect(l).toMatchObject({ oldPriceFen: before[i]!.priceFen, newPriceFen: lines[i]!.newPriceFen })
      expect(l.goodsName).not.toBe('')
    }
  })

  it('a print plan that forbids reprinting prints a job once; one that allows it prints it again', async () => {
    const { orderId } = await applyThreeOfFive()
    const job = (await jobOf(orderId))!
    const menuId = (await app.menuCatalog.snapshot()).menus.find((m) => m.code === 'price_tag')!.id
    const plan = async (printPlanName: string, forbidReprint: number) => {
      await data(
        { method: 'POST', path: `${printPlanResource.basePath}/submit` },
        { body: { menuId, printPlanName, forbidReprint, template: '{"plugin":false}' } },
      )
      const page = await data(
        { method: 'GET', path: `${printPlanResource.basePath}/page` },
        { query: `menuId=${menuId}&printPlanName=${encodeURIComponent(printPlanName)}` },
      )
      return page.records[0].id as string
    }
    const once = await plan(`一次-${orderId}`, 1)
    const again = await plan(`多次-${orderId}`, 0)

    expect(await data(ep.tagJobPrinted, { body: { id: job.id, planId: once } })).toMatchObject({
      printCount: 1,
    })
    const refused = await call(ep.tagJobPrinted, { body: { id: job.id, planId: once }, query: 'lang=en' })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().msg).toMatch(/forbids reprinting/)
    expect(await data(ep.tagJobPrinted, { body: { id: job.id, planId: again } })).toMatchObject({
      printCount: 2,
    })
    expect((await call(ep.tagJobPrinted, { body: { id: job.id, planId: '1' } })).statusCode).toBe(400)
  })

  it('a tag template keeps its elements inside its size; a bad layout is refused and nothing is saved', async () => {
    const submit = (name: string, layout: unknown, widthMm = 70) =>
      call(
        { method: 'POST', path: `${priceTagTemplateResource.basePath}/submit` },
        {
          body: { name, widthMm, heightMm: 38, layout: JSON.stringify(layout) },
        },
      )
    const name = `价签-${Date.now()}`
    expect((await submit(name, DEFAULT_TAG_LAYOUT, 40)).json()).toMatchObject({ success: false, code: 400 })
    expect((await submit(name, [{ field: 'price' }])).json()).toMatchObject({ success: false, code: 400 })
    const page = await data(
      { method: 'GET', path: `${priceTagTemplateResource.basePath}/page` },
      { query: `name=${encodeURIComponent(name)}` },
    )
    expect(page.total).toBe(0)
    expect((await submit(name, DEFAULT_TAG_LAYOUT)).json()).toMatchObject({ success: true })
  })
})
