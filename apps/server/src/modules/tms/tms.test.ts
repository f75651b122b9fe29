import type { FastifyInstance } from 'fastify'
import { and, eq, sql } from 'drizzle-orm'
import {
  SHIPMENT_STATUSES,
  tmsCarrierResource,
  tmsEndpoints as ep,
  tmsServiceResource,
  tmsTariffResource,
  type TmsShipmentDetail,
} from '@store/contract'
import { auth, buildTestApp, engineName, tokenFor } from '../../test/app'
import { DEMO_CARRIERS, DEMO_LOCAL_REGION } from './seed'
import { tmsCarrierSecret, tmsTrackingEvent } from './schema'
import { inTenant, pushEvent, RECEIVER, RUN, secretOf, SENDER } from './test-fixture'

/** Issue 30 item 3 (TMS): carriers and tariffs, shipments with waybills, tracking, delivery, freight. */
describe(`transport (TMS) (${engineName})`, () => {
  let app: FastifyInstance
  let admin: string
  let otherAdmin: string
  let clerk: string
  let serviceId: string
  let carrierId: string

  const get = (token: string, url: string) => app.inject({ url, headers: auth(token) })
  const post = (token: string, url: string, payload: object, lang = 'en') =>
    app.inject({ method: 'POST', url: `${url}?lang=${lang}`, headers: auth(token), payload })
  const data = async <T>(res: Promise<{ json(): { data: T } }>) => (await res).json().data
  const create = (token = admin, weights = [1500]) =>
    data<TmsShipmentDetail>(
      post(token, ep.shipmentCreate.path, {
        sourceRef: `SO-${RUN}`,
        sender: SENDER,
        receiver: RECEIVER,
        region: DEMO_LOCAL_REGION,
        parcels: weights.map((weight) => ({ weight })),
        serviceId,
      }),
    )
  const step = (url: string, id: string) => data<TmsShipmentDetail>(post(admin, url, { id }))

  beforeAll(async () => {
    app = await buildTestApp()
    admin = await tokenFor(app, '100001', 'admin')
    otherAdmin = await tokenFor(app, '100002', 'admin')
    clerk = await tokenFor(app, '100001', 'clerk')
    const services = await data<{ records: { id: string; code: string; carrierId: string }[] }>(
      get(admin, `${tmsServiceResource.basePath}/page?code=FAKE-EXP-STD`),
    )
    serviceId = services.records[0]!.id
    carrierId = services.records[0]!.carrierId
  })
  afterAll(() => app.close())

  it('each demo tenant has two carriers and a shipment in every state, and never sees the other’s', async () => {
    for (const token of [admin, otherAdmin]) {
      const carriers = await data<{ records: { code: string }[] }>(
        get(token, `${tmsCarrierResource.basePath}/page?code=FAKE-`),
      )
      expect(carriers.records.map((r) => r.code)).toEqual(DEMO_CARRIERS.map((c) => c.code))
      for (const status of SHIPMENT_STATUSES) {
        const page = await data<{ total: number }>(get(token, `${ep.shipmentPage.path}?status=${status}`))
        expect(page.total).toBeGreaterThan(0)
      }
    }
    const theirs = await data<{ records: { id: string }[] }>(get(otherAdmin, ep.shipmentPage.path))
    expect((await get(admin, `${ep.shipmentDetail.path}?id=${theirs.records[0]!.id}`)).json().code).toBe(404)
  })

  it('a shipment goes created → waybill → picked up → in transit → out for delivery → delivered, its freight priced at waybill time', async () => {
    const created = await create(admin, [1500, 1200])
    expect(created).toMatchObject({ status: 'created', waybillNo: null, freight: null, weight: 2700 })
    const issued = await step(ep.issueWaybill.path, created.id)
    // 广东 tariff of FAKE-EXP-STD: 600 fen the first kg, 300 fen each started kg above: 2.7 kg → 600 + 2 × 300
    expect(issued).toMatchObject({ status: 'waybill_issued', freight: 1200 })
    expect(issued.waybillNo).toMatch(/^FK[0-9A-F]{16}$/)
    for (const status of ['picked_up', 'in_transit', 'out_for_delivery'])
      expect((await step(ep.track.path, created.id)).status).toBe(status)
    const delivered = await data<TmsShipmentDetail>(
      post(admin, ep.confirmDelivery.path, {
        id: created.id,
        signedBy: 'Li Lei',
        signedAt: '2026-11-20T10:00:00Z',
        proofNote: 'Signed at the door',
      }),
    )
    expect(delivered).toMatchObject({ status: 'delivered', signedBy: 'Li Lei', freight: 1200 })
    expect(delivered.events.map((e) => e.status)).toEqual([
      'created',
      'waybill_issued',
      'picked_up',
      'in_transit',
      'out_for_delivery',
      'delivered',
    ])
    const found = await data<{ records: { id: string }[] }>(
      get(admin, `${ep.shipmentPage.path}?keyword=${delivered.waybillNo}`),
    )
    expect(found.records.map((r) => r.id)).toEqual([created.id])
  })

  it('a step cannot be skipped and a shipment cannot be cancelled after pickup; a refused call changes nothing', async () => {
    const s = await create()
    const early = await post(admin, ep.confirmDelivery.path, {
      id: s.id,
      signedBy: 'X',
      signedAt: '2026-11-20T10:00:00Z',
    })
    expect(early.json()).toMatchObject({
      success: false,
      msg: 'A shipment cannot go from “Created” to “Delivered”',
    })
    await step(ep.issueWaybill.path, s.id)
    await step(ep.track.path, s.id)
    const late = await post(admin, ep.cancel.path, { id: s.id }, 'zh_CN')
    expect(late.json()).toMatchObject({ success: false, msg: '承运商已揽收，运单不能再取消' })
    const after = await data<TmsShipmentDetail>(get(admin, `${ep.shipmentDetail.path}?id=${s.id}`))
    expect(after.status).toBe('picked_up')
    expect(after.events).toHaveLength(3)

    const other = await create()
    await step(ep.issueWaybill.path, other.id)
    expect((await step(ep.cancel.path, other.id)).status).toBe('cancelled')
  })

  it('the carrier webhook records a signed event once; a wrong signature is refused and records nothing', async () => {
    const s = await step(ep.issueWaybill.path, (await create()).id)
    const event = {
      tenantId: '100001',
      carrier: 'FAKE-EXP',
      eventId: `EV-${RUN}`,
      waybillNo: s.waybillNo!,
      status: 'picked_up' as const,
      location: 'Hub',
      occurredAt: '2026-11-20T08:00:00Z',
    }
    const secret = await secretOf(app, '100001', carrierId)
    const forged = await pushEvent(app, 'not-the-secret', event)
    expect(forged.statusCode).toBe(401)
    expect((await pushEvent(app, secret, event)).json().data).toEqual({ recorded: true })
    expect((await pushEvent(app, secret, event)).json().data).toEqual({ recorded: false })
    const rows = await inTenant(app, '100001', (c) =>
      c.tx
        .select()
        .from(tmsTrackingEvent)
        .where(and(eq(tmsTrackingEvent.shipmentId, s.id), eq(tmsTrackingEvent.eventKey, event.eventId))),
    )
    expect(rows).toHaveLength(1)
    const skip = await pushEvent(app, secret, { ...event, eventId: `EV2-${RUN}`, status: 'delivered' })
    expect(skip.json()).toMatchObject({ success: false })
    const other = await pushEvent(app, secret, { ...event, tenantId: '100002', eventId: `EV3-${RUN}` })
    expect(other.statusCode).toBe(401)
  })

  it('a carrier gets a webhook secret that no carrier call ever returns', async () => {
    const saved = await data<{ id: string }>(
      post(admin, `${tmsCarrierResource.basePath}/submit`, {
        code: `C-${RUN}`,
        name: 'Test carrier',
        adapter: 'fake',
      }),
    )
    const [secret] = await inTenant(app, '100001', (c) =>
      c.tx.select().from(tmsCarrierSecret).where(eq(tmsCarrierSecret.carrierId, saved.id)),
    )
    expect(secret!.secret).toMatch(/^[0-9a-f]{64}$/)
    const listed = await get(admin, `${tmsCarrierResource.basePath}/page?size=100`)
    const detail = await get(admin, `${tmsCarrierResource.basePath}/detail?id=${saved.id}`)
    expect(listed.body + detail.body).not.toContain(secret!.secret)
  })

  it('a service has one tariff per region, and the calculator prices with it (or the any-region one)', async () => {
    const dup = await post(admin, `${tmsTariffResource.basePath}/submit`, {
      serviceId,
      region: DEMO_LOCAL_REGION,
      firstWeight: 1000,
      firstFee: 1,
      additionalFee: 1,
    })
    expect(dup.json()).toMatchObject({
      success: false,
      msg: `The service already has a tariff to “${DEMO_LOCAL_REGION}”`,
    })
    const quote = (region: string, weight: number) =>
      data<{ freight: number; region: string }>(
        get(
          admin,
          `${ep.freightQuote.path}?serviceId=${serviceId}&region=${encodeURIComponent(region)}&weight=${weight}`,
        ),
      )
    expect(await quote(DEMO_LOCAL_REGION, 1000)).toEqual({ freight: 600, region: DEMO_LOCAL_REGION })
    expect(await quote('北京', 3001)).toEqual({ freight: 800 + 3 * 300, region: '*' })
  })

  it('a shipment of a WMS pick list needs the pick list shipped (the demo’s delivered shipment carries one)', async () => {
    const picks = await data<{ records: { id: string; code: string; status: string }[] }>(
      get(admin, '/api/store-wms/pick/page?size=100'),
    )
    const shipped = picks.records.find((p) => p.status === 'shipped')!
    const open = picks.records.find((p) => p.status !== 'shipped')!
    const delivered = await data<{ records: { sourceRef: string }[] }>(
      get(admin, `${ep.shipmentPage.path}?status=delivered&size=100`),
    )
    const shippedCodes = new Set(picks.records.filter((p) => p.status === 'shipped').map((p) => p.code))
    expect(delivered.records.some((r) => shippedCodes.has(r.sourceRef))).toBe(true)
    const input = {
      sender: SENDER,
      receiver: RECEIVER,
      region: '上海',
      parcels: [{ weight: 900 }],
      serviceId,
    }
    const made = await post(admin, ep.shipmentCreate.path, {
      ...input,
      sourceRef: 'x',
      wmsPickId: shipped.id,
    })
    expect(made.json().data.sourceRef).toBe(shipped.code)
    const refused = await post(admin, ep.shipmentCreate.path, {
      ...input,
      sourceRef: open.code,
      wmsPickId: open.id,
    })
    expect(refused.json()).toMatchObject({
      success: false,
      msg: `Warehouse pick list ${open.code} does not exist or is not shipped yet`,
    })
  })

  it('a role without the area’s buttons may not read or move shipments', async () => {
    expect((await get(clerk, ep.shipmentPage.path)).statusCode).toBe(403)
    expect((await post(clerk, ep.cancel.path, { id: '1' })).statusCode).toBe(403)
  })

  it('the tracking timeline is append-only: UPDATE and DELETE are refused, for the application role and the owner', async () => {
    const [row] = await inTenant(app, '100001', (c) => c.tx.select().from(tmsTrackingEvent).limit(1))
    await expect(
      inTenant(app, '100001', (c) =>
        c.tx.execute(sql`UPDATE tms_tracking_event SET note = 'x' WHERE id = ${row!.id}`),
      ),
    ).rejects.toThrow()
    await expect(
      inTenant(app, '100001', (c) => c.tx.delete(tmsTrackingEvent).where(eq(tmsTrackingEvent.id, row!.id))),
    ).rejects.toThrow()
    const asOwner = (statement: ReturnType<typeof sql>) =>
      app.db.withSystem(async (tx) => {
        await tx.execute(sql`SELECT set_config('app.tenant_id', '100001', true)`)
        return tx.execute(statement)
      })
    const reason = (e: { message: string; cause?: { message: string } }) => e.cause?.message ?? e.message
    await expect(
      asOwner(sql`DELETE FROM tms_tracking_event WHERE id = ${row!.id}`).catch(reason),
    ).resolves.toMatch(/append-only/)
    const [still] = await inTenant(app, '100001', (c) =>
      c.tx.select().from(tmsTrackingEvent).where(eq(tmsTrackingEvent.id, row!.id)),
    )
    expect(still).toEqual(row)
  })
})
