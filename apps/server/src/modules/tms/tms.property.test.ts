import type { FastifyInstance } from 'fastify'
import fc from 'fast-check'
import { and, eq } from 'drizzle-orm'
import { SHIPMENT_FLOW, type ShipmentStatus } from '@store/contract'
import { buildTestApp, engineName } from '../../test/app'
import { freightOf } from './freight'
import { shipmentRow } from './moves'
import { tmsService, tmsTrackingEvent } from './schema'
import { cancelShipment, confirmDelivery, createShipment, issueWaybill, trackShipment } from './shipments'
import { inTenant, pushEvent, RECEIVER, RUN, secretOf, SENDER } from './test-fixture'
import { recordEvent, timelineOf } from './tracking'

const TENANT = '100001'

/** Issue 30 item 3: the freight is first fee + each started kilogram above the first weight, exactly. */
describe('freight of a tariff', () => {
  const tariff = fc.record({
    firstWeight: fc.integer({ min: 1, max: 1_000_000 }),
    firstFee: fc.integer({ min: 0, max: 10_000_000 }),
    additionalFee: fc.integer({ min: 0, max: 10_000_000 }),
  })
  const weight = fc.integer({ min: 1, max: 1_000_000 })

  it('equals first fee + ceil(extra kg) × additional fee in whole fen, never negative, never less for more weight', () => {
    fc.assert(
      fc.property(tariff, weight, (t, w) => {
        const freight = freightOf(t, w)
        // the started kilograms: the fewest whole kilograms that, above the first weight, cover w
        let kg = 0
        while (t.firstWeight + kg * 1000 < w) kg++
        expect(freight).toBe(t.firstFee + kg * t.additionalFee)
        expect(Number.isSafeInteger(freight)).toBe(true)
        expect(freight).toBeGreaterThanOrEqual(0)
        expect(freightOf(t, w + 1)).toBeGreaterThanOrEqual(freight)
      }),
      { numRuns: 500 },
    )
  })
})

/** The one-step moves a shipment may make (issue 30 item 3), written out apart from the server's table. */
function allowed(from: ShipmentStatus, to: ShipmentStatus): boolean {
  const i = SHIPMENT_FLOW.indexOf(from as never)
  if (i >= 0 && SHIPMENT_FLOW[i + 1] === to) return true
  if (to === 'cancelled') return from === 'created' || from === 'waybill_issued'
  if (to === 'exception') return ['picked_up', 'in_transit', 'out_for_delivery'].includes(from)
  return from === 'exception' && to === 'in_transit'
}

const STATUSES: ShipmentStatus[] = [...SHIPMENT_FLOW, 'exception', 'cancelled']
const command = fc.oneof(
  fc.constantFrom('waybill' as const, 'track' as const, 'cancel' as const, 'deliver' as const),
  fc.record({ event: fc.constantFrom(...STATUSES) }),
)
type Command = typeof command extends fc.Arbitrary<infer T> ? T : never

describe(`shipment status flow and webhook (${engineName})`, () => {
  let app: FastifyInstance
  let serviceId: string
  let carrierId: string
  let secret: string
  let made = 0

  const newShipment = () =>
    inTenant(app, TENANT, (c) =>
      createShipment(c, {
        sourceRef: `PROP-${RUN}-${made++}`,
        sender: SENDER,
        receiver: RECEIVER,
        region: '北京',
        parcels: [{ weight: 1800 }],
        serviceId,
      }),
    )
  const statusOf = (id: string) =>
    inTenant(app, TENANT, async (c) => (await shipmentRow(c, id)).status as ShipmentStatus)

  /** runs one command in its own transaction; a refusal rolls it back */
  const run = (id: string, cmd: Command, n: number) =>
    inTenant(app, TENANT, async (c) => {
      if (cmd === 'waybill') return issueWaybill(c, id)
      if (cmd === 'track') return trackShipment(c, id)
      if (cmd === 'cancel') return cancelShipment(c, id)
      if (cmd === 'deliver')
        return confirmDelivery(c, id, { signedBy: 'P', signedAt: new Date().toISOString() })
      return recordEvent(c, await shipmentRow(c, id), {
        eventId: `P-${n}`,
        status: cmd.event,
        occurredAt: new Date(),
      })
    }).then(
      () => true,
      () => false,
    )

  beforeAll(async () => {
    app = await buildTestApp()
    const [service] = await inTenant(app, TENANT, (c) =>
      c.tx.select().from(tmsService).where(eq(tmsService.code, 'FAKE-EXP-STD')),
    )
    serviceId = service!.id
    carrierId = service!.carrierId
    secret = await secretOf(app, TENANT, carrierId)
  })
  afterAll(() => app.close())

  it('whatever is asked in whatever order, a shipment only ever moves one step, and cancel is refused after pickup', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 1, maxLength: 10 }), async (commands) => {
        const { id } = await newShipment()
        for (const [n, cmd] of commands.entries()) {
          const before = await statusOf(id)
          const done = await run(id, cmd, n)
          const after = await statusOf(id)
          expect(after === before || allowed(before, after)).toBe(true)
          if (cmd === 'cancel') expect(done).toBe(before === 'created' || before === 'waybill_issued')
        }
        const timeline = await inTenant(app, TENANT, (c) => timelineOf(c, id))
        const moves = timeline.map((e) => e.status).filter((s, i, all) => i === 0 || s !== all[i - 1])
        expect(moves[0]).toBe('created')
        for (let i = 1; i < moves.length; i++) expect(allowed(moves[i - 1]!, moves[i]!)).toBe(true)
      }),
      { numRuns: 15 },
    )
  })

  it('after an exception the carrier’s tracking takes the parcel back in transit, and on to delivery', async () => {
    const { id } = await newShipment()
    await inTenant(app, TENANT, (c) => issueWaybill(c, id))
    for (let n = 0; n < 2; n++) await inTenant(app, TENANT, (c) => trackShipment(c, id))
    expect(await run(id, { event: 'exception' }, 0)).toBe(true)
    for (const status of ['in_transit', 'out_for_delivery', 'out_for_delivery'] as const) {
      await inTenant(app, TENANT, (c) => trackShipment(c, id))
      expect(await statusOf(id)).toBe(status)
    }
  })

  it('the same carrier event delivered many times at once adds one tracking row and moves the shipment once', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 2, max: 6 }), async (copies) => {
        const { id } = await newShipment()
        const issued = await inTenant(app, TENANT, (c) => issueWaybill(c, id))
        const event = {
          tenantId: TENANT,
          carrier: 'FAKE-EXP',
          eventId: `DUP-${issued.waybillNo}`,
          waybillNo: issued.waybillNo!,
          status: 'picked_up' as const,
          occurredAt: new Date().toISOString(),
        }
        const replies = await Promise.all(Array.from({ length: copies }, () => pushEvent(app, secret, event)))
        expect(replies.map((r) => r.statusCode)).toEqual(replies.map(() => 200))
        expect(replies.filter((r) => r.json().data.recorded)).toHaveLength(1)
        const rows = await inTenant(app, TENANT, (c) =>
          c.tx
            .select()
            .from(tmsTrackingEvent)
            .where(and(eq(tmsTrackingEvent.shipmentId, id), eq(tmsTrackingEvent.eventKey, event.eventId))),
        )
        expect(rows).toHaveLength(1)
        expect(await statusOf(id)).toBe('picked_up')
      }),
      { numRuns: 6 },
    )
  })
})
