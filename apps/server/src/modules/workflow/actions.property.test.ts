import fc from 'fast-check'
import type { FastifyInstance } from 'fastify'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { buildTestApp, engineName } from '../../test/app'
import { AppError } from '../../core/errors'
import { wfHistory, wfInstance, wfTask } from './schema'
import {
  addSign,
  cancelInstance,
  completeTask,
  delegateTask,
  startProcess,
  transferTask,
  withdraw,
  type WfContext,
} from './service'

const TENANT = '100001'
let app: FastifyInstance
const users: string[] = []

const inTenant = <T>(fn: (c: WfContext) => Promise<T>) =>
  app.db.withTenant({ tenantId: TENANT }, (tx) => fn({ tx, ids: app.ids, tenantId: TENANT }))

beforeAll(async () => {
  app = await buildTestApp()
  const rows = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
    tx.execute(
      `SELECT id::text FROM sys_user WHERE account IN ('admin','clerk','manager','hr') ORDER BY account`,
    ),
  )
  users.push(...(rows.rows as { id: string }[]).map((r) => r.id))
}, 120_000)
afterAll(() => app?.close())

type Action =
  | { kind: 'approve' | 'rejectEnd' | 'rejectStarter' | 'rejectBack'; by: number; pick: number }
  | { kind: 'delegate' | 'transfer' | 'signBefore' | 'signAfter'; by: number; pick: number; to: number }
  | { kind: 'withdraw' | 'cancel'; by: number }

const who = fc.integer({ min: 0, max: 3 })
const action: fc.Arbitrary<Action> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('approve', 'approve', 'rejectEnd', 'rejectStarter', 'rejectBack') as fc.Arbitrary<
      'approve' | 'rejectEnd' | 'rejectStarter' | 'rejectBack'
    >,
    by: who,
    pick: fc.nat(5),
  }),
  fc.record({
    kind: fc.constantFrom('delegate', 'transfer', 'signBefore', 'signAfter') as fc.Arbitrary<
      'delegate' | 'transfer' | 'signBefore' | 'signAfter'
    >,
    by: who,
    pick: fc.nat(5),
    to: who,
  }),
  fc.record({ kind: fc.constantFrom('withdraw', 'cancel') as fc.Arbitrary<'withdraw' | 'cancel'>, by: who }),
)

async function tasksOf(instanceId: string) {
  return inTenant((c) =>
    c.tx.select().from(wfTask).where(eq(wfTask.instanceId, instanceId)).orderBy(asc(wfTask.id)),
  )
}

async function run(instanceId: string, a: Action): Promise<'done' | 'refused'> {
  const user = users[a.by]!
  const all = await tasksOf(instanceId)
  const task = all[('pick' in a ? a.pick : 0) % all.length]!
  try {
    await inTenant(async (c) => {
      switch (a.kind) {
        case 'approve':
          return completeTask(c, user, { taskId: task.id, pass: true })
        case 'rejectEnd':
          return completeTask(c, user, { taskId: task.id, pass: false, backTo: 'end' })
        case 'rejectStarter':
          return completeTask(c, user, { taskId: task.id, pass: false, backTo: 'starter' })
        case 'rejectBack':
          return completeTask(c, user, { taskId: task.id, pass: false, backTo: 'deptLeader' })
        case 'delegate':
          return delegateTask(c, user, task.id, users[a.to]!)
        case 'transfer':
          return transferTask(c, user, task.id, users[a.to]!)
        case 'signBefore':
        case 'signAfter':
          return addSign(c, user, task.id, [users[a.to]!], a.kind === 'signBefore' ? 'before' : 'after')
        case 'withdraw':
          return withdraw(c, user, instanceId)
        case 'cancel':
          return cancelInstance(c, user, instanceId, false)
      }
    })
    return 'done'
  } catch (err) {
    if (err instanceof AppError) return 'refused'
    throw err
  }
}

describe(`random actions on the leave process (${engineName})`, () => {
  test('nobody acts on a task they are not the assignee of; a running instance always has an open task; history tells the state', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 3 }),
        fc.array(action, { minLength: 1, maxLength: 12 }),
        async (starter, actions) => {
          const inst = await inTenant((c) =>
            startProcess(c, {
              processKey: 'leave',
              formData: {
                type: 'sick',
                days: 1,
                reason: 'p',
                startDate: '2025-01-01',
                endDate: '2025-01-01',
              },
              starterId: users[starter]!,
            }),
          )
          for (const a of actions) {
            const before = await tasksOf(inst.id)
            const outcome = await run(inst.id, a)
            const target = before[('pick' in a ? a.pick : 0) % before.length]!
            const taskAction = !['withdraw', 'cancel'].includes(a.kind)
            // 1. a task action by anyone but the open task's assignee is refused and changes nothing
            if (taskAction && (target.assigneeId !== users[a.by] || target.status !== 'pending')) {
              expect(outcome).toBe('refused')
              expect(await tasksOf(inst.id)).toEqual(before)
            }
            const [row] = await inTenant((c) =>
              c.tx.select().from(wfInstance).where(eq(wfInstance.id, inst.id)),
            )
            const open = (await tasksOf(inst.id)).filter((t) => t.status === 'pending')
            // 2. a running instance has someone to act; an ended one nobody
            if (row!.status === 'running') expect(open.length).toBeGreaterThan(0)
            else expect(open).toEqual([])
            // 3. the history's last word is the instance's status
            const history = await inTenant((c) =>
              c.tx
                .select()
                .from(wfHistory)
                .where(and(eq(wfHistory.instanceId, inst.id), inArray(wfHistory.action, ['start', 'end'])))
                .orderBy(asc(wfHistory.id)),
            )
            const last = history[history.length - 1]!
            expect(last.action === 'end' ? last.comment : 'running').toBe(row!.status)
          }
        },
      ),
      { numRuns: 15 },
    )
  }, 300_000)
})
