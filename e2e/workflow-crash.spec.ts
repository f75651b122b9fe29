import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { callApi, tokenOf } from './support/api'
import { openDatabase } from './support/database'
import { startServer, type RunningServer } from './support/server'
import { ADMIN } from './support/shell'

const WF = '/api/blade-workflow'
const INSTANCES = 50
/** instances start in two waves: the second just before the kill, so that its timers fall due while the server is down */
const WAVE = INSTANCES / 2
const STARTERS = 4
const APPROVERS = 4
/** the timed branch's due time; at it, its timer approves the task (`timeoutAction: 'approve'`) */
const TIMER_S = 6
const WAVE_TWO_SPREAD_MS = 1.5 * TIMER_S * 1000
/** a first start migrates and seeds a fresh PGlite, which on a busy machine takes over a minute */
const READY_WITHIN_MS = 180_000
const SETTLE_WITHIN_MS = 120_000

/** `pnpm test` runs this file on PGlite, then again with TEST_DATABASE_URL on PostgreSQL. */
const engine = process.env.TEST_DATABASE_URL
  ? { name: 'PostgreSQL', databaseUrl: process.env.TEST_DATABASE_URL as string | undefined }
  : { name: 'PGlite', databaseUrl: undefined }

/** Two parallel branches, each a user task (the second approved by its timer), joined before a last one. */
const processOf = (processKey: string) => ({
  processKey,
  name: '崩溃测试',
  designer: {
    nodes: [
      {
        id: 'split',
        type: 'parallel',
        branches: [
          { nodes: [{ id: 'review', type: 'approver', name: '审核', assign: { type: 'starter' } }] },
          {
            nodes: [
              {
                id: 'wait',
                type: 'approver',
                name: '限时确认',
                assign: { type: 'starter' },
                dueHours: TIMER_S / 3600,
                timeoutAction: 'approve',
              },
            ],
          },
        ],
      },
      { id: 'final', type: 'approver', name: '终审', assign: { type: 'starter' } },
    ],
  },
})
const NODES = ['review', 'wait', 'final'] as const
/** the history of an instance driven to its end: each activity completed once */
const WHOLE_HISTORY = ['approve:final', 'approve:review', 'end:', 'start:', 'timeout:wait']

interface Task {
  id: string
  instanceId: string
  nodeId: string
  status: string
}
interface Detail {
  instance: { id: string; status: string }
  tasks: Task[]
  history: { nodeId: string | null; action: string }[]
}

const pause = (ms: number) => new Promise((r) => setTimeout(r, Math.max(0, ms)))

async function waitFor(what: string, condition: () => Promise<boolean>, withinMs = SETTLE_WITHIN_MS) {
  const deadline = Date.now() + withinMs
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${withinMs / 1000} s: ${what}`)
    await pause(200)
  }
}

/**
 * What is wrong with an instance at rest, from its tasks and history: a node open while it should
 * not be (or twice), a node closed while it should be open (a lost task), a node completed or
 * activated twice (an activity re-run).
 */
function problemsOf(d: Detail): string[] {
  const problems: string[] = []
  const done = (node: string) =>
    d.history.filter((h) => h.nodeId === node && (h.action === 'approve' || h.action === 'timeout')).length
  const open = (node: string) => d.tasks.filter((t) => t.nodeId === node && t.status === 'pending').length
  const expectedOpen = {
    review: done('review') ? 0 : 1,
    wait: done('wait') ? 0 : 1,
    final: done('review') && done('wait') && !done('final') ? 1 : 0,
  }
  for (const node of NODES) {
    if (done(node) > 1) problems.push(`${node} completed ${done(node)} times`)
    if (d.tasks.filter((t) => t.nodeId === node).length > 1) problems.push(`${node} activated twice`)
    if (open(node) !== expectedOpen[node])
      problems.push(`${node}: ${open(node)} open, ${expectedOpen[node]} expected`)
  }
  const status = done('final') ? 'approved' : 'running'
  if (d.instance.status !== status) problems.push(`status ${d.instance.status}, ${status} expected`)
  return problems.map((p) => `${d.instance.id}: ${p}`)
}

/**
 * Workflow crash safety (docs/workflow.md "Crash safety", issue 23): 50 instances of a process with
 * a parallel gateway and a timer on the real server process, approvals in flight, SIGKILL while
 * timers are due, some falling due while the server is down, a restart on the same data.
 */
describe.each([engine])(
  'workflow crash safety: kill -9 among approvals and due timers ($name)',
  ({ databaseUrl }) => {
    let dataDir: string
    let server: RunningServer | undefined

    beforeAll(() => {
      dataDir = mkdtempSync(join(tmpdir(), 'storedesk-wf-crash-'))
    })
    afterAll(async () => {
      await server?.stop('SIGKILL')
      rmSync(dataDir, { recursive: true, force: true })
    })

    it(
      'no task is lost or duplicated, no completed activity runs again, every due timer fires once, every instance reaches its end',
      async () => {
        const settings = {
          ...(databaseUrl && { DATABASE_URL: databaseUrl }),
          STOREDESK_DATA_DIR: dataDir,
          STOREDESK_RATE_LIMIT_IP: '0',
        }
        server = await startServer(settings, { readyWithinMs: READY_WITHIN_MS })
        let token = await tokenOf(server.url, ADMIN)
        const api = <T>(path: string, body?: unknown) => callApi<T>(server!.url, token, `${WF}${path}`, body)
        const processKey = `crash_${Date.now().toString(36)}`
        expect((await api('/design/deploy', processOf(processKey))).code).toBe(200)
        const todo = async () =>
          (await api<{ records: Task[] }>(`/process/todo-list?processKey=${processKey}&size=200`)).data
            .records
        const running = async () =>
          (await api<{ total: number }>(`/process/instance-list?processKey=${processKey}&status=running`))
            .data.total

        const instanceIds: string[] = []
        const start = async () => {
          const r = await api<{ id: string }>('/process/start-process', { processKey, formData: {} })
          expect(r.code).toBe(200)
          instanceIds.push(r.data.id)
        }

        /** Approves the open review and final tasks (the timed one is left to its timer) until told to stop. */
        let acked = 0
        const drive = (stop: () => boolean) => {
          const taken = new Set<string>()
          const approver = async () => {
            while (!stop()) {
              try {
                const task = (await todo()).find((t) => t.nodeId !== 'wait' && !taken.has(t.id))
                if (!task) {
                  await pause(100)
                  continue
                }
                taken.add(task.id)
                if ((await api('/task/complete', { taskId: task.id, pass: true })).code === 200) acked++
              } catch {
                return // the server is gone
              }
            }
          }
          return Promise.all(Array.from({ length: APPROVERS }, approver))
        }

        // wave one at once, approved as it comes
        let killed = false
        const approving = drive(() => killed)
        let left = WAVE
        const starter = async () => {
          while (left-- > 0) await start()
        }
        await Promise.all(Array.from({ length: STARTERS }, starter))
        await waitFor('a timer of the first wave fires', async () => {
          return (await todo()).filter((t) => t.nodeId === 'wait').length < WAVE
        })
        // wave two spread over more than the timer's duration: its first timers are due at the kill, its last ones after
        const waveTwoAt = Date.now()
        const ackedBeforeWaveTwo = acked
        for (let i = 0; i < WAVE; i++) {
          await start()
          await pause(waveTwoAt + ((i + 1) * WAVE_TWO_SPREAD_MS) / WAVE - Date.now())
        }
        const lastStartAt = Date.now()
        // at once: the last timers are due a whole timer's duration later
        const killedAt = new Date()
        const ackedAtKill = acked
        killed = true
        server.process.kill('SIGKILL')
        expect(await server.exited).toBeNull()
        await approving
        expect(instanceIds).toHaveLength(INSTANCES)
        expect(ackedAtKill).toBeGreaterThan(ackedBeforeWaveTwo)

        // down until every timer is due: the second wave's fall due while nothing runs
        await pause(lastStartAt + TIMER_S * 1000 + 1000 - Date.now())
        const restartedAt = new Date()
        server = await startServer(settings, { readyWithinMs: READY_WITHIN_MS })
        token = await tokenOf(server.url, ADMIN)
        await waitFor('every timer has fired', async () => !(await todo()).some((t) => t.nodeId === 'wait'))

        const details = await Promise.all(
          instanceIds.map(async (id) => (await api<Detail>(`/process/detail?processInstanceId=${id}`)).data),
        )
        expect(details.flatMap(problemsOf)).toEqual([])

        // every instance can be driven to its end
        let ended = false
        const finishing = drive(() => ended)
        await waitFor('every instance has ended', async () => (await running()) === 0)
        ended = true
        await finishing
        expect(await server.stop('SIGTERM')).toBe(0)
        server = undefined

        const db = await openDatabase(databaseUrl, dataDir)
        try {
          const ofProcess = `JOIN wf_instance i ON i.tenant_id = x.tenant_id AND i.id = x.instance_id WHERE i.process_key = $1`
          const instances = await db.query<{ status: string }>(
            `SELECT status FROM wf_instance WHERE process_key = $1`,
            [processKey],
          )
          expect(instances.map((i) => i.status)).toEqual(Array(INSTANCES).fill('approved'))

          const tasks = await db.query<{ node: string; n: number; closed: number }>(
            `SELECT x.node_id AS node, count(*)::int AS n, count(*) FILTER (WHERE x.status = 'approved')::int AS closed
           FROM wf_task x ${ofProcess} GROUP BY x.instance_id, x.node_id`,
            [processKey],
          )
          expect(tasks).toHaveLength(INSTANCES * NODES.length)
          expect(tasks.filter((t) => t.n !== 1 || t.closed !== 1)).toEqual([])

          const histories = await db.query<{ history: string[] }>(
            `SELECT array_agg(x.action || ':' || coalesce(x.node_id, '') ORDER BY x.action || ':' || coalesce(x.node_id, '')) AS history
           FROM wf_history x ${ofProcess} GROUP BY x.instance_id`,
            [processKey],
          )
          expect(histories).toHaveLength(INSTANCES)
          expect(histories.filter((h) => h.history.join() !== WHOLE_HISTORY.join())).toEqual([])

          // one timer per timed task, fired once, never before it was due, and its timeout recorded once
          const timers = await db.query<{
            fired: boolean
            dueAt: Date
            firedAt: Date | null
            timeouts: number
            node: string
          }>(
            `SELECT x.fired, x.due_at AS "dueAt", x.fired_at AS "firedAt", t.node_id AS node,
             (SELECT count(*)::int FROM wf_history h
               WHERE h.tenant_id = x.tenant_id AND h.task_id = x.task_id AND h.action = 'timeout'
                 AND h.create_time >= x.due_at) AS timeouts
           FROM wf_timer x JOIN wf_task t ON t.tenant_id = x.tenant_id AND t.id = x.task_id ${ofProcess}`,
            [processKey],
          )
          expect(timers).toHaveLength(INSTANCES)
          expect(
            timers.filter(
              (t) => t.node !== 'wait' || !t.fired || !t.firedAt || t.firedAt < t.dueAt || t.timeouts !== 1,
            ),
          ).toEqual([])
          const dueWhileDown = timers.filter((t) => t.dueAt > killedAt && t.dueAt < restartedAt)
          expect(dueWhileDown.length).toBeGreaterThan(0)
          expect(dueWhileDown.filter((t) => t.firedAt! < restartedAt)).toEqual([])
          const dueAtKill = timers.filter((t) => t.dueAt <= killedAt && t.firedAt! > killedAt).length
          console.warn(
            `workflow crash: ${ackedAtKill} approvals acknowledged before the kill; ${dueAtKill} timers due but not fired at the kill, ` +
              `${dueWhileDown.length} fell due while down; all fired once after the restart`,
          )
        } finally {
          await db.close()
        }
      },
      3 * READY_WITHIN_MS,
    )
  },
)
