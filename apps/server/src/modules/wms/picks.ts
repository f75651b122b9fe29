import { eq, inArray } from 'drizzle-orm'
import {
  PICK_STATUS_NAMES,
  type EndpointBody,
  type WmsPick as PickList,
  type PickStatus,
  type wmsEndpoints,
} from '@store/contract'
import { badRequest } from '../../core/errors'
import { allocate } from './allocation'
import type { WmsContext } from './context'
import { announcePickShipped } from './pick-events'
import { headerOf, headerPage, headersOut, lineNamer, moveStatus, newHeader, type Paging } from './documents'
import { goodsNamed } from './goods'
import { assertWarehouse, lockBins } from './places'
import { wmsLot, wmsPick, wmsPickLine } from './schema'
import { release, shipReserved } from './stock'

type NewPick = EndpointBody<typeof wmsEndpoints.pickCreate>
type Header = typeof wmsPick.$inferSelect

/** A pick list: each goods allocated FEFO and reserved; one short goods refuses the whole list. */
export async function createPick(c: WmsContext, body: NewPick): Promise<PickList> {
  await assertWarehouse(c, body.warehouseId)
  const wanted = new Map<string, number>()
  for (const l of body.lines) wanted.set(l.goodsId, (wanted.get(l.goodsId) ?? 0) + l.qty)
  const goods = await goodsNamed(c, [...wanted.keys()])
  const header = newHeader(c, 'CK', body.warehouseId, 'allocated')
  const lines = []
  for (const [goodsId, qty] of wanted) {
    const { allocations, short } = await allocate(c, body.warehouseId, goodsId, qty)
    if (short > 0)
      throw badRequest('wmsStockShort', {
        goods: goods.get(goodsId)!.tradeName,
        need: qty,
        available: qty - short,
      })
    lines.push(...allocations.map((a) => ({ ...a, id: c.ids.next(), pickId: header.id })))
  }
  await c.tx.insert(wmsPick).values(header)
  await c.tx.insert(wmsPickLine).values(lines)
  return pickDetail(c, header.id)
}

const linesOf = (c: WmsContext, id: string) =>
  c.tx.select().from(wmsPickLine).where(eq(wmsPickLine.pickId, id))

export async function packPick(c: WmsContext, id: string): Promise<PickList> {
  await moveStatus<PickStatus>(c, wmsPick, id, ['allocated'], 'packed', PICK_STATUS_NAMES)
  return pickDetail(c, id)
}

/** Shipping: the reserved units leave on hand, from bins no stocktake is counting. */
export async function shipPick(c: WmsContext, id: string): Promise<PickList> {
  const shipped = await moveStatus<PickStatus>(c, wmsPick, id, ['packed'], 'shipped', PICK_STATUS_NAMES)
  const lines = await linesOf(c, id)
  await lockBins(
    c,
    lines.map((l) => l.binId),
  )
  for (const l of lines) {
    // a reservation is only ever released by this list, so it is always there to ship
    if (!(await shipReserved(c, l, l.qty, id)))
      throw new Error(`pick ${id}: reservation of line ${l.id} missing`)
  }
  await announcePickShipped(c.tx, { pickId: id, code: shipped.code })
  return pickDetail(c, id)
}

/** Cancelling an unshipped list gives its reservations back. */
export async function cancelPick(c: WmsContext, id: string): Promise<PickList> {
  await moveStatus<PickStatus>(c, wmsPick, id, ['allocated', 'packed'], 'cancelled', PICK_STATUS_NAMES)
  for (const l of await linesOf(c, id)) {
    if (!(await release(c, l, l.qty))) throw new Error(`pick ${id}: reservation of line ${l.id} missing`)
  }
  return pickDetail(c, id)
}

async function withLines(c: Pick<WmsContext, 'tx'>, headers: Header[]): Promise<PickList[]> {
  const ids = headers.map((h) => h.id)
  const lines = ids.length
    ? await c.tx
        .select({
          line: wmsPickLine,
          lotNo: wmsLot.lotNo,
          productionDate: wmsLot.productionDate,
          expiryDate: wmsLot.expiryDate,
        })
        .from(wmsPickLine)
        .innerJoin(wmsLot, eq(wmsLot.id, wmsPickLine.lotId))
        .where(inArray(wmsPickLine.pickId, ids))
        .orderBy(wmsPickLine.id)
    : []
  const named = await lineNamer(
    c,
    lines.map((l) => l.line),
  )
  const out = await headersOut(c, headers)
  return headers.map((h, i) => ({
    ...out[i]!,
    status: h.status as PickStatus,
    lines: lines
      .filter(({ line }) => line.pickId === h.id)
      .map(({ line, ...lot }) => ({
        id: line.id,
        ...named(line),
        lotId: line.lotId,
        ...lot,
        qty: line.qty,
      })),
  }))
}

export async function pickDetail(c: Pick<WmsContext, 'tx'>, id: string): Promise<PickList> {
  const [one] = await withLines(c, [(await headerOf(c, wmsPick, id)) as Header])
  return one!
}

export async function pickPage(c: Pick<WmsContext, 'tx'>, q: Paging) {
  const { rows, ...page } = await headerPage(c, wmsPick, q)
  return { ...page, records: await withLines(c, rows as Header[]) }
}
