import type { FastifyInstance } from 'fastify'
import { enterTenant } from '../../apps/server/src/core/db/database'

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
