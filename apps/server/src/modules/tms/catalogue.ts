import { and, eq, inArray } from 'drizzle-orm'
import { ANY_REGION } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { TmsContext } from './context'
import { tmsCarrier, tmsService, tmsTariff } from './schema'

/** A live, enabled service of a live, enabled carrier, with that carrier's adapter; or refused. */
export async function usableService(c: Pick<TmsContext, 'tx'>, serviceId: string) {
  const [found] = await c.tx
    .select({ service: tmsService, carrier: tmsCarrier })
    .from(tmsService)
    .innerJoin(tmsCarrier, eq(tmsCarrier.id, tmsService.carrierId))
    .where(
      and(
        eq(tmsService.id, serviceId),
        eq(tmsService.isDeleted, 0),
        eq(tmsService.status, 1),
        eq(tmsCarrier.isDeleted, 0),
        eq(tmsCarrier.status, 1),
      ),
    )
  if (!found) throw badRequest('tmsServiceMissing')
  return found
}

/** The service's tariff to a region: its own, else the one for any region; or refused. */
export async function tariffFor(c: Pick<TmsContext, 'tx'>, serviceId: string, region: string) {
  const rows = await c.tx
    .select()
    .from(tmsTariff)
    .where(
      and(
        eq(tmsTariff.serviceId, serviceId),
        eq(tmsTariff.isDeleted, 0),
        inArray(tmsTariff.region, [region, ANY_REGION]),
      ),
    )
  const tariff = rows.find((t) => t.region === region) ?? rows.find((t) => t.region === ANY_REGION)
  if (!tariff) throw badRequest('tmsTariffMissing', { region })
  return tariff
}

/** Carrier and service names by id, for lists. */
export async function catalogueNames(c: Pick<TmsContext, 'tx'>, carrierIds: string[], serviceIds: string[]) {
  const carriers = carrierIds.length
    ? await c.tx
        .select({ id: tmsCarrier.id, name: tmsCarrier.name })
        .from(tmsCarrier)
        .where(inArray(tmsCarrier.id, carrierIds))
    : []
  const services = serviceIds.length
    ? await c.tx
        .select({ id: tmsService.id, name: tmsService.name })
        .from(tmsService)
        .where(inArray(tmsService.id, serviceIds))
    : []
  return {
    carrier: new Map(carriers.map((r) => [r.id, r.name])),
    service: new Map(services.map((r) => [r.id, r.name])),
  }
}

/** A shipment's carrier whatever its state now: a disabled carrier still tracks and cancels its parcels. */
export async function carrierById(c: Pick<TmsContext, 'tx'>, id: string) {
  const [carrier] = await c.tx.select().from(tmsCarrier).where(eq(tmsCarrier.id, id))
  if (!carrier) throw new Error(`carrier ${id} of a shipment is missing`)
  return carrier
}
