import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { buildTestApp } from '../../test/app'

const DEPLOY = readFileSync(join(__dirname, '../../../../../docs/deploy.md'), 'utf8')
const listed = (fn: string) =>
  [...DEPLOY.matchAll(new RegExp(`SELECT ${fn}\\('([a-z0-9_]+)'`, 'g'))].map((m) => m[1]!)

let app: FastifyInstance
beforeAll(async () => {
  app = await buildTestApp()
})
afterAll(() => app.close())

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

describe('docs/deploy.md §3, Citus: the statements cover the schema the migrations build', () => {
  it('distributes every table under row-level security by tenant_id, once', async () => {
    const { tenant } = await tables()
    const distributed = listed('create_distributed_table')
    expect([...distributed].sort()).toEqual(tenant)
    expect(new Set(distributed).size).toBe(distributed.length)
  })

  it('makes every other table a reference table', async () => {
    const { platform } = await tables()
    expect(listed('create_reference_table').sort()).toEqual(platform)
  })

  it('states the counts it lists', async () => {
    const { tenant, platform } = await tables()
    const stated = /(\d+) tenant tables and (\d+) platform\s+tables/.exec(DEPLOY)
    expect(stated?.slice(1).map(Number)).toEqual([tenant.length, platform.length])
  })
})
