/**
 * Workflow benchmark (issue 23): 100,000 open tasks in tenant 100001, then over the real HTTP server
 * the to-do list (page 1 and a deep page, with and without the process filter) and the to-do count of
 * users holding 5,000 and 1,000 of them, and approve throughput: N approvers at once completing the
 * first task of real two-step instances started through the service (each approval opens the next).
 *
 *   pnpm bench workflow [--tasks 100000] [--engines postgres] [--duration 8] [--connections 10]
 *                       [--approvals 240] [--approvers 1,4,16] [--pg-url postgres://…]
 *
 * Writes bench/results/workflow-<UTC stamp>.json and .md.
 */
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import type { Engine } from '../apps/server/src/core/db/database'
import { hashPassword } from '../apps/server/src/core/passwords'
import { roleIdsOf } from '../apps/server/src/modules/access'
import { assignRoles, createUser, userByAccount } from '../apps/server/src/modules/user'
import { startEngine } from '../apps/server/src/modules/workflow/engine'
import { deploy, startProcess, type WfContext } from '../apps/server/src/modules/workflow/service'
import { tokenFor } from '../apps/server/src/test/app'
import { startBenchApp, type BenchApp } from './lib/bench-app'
import { killLoads, runLoad, type LoadResult } from './lib/load'
import { explainStatements } from './lib/plans'
import { pgUrlOption } from './lib/postgres'
import { logSince, machineFacts, mdTable, round, textTable, timerInto, writeReport } from './lib/report'
import { cleanupMark, cleanupTo, cleanUpOnSignals } from './lib/run-state'
import { captureCallSql } from './lib/sql'
import { fillOpenTasks, type RestingDefinition } from './lib/workflow-fill'

const { values: argv } = parseArgs({
  options: {
    tasks: { type: 'string', default: '100000' },
    engines: { type: 'string', default: 'postgres' },
    duration: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    approvals: { type: 'string', default: '240' },
    approvers: { type: 'string', default: '1,4,16' },
    'pg-url': pgUrlOption,
  },
  allowPositionals: false,
})
const TASKS = Number(argv.tasks)
const ENGINES = argv.engines.split(',') as Engine[]
const DURATION_S = Number(argv.duration)
const CONNECTIONS = Number(argv.connections)
const APPROVALS = Number(argv.approvals)
const APPROVERS = argv.approvers.split(',').map(Number)
const TENANT = '100001'
const USERS = 200
/** the two measured users' open tasks; the rest is spread evenly over the other users */
const HEAVY = 5000
const LIGHT = 1000
const PROCESSES = 10
const PAGE = 10
const BASE = '/api/blade-workflow'

const suiteStart = performance.now()
const startedAt = new Date()
const log = logSince(suiteStart)
cleanUpOnSignals(killLoads)

const account = (i: number) => `wfbench_${String(i).padStart(3, '0')}`
const approveStep = (id: string) => ({
  id,
  type: 'approver' as const,
  name: id,
  assign: { type: 'formField' as const, values: ['approver'] },
})

/** The users, the processes the fill spreads over, and the two-step process the approvers work on. */
async function prepare(bench: BenchApp) {
  const password = await hashPassword('Bench@12345')
  return bench.app.db.withTenant({ tenantId: TENANT }, async (tx) => {
    const c: WfContext = { tx, ids: bench.app.ids, tenantId: TENANT }
    const [roleId] = await roleIdsOf(tx, ['workflow_user'])
    const userIds: string[] = []
    for (let i = 0; i < USERS; i++) {
      const id = bench.app.ids.next()
      await createUser(tx, { id, account: account(i), name: account(i), realName: `基准用户${i}`, password })
      await assignRoles(tx, id, [roleId!])
      userIds.push(id)
    }
    const definitions: RestingDefinition[] = []
    for (let k = 0; k < PROCESSES; k++) {
      const processKey = `bench_p${k}`
      const def = await deploy(c, null, {
        processKey,
        name: `基准流程${k}`,
        designer: { nodes: [{ id: 'approve', type: 'approver', name: '审批', assign: { type: 'starter' } }] },
      })
      const { state } = await startEngine(def.xml, {})
      definitions.push({
        id: def.id,
        processKey,
        version: def.version,
        nodeId: 'approve',
        nodeName: '审批',
        state,
      })
    }
    await deploy(c, null, {
      processKey: 'bench_approve',
      name: '基准审批',
      designer: { nodes: [approveStep('first'), approveStep('second')] },
    })
    const starter = await userByAccount(tx, 'admin')
    return { userIds, definitions, starterId: starter!.id }
  })
}

/** One task per entry: HEAVY for user 0, LIGHT for user 1, the rest round-robin over the others. */
function assigneesOf(userIds: string[]): string[] {
  const others = userIds.slice(2)
  return Array.from({ length: TASKS }, (_, n) =>
    n < HEAVY ? userIds[0]! : n < HEAVY + LIGHT ? userIds[1]! : others[n % others.length]!,
  )
}

interface ListRun {
  name: string
  path: string
  result: LoadResult
}

interface ApproveRun {
  approvers: number
  tasks: number
  seconds: number
  perSecond: number
  p50Ms: number
  p99Ms: number
  failures: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0

/** `n` approvers at once, each completing its own first-step tasks over HTTP; the instances are started through the service. */
async function approveRun(bench: BenchApp, userIds: string[], approvers: number): Promise<ApproveRun> {
  const chosen = userIds.slice(2, 2 + approvers)
  const byApprover = await bench.app.db.withTenant({ tenantId: TENANT }, async (tx) => {
    const c: WfContext = { tx, ids: bench.app.ids, tenantId: TENANT }
    const instanceIds: string[] = []
    for (let i = 0; i < APPROVALS; i++) {
      const inst = await startProcess(c, {
        processKey: 'bench_approve',
        formData: { approver: chosen[i % approvers] },
        starterId: userIds[0]!,
      })
      instanceIds.push(inst.id)
    }
    const { rows: tasks } = await tx.$client.query<{ id: string; assigneeId: string }>(
      `SELECT id, assignee_id AS "assigneeId" FROM wf_task WHERE instance_id = ANY($1::bigint[]) AND node_id = 'first'`,
      [instanceIds],
    )
    return chosen.map((u) => tasks.filter((t) => t.assigneeId === u).map((t) => t.id))
  })
  const tokens = await Promise.all(chosen.map((_, i) => tokenFor(bench.app, TENANT, account(2 + i))))
  const latencies: number[] = []
  let failures = 0
  const t0 = performance.now()
  await Promise.all(
    byApprover.map(async (taskIds, i) => {
      for (const taskId of taskIds) {
        const s = performance.now()
        const res = await fetch(`${bench.origin}${BASE}/task/complete`, {
          method: 'POST',
          headers: { 'blade-auth': `bearer ${tokens[i]}`, 'content-type': 'application/json' },
          body: JSON.stringify({ taskId, pass: true }),
        })
        const body = (await res.json()) as { code: number }
        latencies.push(performance.now() - s)
        if (body.code !== 200) failures++
      }
    }),
  )
  const seconds = (performance.now() - t0) / 1000
  latencies.sort((a, b) => a - b)
  return {
    approvers,
    tasks: latencies.length,
    seconds: round(seconds, 2),
    perSecond: round(latencies.length / seconds, 1),
    p50Ms: round(percentile(latencies, 50)),
    p99Ms: round(percentile(latencies, 99)),
    failures,
  }
}

interface EngineReport {
  engine: Engine
  timings: Record<string, number>
  lists: ListRun[]
  plans: Record<string, string[]>
  approves: ApproveRun[]
}

async function runEngine(engine: Engine): Promise<EngineReport> {
  const mark = cleanupMark()
  const timings: Record<string, number> = {}
  const timed = timerInto(timings)
  try {
    const bench = await startBenchApp(engine, argv['pg-url'], log)
    Object.assign(timings, bench.timings)
    const { userIds, definitions, starterId } = await timed('prepareMs', () => prepare(bench))
    log(`${engine}: filling ${TASKS.toLocaleString('en')} open tasks`)
    await timed('fillMs', () =>
      fillOpenTasks(bench.app, TENANT, starterId, definitions, assigneesOf(userIds)),
    )
    log(`${engine}: filled in ${timings.fillMs} ms`)
    const heavy = await tokenFor(bench.app, TENANT, account(0))
    const light = await tokenFor(bench.app, TENANT, account(1))
    const filtered = `processKey=${definitions[3]!.processKey}`
    const calls = [
      { name: `to-do page 1 (${HEAVY})`, token: heavy, path: `/process/todo-list?current=1&size=${PAGE}` },
      {
        name: `to-do last page (${HEAVY})`,
        token: heavy,
        path: `/process/todo-list?current=${HEAVY / PAGE}&size=${PAGE}`,
      },
      {
        name: `to-do filtered page 1 (${HEAVY})`,
        token: heavy,
        path: `/process/todo-list?current=1&size=${PAGE}&${filtered}`,
      },
      {
        name: `to-do filtered last page (${HEAVY})`,
        token: heavy,
        path: `/process/todo-list?current=${HEAVY / PROCESSES / PAGE}&size=${PAGE}&${filtered}`,
      },
      { name: `to-do count (${HEAVY})`, token: heavy, path: '/process/todo-count' },
      { name: `to-do page 1 (${LIGHT})`, token: light, path: `/process/todo-list?current=1&size=${PAGE}` },
      { name: `to-do count (${LIGHT})`, token: light, path: '/process/todo-count' },
    ]
    const lists: ListRun[] = []
    const plans: Record<string, string[]> = {}
    for (const call of calls) {
      const url = `${bench.origin}${BASE}${call.path}`
      const headers = { 'blade-auth': `bearer ${call.token}` }
      const statements = await captureCallSql(bench.app, () => fetch(url, { headers }).then((r) => r.json()))
      // the job queue's poller shares the pool: its statements are not the call's
      const own = statements.filter((st) => !/\bjob\b/.test(st.text))
      plans[call.name] = (await explainStatements(bench.pool, own))
        .filter((p) => p.text.includes('wf_task'))
        .map((p) => p.nodes.join(' > '))
      log(`${engine}: ${call.name}`)
      const result = await runLoad({ url, headers, connections: CONNECTIONS, duration: DURATION_S })
      if (result.non2xx || result.errors)
        throw new Error(`${call.name}: ${result.non2xx} non-2xx, ${result.errors} errors`)
      lists.push({ name: call.name, path: call.path, result })
    }
    const approves: ApproveRun[] = []
    for (const n of APPROVERS) {
      log(`${engine}: ${APPROVALS} approvals by ${n} approvers`)
      approves.push(await approveRun(bench, userIds, n))
    }
    return { engine, timings, lists, plans, approves }
  } finally {
    await cleanupTo(mark)
  }
}

const LIST_HEAD = ['engine', 'call', 'conns', 'req/s', 'p50 ms', 'p99 ms']
const APPROVE_HEAD = ['engine', 'approvers', 'tasks', 'tasks/s', 'p50 ms', 'p99 ms', 'failures']
const listRows = (reports: EngineReport[]) =>
  reports.flatMap((r) =>
    r.lists.map((l) => [
      r.engine,
      l.name,
      l.result.connections,
      round(l.result.reqPerSec),
      l.result.latencyMs.p50,
      l.result.latencyMs.p99,
    ]),
  )
const approveRows = (reports: EngineReport[]) =>
  reports.flatMap((r) =>
    r.approves.map((a) => [r.engine, a.approvers, a.tasks, a.perSecond, a.p50Ms, a.p99Ms, a.failures]),
  )

const reports: EngineReport[] = []
for (const engine of ENGINES) reports.push(await runEngine(engine))
const facts = machineFacts()
const json = { suite: 'workflow', startedAt: startedAt.toISOString(), machine: facts, tasks: TASKS, reports }
const markdown = [
  `# Workflow benchmark — ${startedAt.toISOString()}`,
  '',
  `Command: \`pnpm bench workflow ${process.argv.slice(2).join(' ')}\`· suite time ${Math.round((performance.now() - suiteStart) / 1000)} s`,
  '',
  '## Machine',
  '',
  mdTable(
    ['fact', 'value'],
    [
      ['CPU', `${facts.cpuModel}, ${facts.cores} cores, ${facts.memoryGiB} GiB`],
      ['load average at start (1 min)', String(facts.loadAverage[0])],
      ['OS, Node, pnpm', `${facts.os}, ${facts.node}, ${facts.pnpm}`],
      ['commit', `${facts.gitCommit}${facts.gitDirty ? ' (with changes)' : ''}`],
    ],
  ),
  '',
  '## Settings',
  '',
  `- ${TASKS.toLocaleString('en')} open tasks (one running instance each, bulk SQL, ANALYZEd) over ${PROCESSES} processes and ${USERS} users of tenant ${TENANT}: ` +
    `the measured users hold ${HEAVY.toLocaleString('en')} and ${LIGHT.toLocaleString('en')}, the others about ${Math.round((TASKS - HEAVY - LIGHT) / (USERS - 2))} each; a third of the tasks have due times.`,
  `- List calls: \`buildApp\` in-process on loopback, autocannon in a child process, ${CONNECTIONS} connections for ${DURATION_S} s each, page size ${PAGE}; ` +
    `the last pages are page ${HEAVY / PAGE} (unfiltered) and ${HEAVY / PROCESSES / PAGE} (one process of ${PROCESSES}).`,
  `- Approve: ${APPROVALS} two-step instances started through the service per run, the approvers complete the first step over HTTP ` +
    '(each approval signals the engine, saves its state, opens the second step and notifies), one request in flight per approver, from this process.',
  '',
  '## To-do list and count',
  '',
  mdTable(LIST_HEAD, listRows(reports)),
  '',
  '## Approve throughput',
  '',
  mdTable(APPROVE_HEAD, approveRows(reports)),
  '',
  '## Query plans (unfiltered last page)',
  '',
  ...reports.flatMap((r) => [
    `- ${r.engine}: ${r.plans[`to-do last page (${HEAVY})`]!.map((p) => `\`${p}\``).join('; ')}`,
  ]),
  '',
].join('\n')
const files = writeReport('workflow', startedAt, json, markdown)
console.log(
  `\n${textTable(LIST_HEAD, listRows(reports))}\n\n${textTable(APPROVE_HEAD, approveRows(reports))}\n\n${files.md}`,
)
