import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../../test/app'
import { citusStatements } from './citus'

let app: FastifyInstance
let statements: string
beforeAll(async () => {
  app = await buildTestApp()
  statements = await citusStatements(app.db)
})
afterAll(() => app.close())

const listed = (fn: string) =>
  [...statements.matchAll(new RegExp(`SELECT ${fn}\\('([a-z0-9_]+)'`, 'g'))].map((m) => m[1]!)

async function tables(): Promise<{ tenant: string[]; platform: string[] }> {
  const { rows } = await app.db.withSystem((tx) =>
    tx.$client.query<{ relname: string; relrowsecurity: boolean }>(
      `SELECT relname, relrowsecurity FROM pg_class
        WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace ORDER BY relname`,
    ),
  )
  return {
    tenant: rows.filter((r) => r.relrowsecurity).map((r) => r.relname),
    platform: rows.filter((r) => !r.relrowsecurity).map((r) => r.relname),
  }
}

describe('docs/deploy.md §3, Citus: migrate --citus covers the schema the migrations build', () => {
  it('distributes every table under row-level security by tenant_id, once, co-located with the first', async () => {
    const { tenant } = await tables()
    const distributed = listed('create_distributed_table')
    expect([...distributed].sort()).toEqual(tenant)
    expect(new Set(distributed).size).toBe(distributed.length)
    expect(statements).toContain("SELECT create_distributed_table('auth_session', 'tenant_id');")
    expect(statements.match(/colocate_with => 'auth_session'/g)).toHaveLength(tenant.length - 1)
  })

  it('makes every other table, the tenant directory first, a reference table', async () => {
    const { platform } = await tables()
    expect(listed('create_reference_table').sort()).toEqual(platform)
    expect(listed('create_reference_table')[0]).toBe('sys_tenant')
  })

  it('every tenant table has tenant_id leading its primary key, so it can be distributed unchanged', async () => {
    const { rows } = await app.db.withSystem((tx) =>
      tx.$client.query<{ table: string; first: string }>(
        `SELECT c.relname AS table, a.attname AS first
           FROM pg_index i JOIN pg_class c ON c.oid = i.indrelid
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = i.indkey[0]
          WHERE i.indisprimary AND c.relrowsecurity AND c.relnamespace = 'public'::regnamespace`,
      ),
    )
    expect(rows.filter((r) => r.first !== 'tenant_id' && r.table !== 'sys_tenant')).toEqual([])
  })
})
