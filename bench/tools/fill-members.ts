/**
 * `pnpm bench:data --members 1000000 [--tenants 100]`: fills the configured database (DATABASE_URL,
 * else the embedded PGlite in STOREDESK_DATA_DIR, as `pnpm start` uses it; stop the server first)
 * with members spread over tenants, for the member-search benchmarks. The demo tenants 100001 and
 * 100002 come first (sign in there to search); the others are bench tenants `BENCH003`… of members
 * only. Each tenant is one transaction of one set-based insert (generate_series), and the table is
 * analyzed at the end. Running it again adds as many more.
 */
import { parseArgs } from 'node:util'
import { performance } from 'node:perf_hooks'
import { buildApp } from '../../apps/server/src/app'
import { loadConfig } from '../../apps/server/src/config'
import { fillMembers } from '../lib/seed'

const { values } = parseArgs({
  options: { members: { type: 'string', default: '1000000' }, tenants: { type: 'string', default: '100' } },
})
const total = Number(values.members)
const tenantCount = Number(values.tenants)
if (!Number.isInteger(total) || total < 1 || !Number.isInteger(tenantCount) || tenantCount < 1) {
  console.error('usage: pnpm bench:data --members <count> [--tenants <count>]')
  process.exit(2)
}

async function main() {
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' })
  const app = await buildApp(config)
  const engine = config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`
  console.log(`filling ${total.toLocaleString('en')} members over ${tenantCount} tenants on ${engine}`)
  const started = performance.now()
  try {
    await fillMembers(app, total, tenantCount, (tenantId, members, ms) =>
      console.log(`  ${tenantId}: ${members.toLocaleString('en')} members in ${ms} ms`),
    )
    const seconds = (performance.now() - started) / 1000
    const rate = Math.round(total / seconds).toLocaleString('en')
    console.log(`done: ${total.toLocaleString('en')} members in ${seconds.toFixed(1)} s (${rate} rows/s)`)
  } finally {
    await app.close()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exit(1)
})
