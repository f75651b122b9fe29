/**
 * API benchmark: the shell's hot calls — the token grant, menu routes (and their reload with the ETag
 * the shell holds), a resource page, the promotion activities list and member
 * search — at 10, 50 and 200 connections, each beside a replay baseline (a bare Fastify + pg route
 * sending the same SQL on the same pool, lib/replay-baseline.ts), so our overhead is a ratio; and the
 * query plans of the page and member-search statements (no sequential scan on the big tables).
 *
 *   pnpm bench api [--duration 8] [--warmup 2] [--connections 10,50,200] [--engines postgres]
 *                  [--rows 100000] [--members 1000000] [--tenants 100] [--pg-url postgres://…]
 *
 * Writes bench/results/api-<UTC stamp>.json and .md.
 */
import { randomBytes } from 'node:crypto'
import os from 'node:os'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import type { Engine } from '../apps/server/src/core/db/database'
import { verifyPassword } from '../apps/server/src/core/passwords'
import { CLIENT_AUTH, tokenFor } from '../apps/server/src/test/app'
import { startBenchApp, type BenchApp } from './lib/bench-app'
import { killLoads, runLoad, type LoadOptions, type LoadResult } from './lib/load'
import { explainStatements, type StatementPlan } from './lib/plans'
import { pgUrlOption } from './lib/postgres'
import { startReplayBaseline, type ReplayRoute } from './lib/replay-baseline'
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
import { cleanupMark, cleanupTo, cleanUpOnSignals, interrupted, onCleanup, problems } from './lib/run-state'
import { analyze, fillMembers, seedDictRows } from './lib/seed'
import { captureCallSql, drain, type SqlCall } from './lib/sql'

const { values: argv } = parseArgs({
  options: {
    duration: { type: 'string', default: '8' },
    warmup: { type: 'string', default: '2' },
    connections: { type: 'string', default: '10,50,200' },
    engines: { type: 'string', default: 'postgres' },
    rows: { type: 'string', default: '100000' },
    members: { type: 'string', default: '1000000' },
    tenants: { type: 'string', default: '100' },
    'pg-url': pgUrlOption,
  },
  allowPositionals: false,
})

const DURATION_S = Number(argv.duration)
const WARMUP_S = Number(argv.warmup)
const CONNECTIONS = argv.connections.split(',').map(Number)
const ENGINES = argv.engines.split(',') as Engine[]
const DICT_ROWS = Number(argv.rows)
const MEMBERS = Number(argv.members)
const MEMBER_TENANTS = Number(argv.tenants)
const TENANT = '100001'
const ADMIN = { account: 'admin', password: 'Admin@12345' }
const REQUEST_TIMEOUT_S = 10
/** The goals of the issue, checked at 50 connections on PostgreSQL. */
const GOAL = { ratio: 0.7, p99Ms: 50, connections: 50, noErrorsAt: 200 }

const suiteStart = performance.now()
const startedAt = new Date()
const log = logSince(suiteStart)

cleanUpOnSignals(killLoads)

interface Endpoint {
  name: string
  method: 'GET' | 'POST'
  path: string
  body?: string
  headers: (token: string) => Record<string, string>
  /** The status a call must answer (200 unless given): a reload with a matching ETag answers 304. */
  status?: number
  /** Its statements' plans are checked: no sequential scan on these tables. */
  bigTables?: string[]
  /** Parameters a replayed write must renew per call. */
  fresh?: (bench: BenchApp, statements: SqlCall[]) => ReplayRoute['freshValues']
  work?: (bench: BenchApp) => Promise<ReplayRoute['work']>
}

const signedIn = (token: string) => ({ 'blade-auth': `bearer ${token}` })

const MENU_ROUTES = '/api/blade-system/menu/routes'

const FIXED_ENDPOINTS: Endpoint[] = [
  {
    name: 'token grant',
    method: 'POST',
    path: '/api/blade-auth/oauth/token',
    body: new URLSearchParams({
      grant_type: 'password',
      scope: 'all',
      tenantId: TENANT,
      username: ADMIN.account,
      password: ADMIN.password,
    }).toString(),
    headers: () => ({
      authorization: CLIENT_AUTH,
      'content-type': 'application/x-www-form-urlencoded',
      'tenant-id': TENANT,
    }),
    fresh: renewSignInRows,
    work: async (bench) => {
      const hashed = await bench.app.db.withSystem(async (tx) => {
        const { rows } = await tx.$client.query<{ password: string }>(
          `SELECT password FROM sys_user WHERE tenant_id = $1 AND account = $2 AND is_deleted = 0`,
          [TENANT, ADMIN.account],
        )
        return rows[0]!.password
      })
      return async () => {
        if (!(await verifyPassword(hashed, ADMIN.password))) throw new Error('baseline: wrong password')
      }
    },
  },
  { name: 'menu routes', method: 'GET', path: MENU_ROUTES, headers: signedIn },
  {
    name: 'resource page',
    method: 'GET',
    path: '/api/blade-system/dict/page?current=5&size=10',
    headers: signedIn,
    bigTables: ['sys_dict'],
  },
  {
    name: 'promotion activities',
    method: 'GET',
    path: '/api/store-prom-manager/activity/page?current=1&size=10',
    headers: signedIn,
  },
]

/**
 * The shell's reload of its menu routes: it sends back the ETag of the tree it holds, and the server
 * answers 304 when the tree is unchanged (200 with the tree when the server sends no ETag).
 */
async function menuReload(origin: string, token: string): Promise<Endpoint> {
  const res = await fetch(`${origin}${MENU_ROUTES}`, { headers: signedIn(token) })
  await res.arrayBuffer()
  const etag = res.headers.get('etag')
  return {
    name: 'menu routes reload',
    method: 'GET',
    path: MENU_ROUTES,
    headers: (t) => ({ ...signedIn(t), ...(etag && { 'if-none-match': etag }) }),
    status: etag ? 304 : 200,
  }
}

/**
 * Member search (`insider/save/query`) by an exact phone and by a one-character name prefix (about 1
 * member in 50 of the tenant), taken from tenant 100001's members after the fill.
 */
async function memberSearches(app: BenchApp['app']): Promise<Endpoint[]> {
  const sample = await app.db.withTenant({ tenantId: TENANT }, async (tx) => {
    const { rows } = await tx.$client.query<{ phone: string; prefix: string }>(
      `SELECT phone, substr(name, 1, 1) AS prefix FROM insider_member ORDER BY id DESC LIMIT 1`,
    )
    return rows[0]!
  })
  const search = (name: string, filter: object): Endpoint => ({
    name,
    method: 'POST',
    path: '/api/store-insider/insider/save/query?current=1&size=10',
    body: JSON.stringify(filter),
    headers: (token) => ({ ...signedIn(token), 'content-type': 'application/json' }),
    bigTables: ['insider_member'],
  })
  return [
    search('member search phone', { phone: sample.phone }),
    search('member search name', { name: sample.prefix }),
  ]
}

/**
 * A sign-in writes a session, its refresh token and a login-log row: the replay gives each call new
 * ids (from the server's own generator) and a new token hash in place of the values the captured
 * writes created, i.e. the ids and hashes of INSERTs that no earlier statement sent.
 */
function renewSignInRows(bench: BenchApp, statements: SqlCall[]): ReplayRoute['freshValues'] {
  const read = new Set(statements.filter((s) => !/^insert\b/i.test(s.text)).flatMap((s) => s.values ?? []))
  const created = new Set(
    statements
      .filter((s) => /^insert\b/i.test(s.text))
      .flatMap((s) => s.values ?? [])
      .filter((v) => typeof v === 'string' && /^(\d{15,20}|[0-9a-f]{64})$/.test(v) && !read.has(v)),
  )
  let call = -1
  const renewed = new Map<unknown, string>()
  return (values, n) => {
    if (n !== call) {
      call = n
      renewed.clear()
    }
    return values.map((v) => {
      if (!created.has(v)) return v
      if (!renewed.has(v))
        renewed.set(v, /^\d+$/.test(v as string) ? bench.app.ids.next() : randomBytes(32).toString('hex'))
      return renewed.get(v)
    })
  }
}

interface RunRow {
  engine: Engine
  endpoint: string
  connections: number
  server: 'storedesk' | 'baseline'
  /** the status the endpoint answers */
  status: number
  loadAverage1m: number
  drainAfterMs: number
  result: LoadResult
}

interface EngineReport {
  engine: Engine
  ok: boolean
  error?: string
  version?: string
  poolSize?: number
  timings: Record<string, number>
  sql: Record<string, SqlCall[]>
  plans: Record<string, StatementPlan[]>
  runs: RunRow[]
}

async function request(origin: string, ep: Endpoint, token: string) {
  const res = await fetch(`${origin}${ep.path}`, {
    method: ep.method,
    headers: ep.headers(token),
    ...(ep.body && { body: ep.body }),
  })
  return { status: res.status, body: await res.text() }
}

async function benchEngine(engine: Engine): Promise<EngineReport> {
  const report: EngineReport = { engine, ok: false, timings: {}, sql: {}, plans: {}, runs: [] }
  const mark = cleanupMark()
  const timed = timerInto(report.timings)
  try {
    const bench = await startBenchApp(engine, argv['pg-url'], log)
    const { app, origin, pool } = bench
    Object.assign(report.timings, bench.timings)
    report.poolSize = pool.options.max
    report.version = (await pool.query<{ version: string }>('SELECT version()')).rows[0]!.version

    log(`${engine}: seeding ${DICT_ROWS.toLocaleString('en')} dictionary rows for tenant ${TENANT}`)
    await timed('dictSeedMs', () => seedDictRows(app, TENANT, DICT_ROWS))
    await timed('analyzeMs', () => analyze(app, 'sys_dict'))
    log(
      `${engine}: filling ${MEMBERS.toLocaleString('en')} members over ${MEMBER_TENANTS} tenants (bench:data)`,
    )
    await timed('memberFillMs', () => fillMembers(app, MEMBERS, MEMBER_TENANTS))
    const token = await tokenFor(app, TENANT, 'admin')
    const ENDPOINTS = [...FIXED_ENDPOINTS, await menuReload(origin, token), ...(await memberSearches(app))]

    const routes: ReplayRoute[] = []
    for (const [i, ep] of ENDPOINTS.entries()) {
      await request(origin, ep, token) // warm the caches: the capture is a steady-state call
      let answer = { status: 0, body: '' }
      const statements = await captureCallSql(app, async () => (answer = await request(origin, ep, token)))
      if (answer.status !== (ep.status ?? 200))
        throw new Error(`${ep.name} answered ${answer.status}: ${answer.body}`)
      report.sql[ep.name] = statements
      if (ep.bigTables) {
        report.plans[ep.name] = await explainStatements(pool, statements)
        for (const plan of report.plans[ep.name]!)
          for (const table of plan.seqScans.filter((t) => ep.bigTables!.includes(t)))
            problems.push(`${engine} ${ep.name}: sequential scan on ${table} in "${plan.text.slice(0, 80)}…"`)
      }
      routes.push({
        method: ep.method,
        path: `/${i}`,
        statements,
        status: answer.status,
        body: answer.body,
        freshValues: ep.fresh?.(bench, statements),
        work: await ep.work?.(bench),
      })
    }
    const baseline = await startReplayBaseline(pool, routes)
    onCleanup(`close the ${engine} baseline`, () => baseline.app.close())

    for (const [i, ep] of ENDPOINTS.entries()) {
      for (const connections of CONNECTIONS) {
        for (const server of ['storedesk', 'baseline'] as const) {
          if (interrupted()) return report
          const load: Omit<LoadOptions, 'connections' | 'duration'> =
            server === 'storedesk'
              ? { url: `${origin}${ep.path}`, timeout: REQUEST_TIMEOUT_S }
              : { url: `${baseline.url}/${i}`, timeout: REQUEST_TIMEOUT_S }
          const call = {
            method: ep.method,
            path: new URL(load.url).pathname + new URL(load.url).search,
            headers: ep.headers(token),
            ...(ep.body && { body: ep.body }),
          }
          if (WARMUP_S > 0)
            await runLoad({
              ...load,
              requests: [call],
              connections: Math.min(connections, 10),
              duration: WARMUP_S,
            })
          await drain(pool)
          log(`${engine}: ${server.padEnd(9)} ${ep.name.padEnd(16)} c=${connections} for ${DURATION_S}s`)
          const loadAverage1m = round(os.loadavg()[0]!, 2)
          const result = await runLoad({ ...load, requests: [call], connections, duration: DURATION_S })
          const drainAfterMs = await drain(pool)
          report.runs.push({
            engine,
            endpoint: ep.name,
            connections,
            server,
            status: ep.status ?? 200,
            loadAverage1m,
            drainAfterMs,
            result,
          })
          log(
            `${engine}:   ${round(result.reqPerSec)} req/s, p50 ${result.latencyMs.p50} ms, p99 ${result.latencyMs.p99} ms, ` +
              `errors ${result.errors}, non-2xx ${result.non2xx}`,
          )
        }
      }
    }
    for (const [path, message] of baseline.failures)
      problems.push(`${engine} baseline ${ENDPOINTS[Number(path.slice(1))]!.name}: ${message}`)
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

// ---------------------------------------------------------------------------------------------- report

/** Errors and answers of another status than the endpoint's own (a 304 counts as non-2xx in autocannon). */
function unexpectedAnswers(run: RunRow): number {
  const expected = String(run.status)
  return (
    run.result.errors +
    Object.entries(run.result.statusCodes)
      .filter(([code]) => code !== expected)
      .reduce((sum, [, n]) => sum + n, 0)
  )
}

function ratiosOf(engines: EngineReport[]) {
  return engines.flatMap((e) =>
    [...new Set(e.runs.map((r) => r.endpoint))].flatMap((endpoint) =>
      CONNECTIONS.flatMap((connections) => {
        const find = (s: string) =>
          e.runs.find((r) => r.endpoint === endpoint && r.connections === connections && r.server === s)
        const ours = find('storedesk')
        const base = find('baseline')
        if (!ours || !base) return []
        return [
          {
            engine: e.engine,
            endpoint,
            connections,
            reqPerSecRatio: base.result.reqPerSec
              ? round(ours.result.reqPerSec / base.result.reqPerSec, 2)
              : 0,
            p99Ms: ours.result.latencyMs.p99,
            errors: unexpectedAnswers(ours),
          },
        ]
      }),
    ),
  )
}

function goalsOf(ratios: ReturnType<typeof ratiosOf>): { goal: string; result: string; met: boolean }[] {
  const pg = ratios.filter((r) => r.engine === 'postgres')
  const at50 = pg.filter((r) => r.connections === GOAL.connections)
  const hot = at50.filter((r) => r.endpoint === 'resource page' || r.endpoint.startsWith('member search'))
  const at200 = pg.filter((r) => r.connections === GOAL.noErrorsAt)
  return [
    ...hot.map((r) => ({
      goal: `${r.endpoint}: ≥ ${GOAL.ratio * 100}% of the baseline's req/s at ${GOAL.connections} connections`,
      result: `${round(r.reqPerSecRatio * 100, 0)}%`,
      met: r.reqPerSecRatio >= GOAL.ratio,
    })),
    ...hot.map((r) => ({
      goal: `${r.endpoint}: p99 under ${GOAL.p99Ms} ms at ${GOAL.connections} connections`,
      result: `${r.p99Ms} ms`,
      met: r.p99Ms < GOAL.p99Ms,
    })),
    ...at200.map((r) => ({
      goal: `${r.endpoint}: no errors at ${GOAL.noErrorsAt} connections`,
      result: `${r.errors} errors or non-2xx`,
      met: r.errors === 0,
    })),
  ]
}

const RUN_HEAD = ['engine', 'endpoint', 'conns', 'server', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'requests']
const RUN_HEAD_TAIL = ['errors', 'non-2xx', 'queued after (s)', 'load avg']
const runCells = (r: RunRow) => [
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
  r.result.non2xx,
  round(r.drainAfterMs / 1000),
  r.loadAverage1m,
]

function markdown(json: ReturnType<typeof buildJson>): string {
  const m = json.machine
  const out = [
    `# API benchmark — ${json.startedAt}`,
    '',
    `Command: \`${json.command}\` · suite time ${json.suiteSeconds} s`,
    '',
  ]
  out.push('## Machine', '')
  out.push(
    mdTable(
      ['fact', 'value'],
      [
        ['CPU', `${m.cpuModel}, ${m.cores} cores, ${m.memoryGiB} GiB`],
        ['load average at start / end (1 min)', `${m.loadAverage[0]} / ${json.loadAverageAtEnd[0]}`],
        ['OS, Node, pnpm', `${m.os}, ${m.node}, ${m.pnpm ?? '?'}`],
        ['commit', `${m.gitCommit ?? '?'}${m.gitDirty ? ' (apps/ or packages/ modified)' : ''}`],
        ...Object.entries(json.versions).map(([k, v]) => [k, String(v)]),
        ...json.engines.filter((e) => e.version).map((e) => [`${e.engine} server`, e.version!]),
      ],
    ),
    '',
  )
  out.push('## Settings', '')
  out.push(
    `- Data: ${DICT_ROWS.toLocaleString('en')} dictionary rows for tenant ${TENANT} (the resource page reads page 5 of 10), ` +
      `${MEMBERS.toLocaleString('en')} members over ${MEMBER_TENANTS} tenants (\`pnpm bench:data\`'s generator), ANALYZEd.`,
    `- autocannon in a child process, ${DURATION_S} s per run after a ${WARMUP_S} s warm-up, pipelining 1, timeout ${REQUEST_TIMEOUT_S} s; ` +
      'the suite waits for the server to finish what a run left queued before the next.',
    '- Storedesk: `buildApp` in-process, the admin of tenant 100001, pool sizes as in production (`DB_POOL_SIZE`).',
    '- Baseline: a bare Fastify route on the same pool replaying the statements our server sent for one warm call ' +
      '(same text and parameters, same transaction shape; a sign-in gets new ids and token hash per call, and checks the ' +
      'password hash as our server does), answering the bytes our server answered. It builds no response, so the ratio ' +
      'is a conservative one: it charges our JSON building to our side.',
    '',
  )
  out.push('## Goals (PostgreSQL)', '')
  out.push(
    mdTable(
      ['goal', 'result', 'met'],
      json.goals.map((g) => [g.goal, g.result, g.met ? 'yes' : '**no**']),
    ),
    '',
  )
  out.push('## Storedesk / baseline', '')
  out.push(
    mdTable(
      ['engine', 'endpoint', 'conns', 'req/s ratio', 'our p99 ms', 'our errors'],
      json.ratios.map((r) => [r.engine, r.endpoint, r.connections, r.reqPerSecRatio, r.p99Ms, r.errors]),
    ),
    '',
  )
  out.push('## Throughput and latency', '')
  out.push(
    mdTable(
      [...RUN_HEAD, ...RUN_HEAD_TAIL],
      json.engines.flatMap((e) => e.runs.map(runCells)),
    ),
    '',
  )
  out.push('## Query plans', '')
  for (const e of json.engines)
    for (const [endpoint, plans] of Object.entries(e.plans)) {
      out.push(`### ${e.engine} · ${endpoint}`, '')
      out.push(
        mdTable(
          ['statement', 'plan nodes', 'sequential scans'],
          plans.map((p) => [
            `\`${p.text.slice(0, 90).replace(/\|/g, '\\|')}…\``,
            p.nodes.join(' → '),
            p.seqScans.join(', ') || 'none',
          ]),
        ),
        '',
      )
    }
  // engines time different steps (only PGlite runs initdb): one column per step any of them took
  const steps = [...new Set(json.engines.flatMap((e) => Object.keys(e.timings)))]
  out.push('## Timings (ms)', '')
  out.push(
    mdTable(
      ['engine', ...steps],
      json.engines.map((e) => [e.engine, ...steps.map((step) => e.timings[step] ?? '—')]),
    ),
    '',
  )
  if (json.problems.length)
    out.push('## Problems during the run', '', ...json.problems.map((p) => `- ${p}`), '')
  return out.join('\n')
}

function buildJson(engines: EngineReport[], facts: ReturnType<typeof machineFacts>) {
  const ratios = ratiosOf(engines)
  return {
    suite: 'api',
    startedAt: startedAt.toISOString(),
    suiteSeconds: round((performance.now() - suiteStart) / 1000, 0),
    command: `pnpm bench api${process.argv.length > 2 ? ` ${process.argv.slice(2).join(' ')}` : ''}`,
    machine: facts,
    loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
    versions: {
      fastify: packageVersion('fastify'),
      'drizzle-orm': packageVersion('drizzle-orm'),
      pg: packageVersion('pg'),
      '@electric-sql/pglite': packageVersion('@electric-sql/pglite'),
      autocannon: packageVersion('autocannon'),
    },
    settings: {
      durationS: DURATION_S,
      warmupS: WARMUP_S,
      connections: CONNECTIONS,
      dictRows: DICT_ROWS,
      members: MEMBERS,
      memberTenants: MEMBER_TENANTS,
    },
    engines,
    ratios,
    goals: goalsOf(ratios),
    problems,
  }
}

async function main(): Promise<number> {
  const facts = machineFacts()
  log(`api: ${facts.cpuModel}, ${facts.cores} cores, Node ${facts.node}`)
  const engines: EngineReport[] = []
  for (const engine of ENGINES) {
    if (interrupted()) break
    engines.push(await benchEngine(engine))
  }
  if (interrupted()) return 130
  const json = buildJson(engines, facts)
  const files = writeReport('api', startedAt, json, markdown(json))
  console.log(
    '\n' +
      textTable(
        [...RUN_HEAD, ...RUN_HEAD_TAIL],
        engines.flatMap((e) => e.runs.map(runCells)),
      ),
  )
  for (const g of json.goals) console.log(`${g.met ? 'met    ' : 'NOT met'}  ${g.goal}: ${g.result}`)
  console.log(`\nReport: ${files.md}`)
  if (problems.length) console.log(`\nProblems:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  return engines.every((e) => e.ok) && problems.length === 0 ? 0 : 1
}

process.exitCode = await main()
