import type { FastifyInstance } from 'fastify'
import { goodsIdsMatching } from '../goods'
import { warehouseStock } from '../wms'
import type { SrmContext } from './context'
import { srmQualification, srmSupplier } from './schema'

/** A suffix for what a test file makes: on PostgreSQL every file and run share one database. */
export const RUN = Date.now().toString(36).toUpperCase()

export function inTenant<T>(app: FastifyInstance, tenantId: string, fn: (c: SrmContext) => Promise<T>) {
  return app.db.withTenant({ tenantId }, (tx) => fn({ tx, ids: app.ids, userId: null, locale: 'en' }))
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

/** The tenant's first warehouse and two of its goods, for purchase order lines. */
export function purchaseTargets(app: FastifyInstance, tenantId: string) {
  return inTenant(app, tenantId, async (c) => {
    const [warehouse] = await warehouseStock(c.tx, [])
    return { warehouseId: warehouse!.warehouseId, goodsIds: await goodsIdsMatching(c.tx, '', 2) }
  })
}
