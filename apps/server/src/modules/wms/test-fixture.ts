import type { FastifyInstance } from 'fastify'
import type { Tx } from '../../core/db/database'
import { goodsIdsOfCodes } from '../goods'
import type { WmsContext } from './context'
import { wmsBin, wmsWarehouse, wmsZone } from './schema'

/** A test's own warehouses, so its stock never mixes with the demo's or another test's. */
export interface TestWarehouse {
  id: string
  bins: string[]
}

export const wmsContext = (app: FastifyInstance, tx: Tx): WmsContext => ({
  tx,
  ids: app.ids,
  userId: null,
  locale: 'zh_CN',
})

export function inTenant<T>(app: FastifyInstance, tenantId: string, fn: (c: WmsContext) => Promise<T>) {
  return app.db.withTenant({ tenantId }, (tx) => fn(wmsContext(app, tx)))
}

/**
 * A suffix for the codes and lot numbers a test file makes: on PostgreSQL every file and every run
 * shares one database, so they must not meet those of an earlier run.
 */
export const RUN = Date.now().toString(36).toUpperCase()

/** A warehouse with one zone of `binCount` bins, codes prefixed with `prefix` and the run. */
export async function makeWarehouse(c: WmsContext, name: string, binCount: number): Promise<TestWarehouse> {
  const prefix = `${name}${RUN}`
  const id = c.ids.next()
  const zoneId = c.ids.next()
  await c.tx.insert(wmsWarehouse).values({ id, code: prefix, name: `测试仓 ${prefix}` })
  await c.tx.insert(wmsZone).values({ id: zoneId, warehouseId: id, code: `${prefix}-Z`, name: '测试区' })
  const bins = Array.from({ length: binCount }, (_, i) => ({
    id: c.ids.next(),
    zoneId,
    code: `${prefix}-${String(i + 1).padStart(2, '0')}`,
  }))
  await c.tx.insert(wmsBin).values(bins)
  return { id, bins: bins.map((b) => b.id) }
}

/** A demo goods by its code, through the goods module's service. */
export async function goodsId(c: WmsContext, code: string): Promise<string> {
  const [id] = await goodsIdsOfCodes(c.tx, [code])
  return id!
}
