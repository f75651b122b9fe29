import type { FastifyInstance } from 'fastify'
import { inArray } from 'drizzle-orm'
import {
  tmsEndpoints,
  wlfwAreaResource,
  wlfwEndpoints as ep,
  wlfwPickupPointResource,
  type TmsShipment,
  type WlfwRateReply,
  type WlfwTracking,
} from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { quoteDelivery } from '.'
import { wlfwArea } from './schema'
import { DEMO_AREAS, DEMO_PICKUP_POINTS } from './seed'

/** a Wednesday morning and afternoon in Hangzhou / Shanghai (UTC+8) */
const WED_10 = '2026-11-25T10:00:00+08:00'
const WED_15 = '2026-11-25T15:00:00+08:00'

/** Issue 30 item 4 (logistics services): areas and fees, service levels, pickup points, rates, tracking. */
describe(`logistics services (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let otherAdmin: string
  let clerk: string
  const run = Date.now().toString(36).toUpperCase()
  const created: string[] = []

  const get = (token: string, url: string) => app.inject({ url, headers: auth(token) })
  const post = (token: string, url: string, payload: object, lang = 'en') =>
    app.inject({ method: 'POST', url: `${url}?lang=${lang}`, headers: auth(token), payload })
  const rate = (token: string, body: object, lang = 'en') => post(token, ep.rate.path, body, lang)
  const quoted = async (token: string, body: object) => (await rate(token, body)).json().data as WlfwRateReply

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
  })
  afterAll(async () => {
    if (created.length)
      await app.db.withSystem((tx) => tx.delete(wlfwArea).where(inArray(wlfwArea.id, created)))
    await app.close()
  })

  it('each demo tenant has areas covering its shops’ city and pickup points at two shops, and never sees the other’s', async () => {
    for (const [tenant, token] of [
      ['100001', admin],
      ['100002', otherAdmin],
    ] as const) {
      const areas = (await get(token, `${wlfwAreaResource.basePath}/page?size=50`)).json().data.records
      expect(areas.map((a: { code: string }) => a.code)).toEqual(
        DEMO_AREAS[tenant]!.map((a) => a.code).sort(),
      )
      const points = (await get(token, `${wlfwPickupPointResource.basePath}/page?size=50`)).json().data
        .records
      expect(points.map((p: { code: string }) => p.code)).toEqual(DEMO_PICKUP_POINTS[tenant]!.map(([c]) => c))
      expect(new Set(points.map((p: { shopId: string }) => p.shopId)).size).toBe(2)
    }
    const [theirs] = (await get(otherAdmin, `${wlfwAreaResource.basePath}/page`)).json().data.records
    expect((await get(admin, `${wlfwAreaResource.basePath}/detail?id=${theirs.id}`)).json().code).toBe(404)
  })

  it('rate: the matching area prices each level as base + per started kg + surcharge, with its promised date and pickup points', async () => {
    const quote = await quoted(admin, {
      destination: '330106',
      amount: 5000,
      weight: 1500,
      orderedAt: WED_10,
    })
    expect(quote.area.code).toBe('HZ-CITY')
    expect(quote.services).toEqual([
      { level: 'standard', fee: 1200, promisedDate: '2026-11-27', cutoff: '18:00' },
      { level: 'next_day', fee: 1700, promisedDate: '2026-11-26', cutoff: '20:00' },
      { level: 'same_day', fee: 2400, promisedDate: '2026-11-25', cutoff: '14:00' },
    ])
    expect(quote.pickupPoints.map((p) => p.code)).toEqual(['PU-KA001', 'PU-KA002'])
  })

  it('rate: delivery is free from the area’s threshold, and same-day is not offered after the cut-off', async () => {
    const free = await quoted(admin, { destination: '310012', amount: 9900, weight: 4000, orderedAt: WED_15 })
    expect(free.services.map((s) => [s.level, s.fee])).toEqual([
      ['standard', 0],
      ['next_day', 0],
    ])
  })

  it('rate: the longest prefix picks the area, in the caller’s tenant only', async () => {
    const core = await quoted(otherAdmin, {
      destination: '200040',
      amount: 100,
      weight: 100,
      orderedAt: WED_10,
    })
    const city = await quoted(otherAdmin, {
      destination: '200433',
      amount: 100,
      weight: 100,
      orderedAt: WED_10,
    })
    expect([core.area.code, core.matchedPrefix, city.area.code, city.matchedPrefix]).toEqual([
      'SH-CORE',
      '2000',
      'SH-CITY',
      '200',
    ])
    expect((await rate(admin, { destination: '200040', amount: 0, weight: 0 })).json().code).toBe(400)
  })

  it('rate: an address no area covers, or a level not available now, is refused with the contract’s message', async () => {
    const nowhere = await rate(admin, { destination: '100000', amount: 0, weight: 0 })
    expect(nowhere.json()).toMatchObject({
      success: false,
      msg: 'No delivery area covers “100000”: we cannot deliver there yet',
    })
    const late = await rate(
      admin,
      { destination: '330106', amount: 0, weight: 0, level: 'same_day', orderedAt: WED_15 },
      'zh_CN',
    )
    expect(late.json().msg).toBe('“当日达”当前不可用（已过截单时间、当天不配送或该区域未开通）')
  })

  it('quoteDelivery, the service the shop’s checkout calls, answers as the route does', async () => {
    const input = { destination: '330106', amount: 5000, weight: 1500, orderedAt: WED_10 }
    const viaService = await app.db.withTenant({ tenantId: '100001' }, (tx) => quoteDelivery(tx, input))
    expect(viaService).toEqual(await quoted(admin, input))
  })

  it('an area code is unique among live areas and its shops must be live shops: refused, nothing saved', async () => {
    const submit = (body: object) => post(admin, `${wlfwAreaResource.basePath}/submit`, body)
    const area = { name: '测试区域', regionPrefixes: '999', baseFee: 100, perKgFee: 0 }
    const saved = await submit({ ...area, code: `T-${run}` })
    expect(saved.json()).toMatchObject({ success: true, data: { code: `T-${run}` } })
    created.push(saved.json().data.id)
    expect((await submit({ ...area, code: `T-${run}` })).statusCode).toBe(400)
    const badShop = await submit({ ...area, code: `U-${run}`, shopIds: '1' })
    expect(badShop.json()).toMatchObject({ success: false })
    const mine = (await get(admin, `${wlfwAreaResource.basePath}/page?code=U-${run}`)).json().data.records
    expect(mine).toEqual([])
  })

  it('tracking: a waybill’s timeline is read from TMS; an unknown number is refused', async () => {
    const shipments = (await get(admin, `${tmsEndpoints.shipmentPage.path}?status=in_transit`)).json().data
      .records as TmsShipment[]
    const waybillNo = shipments[0]!.waybillNo!
    const res = await get(admin, `${ep.track.path}?waybillNo=${encodeURIComponent(waybillNo)}`)
    const tracking = res.json().data as WlfwTracking
    expect(tracking).toMatchObject({ waybillNo, status: 'in_transit', shipmentCode: shipments[0]!.code })
    expect(tracking.events.map((e) => e.status)).toContain('picked_up')
    const unknown = await get(admin, `${ep.track.path}?waybillNo=NOPE-${run}&lang=en`)
    expect(unknown.json()).toMatchObject({ success: false, msg: `No such waybill: NOPE-${run}` })
    // the other tenant cannot read this tenant's waybill
    expect((await get(otherAdmin, `${ep.track.path}?waybillNo=${waybillNo}`)).json().success).toBe(false)
  })

  it('a role without the area’s buttons may not quote, track or read areas', async () => {
    expect((await rate(clerk, { destination: '330106', amount: 0, weight: 0 })).statusCode).toBe(403)
    expect((await get(clerk, `${ep.track.path}?waybillNo=X`)).statusCode).toBe(403)
    expect((await get(clerk, `${wlfwAreaResource.basePath}/page`)).statusCode).toBe(403)
  })
})
