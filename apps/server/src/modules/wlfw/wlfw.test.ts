import type { FastifyInstance } from 'fastify'
import { inArray } from 'drizzle-orm'
import { wlfwItemResource } from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { wlfwItem } from './schema'
import { DEMO_WLFW } from './seed'

const BASE = wlfwItemResource.basePath

interface Item {
  id: string
  code: string
  name: string
  status: number
}

/** The Logistics service area's records: seeded per tenant, validated, kept inside the tenant, guarded by permission. */
describe(`Logistics service records (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let otherAdmin: string
  let clerk: string
  const run = Date.now().toString(36).toUpperCase()
  const created: string[] = []

  const get = (token: string, url: string) => app.inject({ url, headers: auth(token) })
  const submit = async (token: string, body: object, lang = 'zh_CN') => {
    const res = await app.inject({
      method: 'POST',
      url: `${BASE}/submit?lang=${lang}`,
      headers: auth(token),
      payload: body,
    })
    if (res.statusCode === 200) created.push(res.json().data.id)
    return res
  }
  const pageOf = async (token: string, query = '') =>
    (await get(token, `${BASE}/page?size=100${query}`)).json().data.records as Item[]

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
  })
  afterAll(async () => {
    if (created.length)
      await app.db.withSystem((tx) => tx.delete(wlfwItem).where(inArray(wlfwItem.id, created)))
    await app.close()
  })

  it('each demo tenant is seeded with its own records and never sees the other’s', async () => {
    const codes = DEMO_WLFW.map((r) => r.code)
    expect((await pageOf(admin, '&code=A-')).map((r) => r.code)).toEqual(codes)
    const [theirs] = await pageOf(otherAdmin, '&code=A-')
    expect((await get(admin, `${BASE}/detail?id=${theirs!.id}`)).json().code).toBe(404)
  })

  it('a record is saved and listed; a taken code or a missing name is refused and nothing is saved', async () => {
    const saved = await submit(admin, { code: `T-${run}`, name: '新记录' })
    expect(saved.json()).toMatchObject({ success: true, data: { code: `T-${run}`, status: 1 } })
    const before = (await pageOf(admin)).length
    const taken = await submit(admin, { code: `T-${run}`, name: '重复' })
    expect(taken.statusCode).toBe(400)
    const nameless = await submit(admin, { code: `U-${run}` }, 'en')
    expect(nameless.json()).toMatchObject({ success: false })
    expect((await pageOf(admin)).length).toBe(before)
  })

  it('a role without the area’s buttons may not read or change its records', async () => {
    expect((await get(clerk, `${BASE}/page`)).statusCode).toBe(403)
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `${BASE}/submit`,
          headers: auth(clerk),
          payload: { code: 'X', name: 'x' },
        })
      ).statusCode,
    ).toBe(403)
  })
})
