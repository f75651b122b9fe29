import { performance } from 'node:perf_hooks'
import type { FastifyInstance } from 'fastify'
import { enterTenant } from '../../apps/server/src/core/db/database'
import { fillBenchMembers } from '../../apps/server/src/modules/insider/demo-members'

/** `rows` dictionary entries for `tenant` (codes bench_0 … bench_999), set-based, then ANALYZEd. */
export async function seedDictRows(app: FastifyInstance, tenant: string, rows: number): Promise<void> {
  await app.db.withSystem(async (tx) => {
    await enterTenant(tx, tenant)
    await tx.$client.query(
      `INSERT INTO sys_dict (id, parent_id, code, dict_key, dict_value, sort)
       SELECT (383000000000000000 + g)::bigint, 0, 'bench_' || (g % 1000), g::text, 'v' || g, g % 100
       FROM generate_series(1, $1::int) AS g`,
      [rows],
    )
  })
}

/** PostgreSQL's autovacuum would analyze a table after a bulk insert; PGlite has no autovacuum. */
export const analyze = (app: FastifyInstance, table: string): Promise<unknown> =>
  app.db.withSystem((tx) => tx.$client.query(`ANALYZE ${table}`))

/** The tenants `pnpm bench:data` fills: the demo tenants first (sign in there), then BENCH003… */
export const benchTenantIds = (count: number): string[] =>
  Array.from({ length: count }, (_, i) =>
    i < 2 ? ['100001', '100002'][i]! : `BENCH${String(i + 1).padStart(3, '0')}`,
  )

/**
 * `total` more members spread evenly over `tenants` tenants, one set-based transaction per tenant
 * (`fillBenchMembers`), then ANALYZE; `progress` hears each tenant's count and milliseconds.
 */
export async function fillMembers(
  app: FastifyInstance,
  total: number,
  tenants: number,
  progress: (tenantId: string, members: number, ms: number) => void = () => {},
): Promise<void> {
  for (const [i, tenantId] of benchTenantIds(tenants).entries()) {
    const members = Math.floor(total / tenants) + (i < total % tenants ? 1 : 0)
    if (!members) continue
    const t0 = performance.now()
    await app.db.withSystem(async (tx) => {
      await enterTenant(tx, tenantId)
      await fillBenchMembers(tx, app.ids, members)
    })
    progress(tenantId, members, Math.round(performance.now() - t0))
  }
  await analyze(app, 'insider_member')
}
