/**
 * Foundation benchmark: the resource `page` call on both engines against a bare Fastify + pg
 * baseline sending the same SQL, and the main thread's event-loop delay while PGlite runs a long query.
 *
 *   pnpm bench foundation [--duration 10] [--warmup 2] [--rows 100000] [--connections 10,50]
 *                         [--engines pglite,postgres] [--pg-url postgres://postgres@127.0.0.1:5432/postgres]
 *
 * Writes bench/results/foundation-<UTC stamp>.json and .md.
 */
import os from 'node:os'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { isDeepStrictEqual, parseArgs } from 'node:util'
import type { FastifyInstance } from 'fastify'
import type { Engine } from '../apps/server/src/core/db/database'
import { tokenFor } from '../apps/server/src/test/app'
import { startBenchApp } from './lib/bench-app'
import { pgUrlOption } from './lib/postgres'
import { startReplayBaseline, type ReplayRoute } from './lib/replay-baseline'
import { analyze, seedDictRows } from './lib/seed'
import { killLoads, runLoad, startLoad, type LoadResult } from './lib/load'
import { cleanupMark, cleanupTo, cleanUpOnSignals, interrupted, onCleanup, problems } from './lib/run-state'
import { captureCallSql, countSql, drain, type SqlCall } from './lib/sql'
import {
  logSince,
  machineFacts,
  mdTable,
  packageVersion,
  round,
  textTable,
  timerInto,
  writeReport,
} from './lib/report'

const { values: argv } = parseArgs({
  options: {
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    rows: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '10,50' },
    engines: { type: 'string', default: 'pglite,postgres' },
    'pg-url': pgUrlOption,
  },
  allowPositionals: false,
})

const DURATION_S = Number(argv.duration)
const WARMUP_S = Number(argv.warmup)
const ROWS = Number(argv.rows)
const CONNECTIONS = argv.connections.split(',').map(Number)
const ENGINES = argv.engines.split(',') as Engine[]
const PG_ADMIN_URL = argv['pg-url']
const TENANT = '100001'
/** The load generator's per-request give-up time (autocannon's default), seconds. */
const REQUEST_TIMEOUT_S = 10
/** The longest we wait for the server to finish requests that a finished load run left queued. */
const DRAIN_CAP_MS = 90_000
const ELD_RESOLUTION_MS = 10
const HEALTHZ_SECONDS = 3

const PAGE_SELECT = 'select "tenant_id", "id", "parent_id"'
const ENDPOINTS = [
  { name: 'page', query: 'current=5&size=10' },
  { name: 'page code~bench_42', query: 'current=5&size=10&code=bench_42' },
] as const

const suiteStart = performance.now()
const startedAt = new Date()
const log = logSince(suiteStart)
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

cleanUpOnSignals(killLoads)

// ---------------------------------------------------------------------------------------------- helpers

interface EldStats {
  p50: number
  p99: number
  max: number
  mean: number
  samples: number
}

/** `monitorEventLoopDelay` around `fn`; values in ms as Node reports them (they include the 10 ms interval). */
async function withEld<T>(fn: () => Promise<T>): Promise<{ result: T; ms: number; eld: EldStats }> {
  const h = monitorEventLoopDelay({ resolution: ELD_RESOLUTION_MS })
  h.enable()
  const t0 = performance.now()
  const result = await fn()
  const ms = performance.now() - t0
  h.disable()
  const eld = {
    p50: round(h.percentile(50) / 1e6, 2),
    p99: round(h.percentile(99) / 1e6, 2),
    max: round(h.max / 1e6, 2),
    mean: round(h.mean / 1e6, 2),
    samples: h.count,
  }
  return { result, ms: Math.round(ms), eld }
}

async function getJson(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: unknown }> {
  const res = await fetch(url, { headers })
  return { status: res.status, body: await res.json() }
}

// ---------------------------------------------------------------------------------------------- one engine

interface RunRow {
  engine: Engine
  endpoint: string
  connections: number
  server: 'storedesk' | 'baseline'
  drainBeforeMs: number
  drainAfterMs: number
  /** 1-minute load average when the run started: other work on the machine skews the figures. */
  loadAverage1m: number
  /** Page calls the server ran (including those the load generator gave up on) and the statements beyond them. */
  pageCallsServed: number
  extraStatements: number
  result: LoadResult
}

interface EldRow {
  scenario: string
  ms: number
  eld: EldStats
  queries?: number
  healthz?: LoadResult
}

interface EngineReport {
  engine: Engine
  ok: boolean
  error?: string
  version?: string
  database?: string
  poolSize?: number
  timings?: Record<string, number>
  totalBeforeAnalyze?: { total: number; totalEstimated: boolean }
  totalAfterAnalyze?: { total: number; totalEstimated: boolean }
  sql?: Record<string, SqlCall[]>
  sqlIdentical?: Record<string, boolean>
  outputIdentical?: Record<string, boolean>
  runs: RunRow[]
  eventLoop?: { heavyQuery: string; rows: EldRow[] }
}

async function benchEngine(engine: Engine): Promise<EngineReport> {
  const report: EngineReport = { engine, ok: false, runs: [] }
  const timings: Record<string, number> = {}
  report.timings = timings
  const mark = cleanupMark()
  const timed = timerInto(timings)
  try {
    const started = await startBenchApp(engine, PG_ADMIN_URL, log)
    const { app, origin, pool } = started
    Object.assign(timings, started.timings)
    report.database = started.database
    report.poolSize = pool.options.max

    log(`${engine}: seeding ${ROWS.toLocaleString('en')} sys_dict rows for tenant ${TENANT}`)
    await timed('seedMs', () => seedDictRows(app, TENANT, ROWS))
    const token = await tokenFor(app, TENANT, 'admin')
    const headers = { 'blade-auth': `bearer ${token}` }
    const session = await app.tokens.verify(token)
    if (!session) throw new Error('the minted token does not verify')

    const ours = (q: string) => `${origin}/api/blade-system/dict/page?${q}`
    const first = await getJson(ours(ENDPOINTS[0].query), headers)
    if (first.status !== 200) throw new Error(`page answered ${first.status}: ${JSON.stringify(first.body)}`)
    const firstData = (first.body as { data: { total: number; totalEstimated?: boolean } }).data
    report.totalBeforeAnalyze = { total: firstData.total, totalEstimated: Boolean(firstData.totalEstimated) }
    await timed('analyzeMs', () => analyze(app, 'sys_dict'))
    const version = await pool.query<{ version: string }>('SELECT version()')
    report.version = version.rows[0]!.version

    // The baseline replays the statements of one warm call of each endpoint (lib/replay-baseline.ts);
    // its SQL is captured again and compared, so a replay that drifted from the server shows.
    report.sql = {}
    report.sqlIdentical = {}
    report.outputIdentical = {}
    const routes: ReplayRoute[] = []
    for (const [i, ep] of ENDPOINTS.entries()) {
      const warm = await getJson(ours(ep.query), headers) // caches (permissions, time zone) warm
      const statements = await captureCallSql(app, () => getJson(ours(ep.query), headers))
      report.sql[ep.name] = statements
      routes.push({
        method: 'GET',
        path: `/${i}`,
        statements,
        status: warm.status,
        body: JSON.stringify(warm.body),
      })
    }
    const baseline = await startReplayBaseline(pool, routes)
    onCleanup(`close the ${engine} baseline`, () => baseline.app.close())
    const baselineUrl = (ep: (typeof ENDPOINTS)[number]) => `${baseline.url}/${ENDPOINTS.indexOf(ep)}`
    for (const ep of ENDPOINTS) {
      const baseSql = await captureCallSql(app, () => getJson(baselineUrl(ep)))
      const base = await getJson(baselineUrl(ep))
      const again = await getJson(ours(ep.query), headers)
      report.sqlIdentical[ep.name] = isDeepStrictEqual(report.sql[ep.name], baseSql)
      report.outputIdentical[ep.name] = isDeepStrictEqual(again.body, base.body)
      if (!report.sqlIdentical[ep.name])
        problems.push(`${engine} ${ep.name}: the baseline's SQL differs from the server's`)
      if (!report.outputIdentical[ep.name])
        problems.push(`${engine} ${ep.name}: the baseline's answer differs from the server's`)
    }
    const afterData = (await getJson(ours(ENDPOINTS[0].query), headers)).body as {
      data: { total: number; totalEstimated?: boolean }
    }
    report.totalAfterAnalyze = {
      total: afterData.data.total,
      totalEstimated: Boolean(afterData.data.totalEstimated),
    }

    for (const ep of ENDPOINTS) {
      for (const connections of CONNECTIONS) {
        for (const server of ['storedesk', 'baseline'] as const) {
          const url = server === 'storedesk' ? ours(ep.query) : baselineUrl(ep)
          const load = { url, headers: server === 'storedesk' ? headers : {}, timeout: REQUEST_TIMEOUT_S }
          if (WARMUP_S > 0)
            await runLoad({ ...load, connections: Math.min(connections, 10), duration: WARMUP_S })
          const drainBeforeMs = await drain(pool, DRAIN_CAP_MS)
          log(`${engine}: ${server.padEnd(9)} ${ep.name.padEnd(18)} c=${connections} for ${DURATION_S}s`)
          const loadAverage1m = round(os.loadavg()[0]!, 2)
          const stopCounting = countSql(pool, PAGE_SELECT)
          const result = await runLoad({ ...load, connections, duration: DURATION_S })
          const drainAfterMs = await drain(pool, DRAIN_CAP_MS)
          const counted = stopCounting()
          report.runs.push({
            engine,
            endpoint: ep.name,
            connections,
            server,
            drainBeforeMs,
            drainAfterMs,
            loadAverage1m,
            pageCallsServed: counted.marked,
            extraStatements: counted.statements - counted.marked * report.sql[ep.name]!.length,
            result,
          })
          log(
            `${engine}:   ${round(result.reqPerSec)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ` +
              `errors ${result.errors} (timeouts ${result.timeouts}), non-2xx ${result.non2xx}` +
              (drainAfterMs > 500
                ? `; ${(drainAfterMs / 1000).toFixed(1)} s to finish the requests left queued`
                : ''),
          )
        }
      }
    }

    if (engine === 'pglite') report.eventLoop = await eventLoopDelay(app, origin)
    report.ok = true
  } catch (err) {
    report.error = (err as Error).stack ?? String(err)
    problems.push(`${engine}: ${(err as Error).message}`)
    console.error(`${engine} failed:`, err)
  } finally {
    killLoads()
    log(`${engine}: closing servers and removing the temp data`)
    await cleanupTo(mark)
  }
  return report
}

/** PGlite runs in a worker thread: a long query there must not stall the main thread's event loop. */
async function eventLoopDelay(
  app: FastifyInstance,
  origin: string,
): Promise<{ heavyQuery: string; rows: EldRow[] }> {
  const rows: EldRow[] = []
  const inDb = (text: string, params: unknown[] = []) =>
    app.db.withSystem((tx) => tx.$client.query(text, params))
  const heavy = `SELECT sum(length(md5(g::text))) FROM generate_series(1, $1::int) AS g`

  log('pglite: event-loop delay (idle, then during ~1 s queries)')
  rows.push({ scenario: 'idle (1 s, reference)', ...(await withEld(() => sleep(1000))) })

  // Size the aggregate so one run takes about a second on this machine.
  let n = 200_000
  for (let i = 0; i < 4; i++) {
    const t0 = performance.now()
    await inDb(heavy, [n])
    const ms = performance.now() - t0
    if (i > 0 && ms > 950 && ms < 1300) break
    n = Math.max(10_000, Math.round((n * 1100) / ms))
  }
  const heavyQuery = heavy.replace('$1::int', String(n))

  rows.push({
    scenario: `heavy aggregate (md5 × ${n.toLocaleString('en')})`,
    ...(await withEld(() => inDb(heavy, [n]))),
    queries: 1,
  })
  rows.push({
    scenario: 'SELECT pg_sleep(1)',
    ...(await withEld(() => inDb('SELECT pg_sleep(1)'))),
    queries: 1,
  })

  const healthz = async (withQueries: boolean): Promise<EldRow> => {
    const load = startLoad({
      url: `${origin}/healthz`,
      connections: 10,
      duration: HEALTHZ_SECONDS,
      timeout: REQUEST_TIMEOUT_S,
    })
    await load.started
    let finished = false
    let queries = 0
    const measured = await withEld(async () => {
      const done = load.done.finally(() => (finished = true))
      if (withQueries) {
        while (!finished) {
          await inDb(heavy, [n])
          queries++
        }
      }
      return done
    })
    return {
      scenario: withQueries
        ? `/healthz load + heavy aggregates back to back`
        : `/healthz load alone (reference)`,
      ms: measured.ms,
      eld: measured.eld,
      queries,
      healthz: measured.result,
    }
  }
  rows.push(await healthz(false))
  rows.push(await healthz(true))
  return { heavyQuery, rows }
}

// ---------------------------------------------------------------------------------------------- report

function markdown(json: ReturnType<typeof buildJson>): string {
  const out: string[] = []
  const m = json.machine
  out.push(`# Foundation benchmark — ${json.startedAt}`, '')
  out.push(`Command: \`${json.command}\` · suite time ${round(json.suiteSeconds, 0)} s`, '')
  out.push('## Machine', '')
  out.push(
    mdTable(
      ['fact', 'value'],
      [
        ['CPU', m.cpuModel],
        ['cores', String(m.cores)],
        ['memory', `${m.memoryGiB} GiB`],
        ['load average at start (1/5/15 min)', m.loadAverage.join(' / ')],
        ['load average at end (1/5/15 min)', json.loadAverageAtEnd.join(' / ')],
        ['OS', m.os],
        ['Node', m.node],
        ['pnpm', m.pnpm ?? '?'],
        ['commit', `${m.gitCommit ?? '?'}${m.gitDirty ? ' (apps/ or packages/ modified)' : ''}`],
        ...Object.entries(json.versions).map(([k, v]) => [k, String(v)]),
        ...json.engines.filter((e) => e.version).map((e) => [`${e.engine} server`, e.version!]),
      ],
    ),
    '',
  )
  out.push('## Settings', '')
  out.push(
    `- ${json.settings.rows.toLocaleString('en')} rows in \`sys_dict\` for tenant ${TENANT} (plus the demo seed's), ANALYZEd after seeding.`,
    `- autocannon in a child process: ${json.settings.durationS} s per run after a ${json.settings.warmupS} s warm-up (at most 10 connections), ` +
      `request timeout ${REQUEST_TIMEOUT_S} s, pipelining 1; the suite waits for the server to finish what a run left queued before the next run.`,
    `- Storedesk: \`buildApp(loadConfig(env))\` in-process, LOG_LEVEL=silent, per-IP rate limit off, admin token of tenant ${TENANT}; ` +
      `pool size ${json.engines.map((e) => `${e.engine} ${e.poolSize ?? '?'}`).join(', ')}.`,
    `- Baseline: bare Fastify route in the same process on the server's own pg.Pool replaying the statements of one warm call ` +
      `(text and parameters, compared statement by statement) and answering the same bytes; no auth, validation, ORM or response building.`,
    `- Endpoints: ${ENDPOINTS.map((e) => `\`${e.name}\` = \`?${e.query}\``).join(', ')}.`,
    '',
  )
  out.push('## Throughput and latency', '')
  out.push(
    mdTable(
      [
        'engine',
        'endpoint',
        'conns',
        'server',
        'req/s',
        'p50 ms',
        'p99 ms',
        'max ms',
        'requests',
        'errors',
        'timeouts',
        'non-2xx',
        'queued after (s)',
        'calls served',
        'extra SQL',
        'load avg',
      ],
      json.engines.flatMap((e) =>
        e.runs.map((r) => [
          r.engine,
          r.endpoint,
          r.connections,
          r.server,
          round(r.result.reqPerSec),
          r.result.latencyMs.p50,
          r.result.latencyMs.p99,
          r.result.latencyMs.max,
          r.result.requestsTotal,
          r.result.errors,
          r.result.timeouts,
          r.result.non2xx,
          round(r.drainAfterMs / 1000),
          r.pageCallsServed,
          r.extraStatements,
          r.loadAverage1m,
        ]),
      ),
    ),
    '',
    '`requests` are the answers autocannon received in the run, latency covers those only. `queued after` is how long the server ' +
      'kept working after the run ended (requests the load generator had abandoned); `calls served` counts the page calls the server ' +
      'ran for the run, abandoned ones included; `extra SQL` the statements beyond those page transactions (permission and time-zone ' +
      "cache refreshes); `load avg` is the 1-minute load average when the run started: it counts this suite's own work too " +
      '(on PostgreSQL the busy backends), so only a high figure on PGlite or at the start points at other work on the machine.',
    '',
  )
  out.push('## Storedesk / baseline', '')
  out.push(
    mdTable(
      ['engine', 'endpoint', 'conns', 'req/s ratio', 'p99 ratio', 'same SQL', 'same answer'],
      json.ratios.map((r) => [
        r.engine,
        r.endpoint,
        r.connections,
        r.reqPerSecRatio,
        r.p99Ratio,
        r.sameSql ? 'yes' : 'NO',
        r.sameAnswer ? 'yes' : 'NO',
      ]),
    ),
    '',
    'req/s ratio below 1 and p99 ratio above 1 are the cost of the framework (JWT check, permission and time-zone caches, validation, drizzle, response schema) over the same database work.',
    '',
  )
  const pglite = json.engines.find((e) => e.eventLoop)
  if (pglite?.eventLoop) {
    out.push('## Event-loop delay on PGlite (main thread)', '')
    out.push(
      mdTable(
        [
          'scenario',
          'window ms',
          'queries',
          'ELD p50 ms',
          'ELD p99 ms',
          'ELD max ms',
          '/healthz req/s',
          '/healthz p99 ms',
          '/healthz errors',
        ],
        pglite.eventLoop.rows.map((r) => [
          r.scenario,
          r.ms,
          r.queries ?? 0,
          r.eld.p50,
          r.eld.p99,
          r.eld.max,
          r.healthz ? round(r.healthz.reqPerSec) : '–',
          r.healthz ? r.healthz.latencyMs.p99 : '–',
          r.healthz ? r.healthz.errors + r.healthz.non2xx : '–',
        ]),
      ),
      '',
      `\`monitorEventLoopDelay({ resolution: ${ELD_RESOLUTION_MS} })\`; Node's figures include the ${ELD_RESOLUTION_MS} ms sampling interval, so an idle loop reads about ${ELD_RESOLUTION_MS} ms. ` +
        `Goal: p99 under 50 ms while a query runs — ${json.eventLoopVerdict}.`,
      '',
      `Heavy query: \`${pglite.eventLoop.heavyQuery}\`, through \`app.db.withSystem\`.`,
      '',
    )
  }
  out.push('## Database facts', '')
  for (const e of json.engines) {
    out.push(`### ${e.engine}${e.ok ? '' : ' — FAILED'}`, '')
    if (e.error) out.push('```', e.error, '```', '')
    if (e.timings)
      out.push(
        `Timings (ms): ${Object.entries(e.timings)
          .map(([k, v]) => `${k} ${v}`)
          .join(', ')}.`,
        '',
      )
    if (e.totalBeforeAnalyze) {
      out.push(
        `Page total before ANALYZE: ${e.totalBeforeAnalyze.total}${e.totalBeforeAnalyze.totalEstimated ? ' (estimated)' : ''}; ` +
          `after: ${e.totalAfterAnalyze?.total}${e.totalAfterAnalyze?.totalEstimated ? ' (estimated)' : ''}.`,
        '',
      )
    }
    for (const [name, calls] of Object.entries(e.sql ?? {})) {
      out.push(
        `SQL of one \`${name}\` call (${calls.length} statements, baseline identical: ${e.sqlIdentical?.[name] ? 'yes' : 'NO'}):`,
        '',
      )
      out.push(
        '```sql',
        ...calls.map((c) => `${c.text};${c.values ? `  -- ${JSON.stringify(c.values)}` : ''}`),
        '```',
        '',
      )
    }
  }
  if (json.problems.length)
    out.push('## Problems during the run', '', ...json.problems.map((p) => `- ${p}`), '')
  return out.join('\n')
}

function buildJson(engines: EngineReport[], facts: ReturnType<typeof machineFacts>) {
  const ratios = engines.flatMap((e) =>
    ENDPOINTS.flatMap((ep) =>
      CONNECTIONS.flatMap((c) => {
        const find = (s: string) =>
          e.runs.find((r) => r.endpoint === ep.name && r.connections === c && r.server === s)
        const a = find('storedesk')
        const b = find('baseline')
        if (!a || !b) return []
        return [
          {
            engine: e.engine,
            endpoint: ep.name,
            connections: c,
            reqPerSecRatio: b.result.reqPerSec ? round(a.result.reqPerSec / b.result.reqPerSec, 2) : 0,
            p99Ratio: b.result.latencyMs.p99 ? round(a.result.latencyMs.p99 / b.result.latencyMs.p99, 2) : 0,
            sameSql: Boolean(e.sqlIdentical?.[ep.name]),
            sameAnswer: Boolean(e.outputIdentical?.[ep.name]),
          },
        ]
      }),
    ),
  )
  const eld = engines.find((e) => e.eventLoop)?.eventLoop
  const duringQuery = eld?.rows.filter((r) => (r.queries ?? 0) > 0) ?? []
  const worstP99 = Math.max(0, ...duringQuery.map((r) => r.eld.p99))
  return {
    suite: 'foundation',
    startedAt: startedAt.toISOString(),
    suiteSeconds: (performance.now() - suiteStart) / 1000,
    command: `pnpm bench foundation${process.argv.slice(2).length ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
    machine: facts,
    loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
    versions: {
      '@electric-sql/pglite': packageVersion('@electric-sql/pglite'),
      '@electric-sql/pglite-socket': packageVersion('@electric-sql/pglite-socket'),
      fastify: packageVersion('fastify'),
      'drizzle-orm': packageVersion('drizzle-orm'),
      pg: packageVersion('pg'),
      autocannon: packageVersion('autocannon'),
    },
    settings: {
      rows: ROWS,
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      connections: CONNECTIONS,
      requestTimeoutS: REQUEST_TIMEOUT_S,
    },
    engines,
    ratios,
    eventLoopVerdict: duringQuery.length
      ? worstP99 < 50
        ? `met (worst p99 ${worstP99} ms)`
        : `NOT met (worst p99 ${worstP99} ms)`
      : 'not measured',
    problems,
  }
}

// ---------------------------------------------------------------------------------------------- main

async function main(): Promise<number> {
  const facts = machineFacts()
  log(`foundation: ${facts.cpuModel}, ${facts.cores} cores, ${facts.memoryGiB} GiB, Node ${facts.node}`)
  const engines: EngineReport[] = []
  for (const engine of ENGINES) {
    if (interrupted()) break
    engines.push(await benchEngine(engine))
  }
  if (interrupted()) return 130
  const json = buildJson(engines, facts)
  const files = writeReport('foundation', startedAt, json, markdown(json))

  console.log('\nSummary')
  console.log(
    textTable(
      [
        'engine',
        'endpoint',
        'conns',
        'server',
        'req/s',
        'p50 ms',
        'p99 ms',
        'errors',
        'non-2xx',
        'ratio req/s',
        'ratio p99',
      ],
      engines.flatMap((e) =>
        e.runs.map((r) => {
          const ratio = json.ratios.find(
            (x) => x.engine === r.engine && x.endpoint === r.endpoint && x.connections === r.connections,
          )
          const mine = r.server === 'storedesk'
          return [
            r.engine,
            r.endpoint,
            r.connections,
            r.server,
            round(r.result.reqPerSec),
            r.result.latencyMs.p50,
            r.result.latencyMs.p99,
            r.result.errors,
            r.result.non2xx,
            mine && ratio ? ratio.reqPerSecRatio.toFixed(2) : '',
            mine && ratio ? ratio.p99Ratio.toFixed(2) : '',
          ]
        }),
      ),
    ),
  )
  const eld = engines.find((e) => e.eventLoop)?.eventLoop
  if (eld) {
    console.log('\nEvent-loop delay on PGlite (ms, includes the 10 ms interval)')
    console.log(
      textTable(
        ['scenario', 'p50', 'p99', 'max', 'healthz req/s', 'healthz errors'],
        eld.rows.map((r) => [
          r.scenario,
          r.eld.p50,
          r.eld.p99,
          r.eld.max,
          r.healthz ? String(round(r.healthz.reqPerSec)) : '–',
          r.healthz ? String(r.healthz.errors + r.healthz.non2xx) : '–',
        ]),
      ),
    )
    console.log(`Goal p99 < 50 ms while a query runs: ${json.eventLoopVerdict}`)
  }
  if (problems.length) console.log(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  console.log(`\nReport: ${files.md}\n        ${files.json}`)
  return engines.every((e) => e.ok) && problems.length === 0 ? 0 : 1
}

main()
  .catch(async (err) => {
    console.error(err)
    return 1
  })
  .then(async (code) => {
    killLoads()
    await cleanupTo(0)
    process.exitCode = code
    // Everything is closed by now; if a stray handle still holds the process, say so and leave anyway.
    setTimeout(() => {
      console.error('foundation: something still held the process open after cleanup; exiting anyway')
      process.exit(code)
    }, 5000).unref()
  })
