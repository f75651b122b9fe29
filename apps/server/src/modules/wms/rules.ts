import { and, eq, gt, inArray, or } from 'drizzle-orm'
import { wmsBinResource, wmsWarehouseResource, wmsZoneResource } from '@store/contract'
import { badRequest } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { basicdataExists } from '../basicdata'
import { wmsBin, wmsStock, wmsWarehouse, wmsZone } from './schema'

/** The first of `rows` something still lies in (`holding` answers the ids among them that hold it). */
async function refuseHeld(rows: Record<string, unknown>[], holding: (ids: string[]) => Promise<string[]>) {
  const held = new Set(await holding(rows.map((r) => String(r.id))))
  const first = rows.find((r) => held.has(String(r.id)))
  if (first) throw badRequest('wmsPlaceInUse', { code: String(first.code) })
}

/** A zone or bin names its parent: a live warehouse, or a live zone, of the same tenant. */
const parentLive =
  (field: string, table: unknown, label: Record<string, string>): WriteRules['beforeSave'] =>
  async (tx, row, actor) => {
    const id = row[field]
    if (id !== null && id !== undefined && !(await isLive(tx, table as ResourceTable, String(id))))
      throw badRequest('referenceMissing', { field: label[actor.locale]! })
  }

// A place is removed only when nothing lies in it: a warehouse without live zones, a zone without
// live bins, a bin without stock on hand or reserved.

const inRange = (value: unknown, limit: number) => Math.abs(Number(value)) <= limit

/**
 * A warehouse's shop is a live shop of the tenant; its latitude and longitude are given together and
 * lie on the globe.
 */
export const wmsWarehouseRules: WriteRules = {
  beforeSave: async (tx, row, actor) => {
    const blank = (v: unknown) => v === null || v === undefined || v === ''
    if (blank(row.latitude) !== blank(row.longitude)) throw badRequest('wmsCoordinates')
    if (!blank(row.latitude) && !(inRange(row.latitude, 90) && inRange(row.longitude, 180)))
      throw badRequest('wmsCoordinates')
    if (!blank(row.shopId) && !(await basicdataExists(tx, 'shop', String(row.shopId))))
      throw badRequest('referenceMissing', { field: wmsWarehouseResource.fields.shopId.label[actor.locale] })
  },
  beforeRemove: async (tx, rows) =>
    refuseHeld(rows, async (ids) =>
      (
        await tx
          .selectDistinct({ id: wmsZone.warehouseId })
          .from(wmsZone)
          .where(and(inArray(wmsZone.warehouseId, ids), eq(wmsZone.isDeleted, 0)))
      ).map((r) => r.id),
    ),
}

export const wmsZoneRules: WriteRules = {
  beforeSave: parentLive('warehouseId', wmsWarehouse, wmsZoneResource.fields.warehouseId.label),
  beforeRemove: async (tx, rows) =>
    refuseHeld(rows, async (ids) =>
      (
        await tx
          .selectDistinct({ id: wmsBin.zoneId })
          .from(wmsBin)
          .where(and(inArray(wmsBin.zoneId, ids), eq(wmsBin.isDeleted, 0)))
      ).map((r) => r.id),
    ),
}

export const wmsBinRules: WriteRules = {
  beforeSave: parentLive('zoneId', wmsZone, wmsBinResource.fields.zoneId.label),
  beforeRemove: async (tx, rows) =>
    refuseHeld(rows, async (ids) =>
      (
        await tx
          .selectDistinct({ id: wmsStock.binId })
          .from(wmsStock)
          .where(and(inArray(wmsStock.binId, ids), or(gt(wmsStock.onHand, 0), gt(wmsStock.reserved, 0))))
      ).map((r) => r.id),
    ),
}
