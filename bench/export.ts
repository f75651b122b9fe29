/**
 * Export benchmark (issue 7: "a 100k-row export finishes with memory growth under 100 MB"): seeds a
 * resource list, starts `excel/export` through the job queue and samples the process's heap and RSS
 * until the xlsx is done. The embedded PGlite runs in a worker thread of this process, so its memory
 * is in the RSS figure too; the heap figure is the main thread's (the export's own buffers).
 *
 *   pnpm bench export [--rows 100000] [--engines pglite,postgres]
 *                     [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Writes bench/results/export-<UTC stamp>.json and .md.
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
import { enterTenant, type Engine } from '../apps/server/src/core/db/database'
import { auth, tokenFor } from '../apps/server/src/test/app'
import { freshPgDatabase, pgUrlOption } from './lib/postgres'
import { machineFacts, mdTable, round, textTable, writeReport } from './lib/report'

const { values: argv } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'pg-url': pgUrlOption,
  },
  allowPositionals: false,
})
const ROWS = Number(argv.rows)
const ENGINES = argv.engines.split(',') as Engine[]
const TENANT = '100001'
const LIMIT_MB = 100
const SAMPLE_MS = 50

v8.setFlagsFromString('--expose-gc')
const gc = vm.runInNewContext('gc') as () => void
const mb = (bytes: number) => round(bytes / 1024 ** 2, 1)
const log = (msg: string) => console.log(`[export] ${msg}`)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface EngineResult {
  engine: Engine
  rows: number
  seedMs: number
  exportMs: number
  fileMiB: number
  heapBeforeMiB: number
  heapPeakGrowthMiB: number
  /** after a full GC once the export is done: what the export left behind */
  heapRetainedMiB: number
  rssBeforeMiB: number
  rssPeakGrowthMiB: number
  /** the limit, on what the process really takes (RSS) and what the export keeps (retained heap) */
  withinLimit: boolean
}

async function runEngine(engine: Engine): Promise<EngineResult> {
  const dataDir = mkdtempSync(join(os.tmpdir(), 'storedesk-bench-export-'))
  const database = engine === 'postgres' ? await freshPgDatabase(argv['pg-url'], 'export') : undefined
  const app = await buildApp(
    loadConfig({
      NODE_ENV: 'development',
      LOG_LEVEL: 'silent',
      STOREDESK_DATA_DIR: dataDir,
      STOREDESK_JWT_SECRET: randomBytes(32).toString('hex'),
      STOREDESK_WEB_DIR: join(dataDir, 'no-web'),
      DATABASE_URL: database?.url,
    }),
  )
  try {
    log(`${engine}: seeding ${ROWS.toLocaleString('en')} display plans`)
    const seedStart = performance.now()
    await app.db.withSystem(async (tx) => {
      await enterTenant(tx, TENANT)
      await tx.$client.query(
        `INSERT INTO demo_item (id, plan_code, plan_name, category, amount, status, launch_date, remark)
         SELECT $1::bigint + n, 'B-' || n, '陈列计划 ' || n, 'end_cap', (n % 100000) + 0.25, 1,
           DATE '2026-01-01' + (n % 365), 'benchmark row ' || md5(n::text)
         FROM generate_series(1, $2::int) AS n`,
        [app.ids.next(), ROWS],
      )
    })
    const seedMs = performance.now() - seedStart
    const token = await tokenFor(app, TENANT, 'admin')

    gc()
    const before = process.memoryUsage()
    let peakHeap = before.heapUsed
    let peakRss = before.rss
    const sampler = setInterval(() => {
      const m = process.memoryUsage()
      peakHeap = Math.max(peakHeap, m.heapUsed)
      peakRss = Math.max(peakRss, m.rss)
    }, SAMPLE_MS)

    log(`${engine}: exporting`)
    const exportStart = performance.now()
    const started = await app.inject({
      method: 'POST',
      url: '/api/blade-system/excel/export',
      headers: auth(token),
      payload: { resource: 'demo-item', params: { planCode: 'B-' }, fileName: 'bench' },
    })
    if (started.statusCode !== 200) throw new Error(`export refused: ${started.body}`)
    const id = started.json().data.id as string
    let record: { status: number; rowCount: number; fileSize: number; msg: string | null }
    for (;;) {
      await sleep(200)
      const list = await app.inject({ url: '/api/blade-system/down/listByUser', headers: auth(token) })
      record = list.json().data.records.find((r: { id: string }) => r.id === id)
      if (record.status >= 2) break
    }
    const exportMs = performance.now() - exportStart
    clearInterval(sampler)
    if (record.status !== 2 || record.rowCount !== ROWS) {
      throw new Error(`export ended with status ${record.status}, ${record.rowCount} rows: ${record.msg}`)
    }
    gc()
    const heapRetained = mb(process.memoryUsage().heapUsed - before.heapUsed)
    const heapGrowth = mb(peakHeap - before.heapUsed)
    const rssGrowth = mb(peakRss - before.rss)
    return {
      engine,
      rows: ROWS,
      seedMs: Math.round(seedMs),
      exportMs: Math.round(exportMs),
      fileMiB: mb(record.fileSize),
      heapBeforeMiB: mb(before.heapUsed),
      heapPeakGrowthMiB: heapGrowth,
      heapRetainedMiB: heapRetained,
      rssBeforeMiB: mb(before.rss),
      rssPeakGrowthMiB: rssGrowth,
      withinLimit: heapRetained < LIMIT_MB && rssGrowth < LIMIT_MB,
    }
  } finally {
    await app.close()
    await database?.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const HEAD = [
  'engine',
  'rows',
  'export ms',
  'file MiB',
  'heap peak growth MiB',
  'heap retained MiB',
  'RSS peak growth MiB',
  `< ${LIMIT_MB} MB`,
]
const rowOf = (r: EngineResult) => [
  r.engine,
  r.rows,
  r.exportMs,
  r.fileMiB,
  r.heapPeakGrowthMiB,
  r.heapRetainedMiB,
  r.rssPeakGrowthMiB,
  r.withinLimit ? 'yes' : 'NO',
]

const startedAt = new Date()
const results: EngineResult[] = []
for (const engine of ENGINES) results.push(await runEngine(engine))
const json = { suite: 'export', startedAt: startedAt.toISOString(), machine: machineFacts(), results }
const markdown = [
  `# Export benchmark ${startedAt.toISOString()}`,
  '',
  `- \`excel/export\` of ${ROWS.toLocaleString('en')} demo-item rows through the job queue, exceljs WorkbookWriter, 1000 rows per read.`,
  `- Memory: peak minus a post-GC baseline taken just before the export, sampled every ${SAMPLE_MS} ms; ` +
    'the peak heap includes garbage not yet collected (the batches already written); "retained" is after a full GC ' +
    'once the export is done; RSS includes the embedded PGlite worker thread.',
  '',
  mdTable(HEAD, results.map(rowOf)),
  '',
].join('\n')
const files = writeReport('export', startedAt, json, markdown)
console.log(`\n${textTable(HEAD, results.map(rowOf))}\n\n${files.md}`)
process.exitCode = results.every((r) => r.withinLimit) ? 0 : 1
