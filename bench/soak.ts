/**
 * Soak (issue 10 §6): ten minutes of moderate load on one server — the calls a signed-in shell makes,
 * plus an operation-log write — with the server's memory sampled after a full collection. Passes when
 * no call failed and the heap shows no growth trend.
 *
 *   pnpm bench soak [--minutes 10] [--rate 100] [--connections 10] [--sample 10]
 *                   [--engine pglite|postgres] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Writes bench/results/soak-<UTC stamp>.json and .md.
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import v8 from 'node:v8'
import vm from 'node:vm'
import { buildApp } from '../apps/server/src/app'
import { loadConfig } from '../apps/server/src/config'
import { tokenFor } from '../apps/server/src/test/app'
import { killLoads, startLoad } from './lib/load'
import { freshPgDatabase, pgUrlOption } from './lib/postgres'
import { machineFacts, mdTable, round, textTable, writeReport } from './lib/report'

const { values: argv } = parseArgs({
  options: {
    minutes: { type: 'string', default: '10' },
    rate: { type: 'string', default: '100' },
    connections: { type: 'string', default: '10' },
    sample: { type: 'string', default: '10' },
    engine: { type: 'string', default: 'pglite' },
    'pg-url': pgUrlOption,
  },
  allowPositionals: false,
})

const DURATION_S = Math.round(Number(argv.minutes) * 60)
const RATE = Number(argv.rate)
const CONNECTIONS = Number(argv.connections)
const SAMPLE_S = Number(argv.sample)
const ENGINE = argv.engine as 'pglite' | 'postgres'
const TENANT = '100001'
/** Samples taken while caches, pools and JIT fill are left out of the trend. */
const WARMUP_S = 60
/**
 * The growth the verdict tolerates, MB of heap per minute after a full collection: a leak of 100 bytes
 * per call at 100 calls/s would be 0.6 MB/min, so anything that size or larger is caught.
 */
const HEAP_SLOPE_LIMIT_MB_PER_MIN = 0.5

const log = (msg: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${msg}`)

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void

/** The calls the shell makes on every sign-in and screen, in turn on each connection. */
function callMix(): { method?: string; path: string; body?: string; headers?: Record<string, string> }[] {
  const operation = JSON.stringify([
    {
      operationType: 'click',
      menuName: '会员列表',
      operation: 'soak',
      tagName: '会员',
      timestamp: Date.now(),
    },
  ])
  return [
    { path: '/api/blade-auth/oauth/user-info' },
    { path: '/api/blade-system/menu/routes' },
    { path: '/api/blade-system/menu/buttons' },
    { path: '/api/blade-system/dict/page?current=1&size=10' },
    { path: '/api/blade-user/page?current=1&size=10' },
    { path: '/api/blade-desk/notice/page?current=1&size=10' },
    { path: '/api/blade-system/down/listByUser?size=10' },
    { path: '/api/store-goods/goods/page?current=1&size=10' },
    {
      method: 'POST',
      path: '/api/blade-log/userOperation/save',
      body: operation,
      headers: { 'content-type': 'application/json' },
    },
  ]
}

interface Sample {
  atS: number
  rssMB: number
  heapUsedMB: number
  externalMB: number
  poolTotal: number
}

const mb = (bytes: number) => round(bytes / 1024 ** 2, 1)

/** Least-squares slope of `y` over `x` (per unit of x). */
function slope(points: { x: number; y: number }[]): number {
  const n = points.length
  const mx = points.reduce((s, p) => s + p.x, 0) / n
  const my = points.reduce((s, p) => s + p.y, 0) / n
  const num = points.reduce((s, p) => s + (p.x - mx) * (p.y - my), 0)
  const den = points.reduce((s, p) => s + (p.x - mx) ** 2, 0)
  return den === 0 ? 0 : num / den
}

async function main(): Promise<void> {
  const startedAt = new Date()
  const dataDir = mkdtempSync(join(os.tmpdir(), 'storedesk-soak-'))
  const database = ENGINE === 'postgres' ? await freshPgDatabase(argv['pg-url'], 'soak') : undefined
  const config = loadConfig({
    // development seeds the demo tenants and accounts the calls sign in as
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    STOREDESK_DATA_DIR: dataDir,
    STOREDESK_JWT_SECRET: randomBytes(32).toString('hex'),
    STOREDESK_WEB_DIR: join(dataDir, 'no-web'),
    // one load generator is one IP: the per-IP limit would answer most of its calls 429
    STOREDESK_RATE_LIMIT_IP: '0',
    DATABASE_URL: database?.url,
  })
  log(`${ENGINE}: starting the server`)
  const app = await buildApp(config)
  try {
    await app.listen({ host: config.host, port: config.port })
    const address = app.server.address()
    if (!address || typeof address === 'string') throw new Error('server has no TCP address')
    const origin = `http://127.0.0.1:${address.port}`
    const token = await tokenFor(app, TENANT, 'admin')

    const samples: Sample[] = []
    const t0 = performance.now()
    const take = () => {
      gc()
      const m = process.memoryUsage()
      samples.push({
        atS: round((performance.now() - t0) / 1000, 0),
        rssMB: mb(m.rss),
        heapUsedMB: mb(m.heapUsed),
        externalMB: mb(m.external),
        poolTotal: app.db.pool.totalCount,
      })
    }
    log(`load: ${RATE} calls/s on ${CONNECTIONS} connections for ${DURATION_S} s; memory every ${SAMPLE_S} s`)
    const load = startLoad({
      url: origin,
      connections: CONNECTIONS,
      duration: DURATION_S,
      overallRate: RATE,
      headers: { 'blade-auth': `bearer ${token}` },
      requests: callMix(),
    })
    await load.started
    take()
    const timer = setInterval(() => {
      take()
      const last = samples.at(-1)!
      log(`${last.atS} s: heap ${last.heapUsedMB} MB, rss ${last.rssMB} MB`)
    }, SAMPLE_S * 1000)
    const result = await load.done.finally(() => clearInterval(timer))
    take()

    const measured = samples.filter((s) => s.atS >= WARMUP_S)
    const perMin = (key: 'heapUsedMB' | 'rssMB') =>
      round(slope(measured.map((s) => ({ x: s.atS / 60, y: s[key] }))), 3)
    const trend = { heapMBPerMin: perMin('heapUsedMB'), rssMBPerMin: perMin('rssMB') }
    const failures = result.non2xx + result.errors + result.timeouts
    const passed = failures === 0 && trend.heapMBPerMin < HEAP_SLOPE_LIMIT_MB_PER_MIN
    const report = {
      suite: 'soak',
      startedAt: startedAt.toISOString(),
      machine: machineFacts(),
      engine: ENGINE,
      settings: {
        durationS: DURATION_S,
        rate: RATE,
        connections: CONNECTIONS,
        sampleS: SAMPLE_S,
        warmupS: WARMUP_S,
      },
      calls: callMix().map((c) => `${c.method ?? 'GET'} ${c.path}`),
      load: result,
      trend,
      heapSlopeLimitMBPerMin: HEAP_SLOPE_LIMIT_MB_PER_MIN,
      samples,
      passed,
    }
    const first = measured[0] ?? samples[0]!
    const last = samples.at(-1)!
    const rows: (string | number)[][] = [
      ['calls', result.requestsTotal],
      ['calls/s', round(result.reqPerSec, 1)],
      [
        'latency p50 / p99 / max (ms)',
        `${result.latencyMs.p50} / ${result.latencyMs.p99} / ${result.latencyMs.max}`,
      ],
      ['non-2xx / errors / timeouts', `${result.non2xx} / ${result.errors} / ${result.timeouts}`],
      [`heap after warm-up → end (MB)`, `${first.heapUsedMB} → ${last.heapUsedMB}`],
      [`rss after warm-up → end (MB)`, `${first.rssMB} → ${last.rssMB}`],
      ['heap trend (MB/min)', trend.heapMBPerMin],
      ['rss trend (MB/min)', trend.rssMBPerMin],
    ]
    const md = [
      `# Soak — ${startedAt.toISOString()}`,
      '',
      `${ENGINE}, ${DURATION_S / 60} min at ${RATE} calls/s on ${CONNECTIONS} connections; memory sampled every ${SAMPLE_S} s after a full collection, the first ${WARMUP_S} s left out of the trend. Machine: ${report.machine.cores} cores, load ${report.machine.loadAverage.join(' ')}, commit ${report.machine.gitCommit}.`,
      '',
      `Calls, in turn on each connection: ${report.calls.map((c) => `\`${c}\``).join(', ')}.`,
      '',
      mdTable(['measure', 'value'], rows),
      '',
      `**${passed ? 'Passed' : 'Failed'}**: ${failures} failed calls (0 allowed); heap trend ${trend.heapMBPerMin} MB/min (under ${HEAP_SLOPE_LIMIT_MB_PER_MIN} allowed).`,
      '',
      mdTable(
        ['at (s)', 'heap (MB)', 'rss (MB)', 'external (MB)', 'pool'],
        samples.map((s) => [s.atS, s.heapUsedMB, s.rssMB, s.externalMB, s.poolTotal]),
      ),
      '',
    ].join('\n')
    const files = writeReport('soak', startedAt, report, md)
    console.log(`\n${textTable(['measure', 'value'], rows)}\n\n${passed ? 'PASSED' : 'FAILED'} — ${files.md}`)
    process.exitCode = passed ? 0 : 1
  } finally {
    killLoads()
    await app.close()
    rmSync(dataDir, { recursive: true, force: true })
    await database?.drop()
  }
}

await main()
