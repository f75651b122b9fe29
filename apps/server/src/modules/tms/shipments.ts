import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm'
import type { ShipmentStatus, TmsShipment, TmsShipmentDetail, TmsShipmentInput } from '@store/contract'
import { badRequest } from '../../core/errors'
import { escapeLike } from '../../core/resource/query'
import { shippedPickCode } from '../wms'
import { adapterOf } from './carriers'
import { carrierById, catalogueNames, tariffFor, usableService } from './catalogue'
import type { TmsContext } from './context'
import { freightOf } from './freight'
import { moveShipment, shipmentRow, type ShipmentRow } from './moves'
import { tmsShipment } from './schema'
import { recordEvent, recordOwnStep, timelineOf } from './tracking'

export interface ShipmentQuery {
  current?: number
  size?: number
  keyword?: string
  status?: ShipmentStatus
  carrierId?: string
}

async function describe(c: Pick<TmsContext, 'tx'>, rows: ShipmentRow[]): Promise<TmsShipment[]> {
  const names = await catalogueNames(
    c,
    rows.map((r) => r.carrierId),
    rows.map((r) => r.serviceId),
  )
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    sourceRef: r.sourceRef,
    sender: r.sender,
    receiver: r.receiver,
    region: r.region,
    parcels: r.parcels,
    weight: r.weight,
    carrierId: r.carrierId,
    carrierName: names.carrier.get(r.carrierId) ?? '',
    serviceId: r.serviceId,
    serviceName: names.service.get(r.serviceId) ?? '',
    waybillNo: r.waybillNo,
    freight: r.freight,
    status: r.status as ShipmentStatus,
    signedBy: r.signedBy,
    signedAt: r.signedAt?.toISOString() ?? null,
    proofNote: r.proofNote,
    createTime: r.createTime.toISOString(),
  }))
}

export async function shipmentDetail(c: Pick<TmsContext, 'tx'>, id: string): Promise<TmsShipmentDetail> {
  const [shipment] = await describe(c, [await shipmentRow(c, id)])
  return { ...shipment!, events: await timelineOf(c, id) }
}

export async function shipmentPage(c: Pick<TmsContext, 'tx'>, q: ShipmentQuery) {
  const current = q.current ?? 1
  const size = q.size ?? 10
  const conditions: SQL[] = []
  if (q.status) conditions.push(eq(tmsShipment.status, q.status))
  if (q.carrierId) conditions.push(eq(tmsShipment.carrierId, q.carrierId))
  if (q.keyword) {
    const like = `%${escapeLike(q.keyword)}%`
    conditions.push(
      or(
        ilike(tmsShipment.code, like),
        ilike(tmsShipment.waybillNo, like),
        ilike(tmsShipment.sourceRef, like),
        ilike(tmsShipment.receiverName, like),
      )!,
    )
  }
  const where = and(...conditions)
  const [{ total }] = (await c.tx.select({ total: count() }).from(tmsShipment).where(where)) as [
    { total: number },
  ]
  const rows = await c.tx
    .select()
    .from(tmsShipment)
    .where(where)
    .orderBy(desc(tmsShipment.createTime), desc(tmsShipment.id))
    .limit(size)
    .offset((current - 1) * size)
  return { records: await describe(c, rows), total, current, size, pages: Math.ceil(total / size) }
}

/** A shipment of a source document; a WMS pick list must have shipped from the warehouse. */
export async function createShipment(c: TmsContext, input: TmsShipmentInput): Promise<TmsShipmentDetail> {
  const { service } = await usableService(c, input.serviceId)
  let sourceRef = input.sourceRef
  if (input.wmsPickId) {
    const code = await shippedPickCode(c.tx, input.wmsPickId)
    if (!code) throw badRequest('tmsWmsPickNotShipped', { code: input.sourceRef })
    sourceRef = code
  }
  const id = c.ids.next()
  const [row] = await c.tx
    .insert(tmsShipment)
    .values({
      id,
      code: `TS${id}`,
      sourceRef,
      sender: input.sender,
      receiver: input.receiver,
      receiverName: input.receiver.name,
      region: input.region,
      parcels: input.parcels,
      weight: input.parcels.reduce((sum, p) => sum + p.weight, 0),
      carrierId: service.carrierId,
      serviceId: service.id,
      status: 'created',
      createUser: c.userId,
      updateUser: c.userId,
    })
    .returning()
  await recordOwnStep(c, row!, 'created')
  return shipmentDetail(c, id)
}

/** The carrier issues the waybill; the freight is priced from the tariff now and kept as it was. */
export async function issueWaybill(c: TmsContext, id: string): Promise<TmsShipmentDetail> {
  const shipment = await shipmentRow(c, id)
  const { service, carrier } = await usableService(c, shipment.serviceId)
  const freight = freightOf(await tariffFor(c, service.id, shipment.region), shipment.weight)
  const adapter = adapterOf(carrier.adapter)
  const { waybillNo } = await adapter.createWaybill({
    shipmentCode: shipment.code,
    serviceCode: service.code,
    region: shipment.region,
    weight: shipment.weight,
    parcels: shipment.parcels.length,
  })
  try {
    const moved = await moveShipment(c, id, 'waybill_issued', { waybillNo, freight })
    await recordOwnStep(c, moved, 'waybill_issued', waybillNo)
  } catch (refused) {
    // another call issued it first: the carrier is told to drop the waybill just made
    await adapter.cancel(waybillNo)
    throw refused
  }
  return shipmentDetail(c, id)
}

/** Cancelling before pickup; an issued waybill is cancelled with the carrier too. */
export async function cancelShipment(c: TmsContext, id: string): Promise<TmsShipmentDetail> {
  const moved = await moveShipment(c, id, 'cancelled')
  if (moved.waybillNo) {
    const carrier = await carrierById(c, moved.carrierId)
    await adapterOf(carrier.adapter).cancel(moved.waybillNo)
  }
  await recordOwnStep(c, moved, 'cancelled')
  return shipmentDetail(c, id)
}

export interface DeliveryProof {
  signedBy: string
  signedAt: string
  proofNote?: string
}

export async function confirmDelivery(c: TmsContext, id: string, proof: DeliveryProof) {
  const moved = await moveShipment(c, id, 'delivered', {
    signedBy: proof.signedBy,
    signedAt: new Date(proof.signedAt),
    proofNote: proof.proofNote ?? null,
  })
  await recordOwnStep(c, moved, 'delivered', proof.signedBy)
  return shipmentDetail(c, id)
}

/** Asks the carrier for the events after the shipment's status and records them. */
export async function trackShipment(c: TmsContext, id: string): Promise<TmsShipmentDetail> {
  let shipment = await shipmentRow(c, id)
  if (!shipment.waybillNo) return shipmentDetail(c, id)
  const carrier = await carrierById(c, shipment.carrierId)
  for (const event of await adapterOf(carrier.adapter).track(
    shipment.waybillNo,
    shipment.status as ShipmentStatus,
  )) {
    await recordEvent(c, shipment, event)
    shipment = await shipmentRow(c, id)
  }
  return shipmentDetail(c, id)
}
