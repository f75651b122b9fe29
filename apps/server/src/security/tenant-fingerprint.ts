import type { FastifyInstance } from 'fastify'

/** Per table: how many rows a tenant has and a checksum of their content. */
export type Fingerprint = Map<string, string>

/**
 * Tables every call may write to by design: request, login and error logs, the audit trail, the
 * realtime outbox and session bookkeeping. Every other table with a tenant column is fingerprinted.
 */
const WRITTEN_BY_ANY_CALL = /(^|_)(log|logs|audit|outbox|session|revoked_session|refresh_token)(_|$)/

/** The fingerprint of a tenant's business rows: a cross-tenant write changes it. */
export async function tenantFingerprint(app: FastifyInstance, tenantId: string): Promise<Fingerprint> {
  return app.db.withSystem(async (tx) => {
    const { rows: tables } = await tx.$client.query<{ table_name: string }>(
      `SELECT c.table_name FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_name = c.table_name AND t.table_schema = c.table_schema
        WHERE c.table_schema = 'public' AND c.column_name = 'tenant_id' AND t.table_type = 'BASE TABLE'
        ORDER BY c.table_name`,
    )
    const fingerprinted = tables.map((t) => t.table_name).filter((t) => !WRITTEN_BY_ANY_CALL.test(t))
    // One round trip: every table's count and checksum.
    const { rows } = await tx.$client.query<{ t: string; n: string; sum: string | null }>(
      fingerprinted
        .map(
          (table) =>
            `SELECT '${table}' AS t, count(*) AS n, md5(string_agg(md5(x::text), '' ORDER BY md5(x::text))) AS sum
               FROM "${table}" x WHERE tenant_id = $1`,
        )
        .join(' UNION ALL '),
      [tenantId],
    )
    const fingerprint: Fingerprint = new Map(rows.map((r) => [r.t, `${r.n}:${r.sum ?? ''}`]))
    return fingerprint
  })
}

/** The tables whose rows of the tenant differ between two fingerprints. */
export const changedTables = (before: Fingerprint, after: Fingerprint): string[] =>
  [...after.keys()].filter((t) => before.get(t) !== after.get(t))
