import type { FastifyInstance } from 'fastify'
import { goodsIdsMatching } from '../goods'
import { userByAccount } from '../user'
import { warehouseBins, warehouseStock } from '../wms'
import type { SrmContext } from './context'
import { dayFrom } from './days'
import { srmQualification, srmSupplier } from './schema'

/** A suffix for what a test file makes: on PostgreSQL every file and run share one database. */
export const RUN = Date.now().toString(36).toUpperCase()

/** One transaction in the tenant as its admin. */
export function inTenant<T>(app: FastifyInstance, tenantId: string, fn: (c: SrmContext) => Promise<T>) {
  return app.db.withTenant({ tenantId }, async (tx) =>
    fn({ tx, ids: app.ids, tenantId, userId: (await userByAccount(tx, 'admin'))!.id, locale: 'en' }),
  )
}

/** A new supplier of the tenant with a GSP certificate valid from `validFrom` to `validTo` (none when left out). */
export function supplierWith(
  app: FastifyInstance,
  tenantId: string,
  code: string,
  gsp?: { validFrom: string; validTo: string },
) {
  return inTenant(app, tenantId, async (c) => {
    const id = c.ids.next()
    await c.tx.insert(srmSupplier).values({ id, code: `${code}-${RUN}`, name: `Supplier ${code} ${RUN}` })
    if (gsp)
      await c.tx
        .insert(srmQualification)
        .values({ id: c.ids.next(), supplierId: id, kind: 'gsp', number: `GSP-${code}`, ...gsp })
    return id
  })
}

/** The tenant's first two warehouses with a bin of each, and two of its goods, for purchase order lines. */
export function purchaseTargets(app: FastifyInstance, tenantId: string) {
  return inTenant(app, tenantId, async (c) => {
    const [warehouse, other] = await warehouseStock(c.tx, [])
    const [bin] = await warehouseBins(c, warehouse!.warehouseId)
    const [otherBin] = await warehouseBins(c, other!.warehouseId)
    return {
      warehouseId: warehouse!.warehouseId,
      binId: bin!.id,
      otherBinId: otherBin!.id,
      goodsIds: await goodsIdsMatching(c.tx, '', 2),
    }
  })
}

/**
 * A receipt line: `qty` of the order's line `j` into the bin, in a lot named after the order and line,
 * made a month ago and expiring in `expiresIn` days.
 */
export const lineInto = (
  order: { code: string; lines: { id: string }[] },
  j: number,
  qty: number,
  binId: string,
  expiresIn = 700,
) => ({
  lineId: order.lines[j]!.id,
  qty,
  binId,
  lotNo: `${order.code}-${j + 1}`,
  productionDate: dayFrom(-30),
  expiryDate: dayFrom(expiresIn),
})
