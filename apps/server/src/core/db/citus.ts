import type { Database } from './database'

/** The table every tenant table is co-located with: one tenant's rows of every table on one shard group. */
const ANCHOR = 'auth_session'
/** Has a tenant_id column but is the platform's tenant directory, read for every tenant: a reference table. */
const DIRECTORY = 'sys_tenant'

/**
 * The statements that turn the migrated schema into a Citus cluster (docs/deploy.md §3): every table under
 * row-level security distributed by tenant_id and co-located, every other table a reference table.
 * Read from the database itself, so a module's new table is covered without anyone listing it.
 */
export async function citusStatements(db: Database): Promise<string> {
  const { rows } = await db.withSystem((tx) =>
    tx.$client.query<{ relname: string; relrowsecurity: boolean }>(
      `SELECT relname, relrowsecurity FROM pg_class
        WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY relname`,
    ),
  )
  const tenant = rows.filter((r) => r.relrowsecurity).map((r) => r.relname)
  const platform = rows.filter((r) => !r.relrowsecurity).map((r) => r.relname)
  const distributed = [ANCHOR, ...tenant.filter((t) => t !== ANCHOR)]
  return [
    'CREATE EXTENSION IF NOT EXISTS citus;',
    '',
    `-- ${platform.length} platform tables: reference tables on every worker`,
    ...[DIRECTORY, ...platform.filter((t) => t !== DIRECTORY)].map(
      (t) => `SELECT create_reference_table('${t}');`,
    ),
    '',
    `-- ${tenant.length} tenant tables: distributed by tenant_id, all co-located (one tenant's rows on one shard group)`,
    ...distributed.map((t, i) =>
      i === 0
        ? `SELECT create_distributed_table('${t}', 'tenant_id');`
        : `SELECT create_distributed_table('${t}', 'tenant_id', colocate_with => '${ANCHOR}');`,
    ),
    '',
  ].join('\n')
}
