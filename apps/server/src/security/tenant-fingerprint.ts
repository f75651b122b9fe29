import type { FastifyInstance } from 'fastify'

/** Per table: how many rows a tenant has and the newest transaction that wrote one of them. */
export type Fingerprint = Map<string, string>

/**
 * Tables every call may write to by design: request, login and error logs, the audit trail, the
 * realtime outbox and session bookkeeping. Every other table with a tenant column is fingerprinted.
 */
const WRITTEN_BY_ANY_CALL = /(^|_)(log|logs|audit|outbox|session|revoked_session|refresh_token)(_|$)/

/**
 * The statement that reads a tenant's fingerprint, per app: its tables do not change while a test
 * runs, so the catalogue is read once and the statement, named, is planned once per connection.
 */
const statements = new WeakMap<FastifyInstance, Promise<{ name: string; text: string }>>()

function fingerprintStatement(app: FastifyInstance) {
  let statement = statements.get(app)
  if (!statement) {
    statement = app.db.withSystem(async (tx) => {
      const { rows: tables } = await tx.$client.query<{ table_name: string }>(
        `SELECT c.table_name FROM information_schema.columns c
           JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
          WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'
          ORDER BY c.table_name`,
      )
      const fingerprinted = tables.map((t) => t.table_name).filter((t) => !WRITTEN_BY_ANY_CALL.test(t))
      // One round trip: every table's count and the newest transaction that wrote one of its rows. An
      // insert, update or delete changes one of the two, and reading them costs a third of a checksum
      // of every row's text, which the fuzz test takes after each of ~650 routes.
      const text = fingerprinted
        .map(
          (table) =>
            `SELECT '${table}' AS t, count(*) AS n, max(xmin::text::bigint)::text AS sum
               FROM "${table}" WHERE tenant_id = $1`,
        )
        .join(' UNION ALL ')
      return { name: `tenant-fingerprint-${fingerprinted.length}`, text }
    })
    statements.set(app, statement)
  }
  return statement
}

/** The fingerprint of a tenant's business rows: a cross-tenant write changes it. */
export async function tenantFingerprint(app: FastifyInstance, tenantId: string): Promise<Fingerprint> {
  const statement = await fingerprintStatement(app)
  return app.db.withSystem(async (tx) => {
    const { rows } = await tx.$client.query<{ t: string; n: string; sum: string | null }>({
      ...statement,
      values: [tenantId],
    })
    return new Map(rows.map((r) => [r.t, `${r.n}:${r.sum ?? ''}`]))
  })
}

/** The tables whose rows of the tenant differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] =>
  [...after.keys()].filter((t) => before.get(t) !== after.get(t))
