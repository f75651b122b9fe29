import type { FastifyInstance } from 'fastify'
import { and, eq, inArray } from 'drizzle-orm'
import type { WorkflowNotice } from '@store/contract'
import { enqueueRealtime, type OutgoingEvent } from '../../core/realtime/outbox'
import { userRoom } from '../../core/realtime/rooms'
import { buildTestApp, tokenFor } from '../../test/app'
import { user } from '../user/schema'
import { wfTask } from './schema'

jest.mock('../../core/realtime/outbox', () => {
  const actual = jest.requireActual('../../core/realtime/outbox')
  return { ...actual, enqueueRealtime: jest.fn(actual.enqueueRealtime) }
})

const API = '/api/blade-workflow'
const TENANT = '100001'
const PEOPLE = ['clerk', 'manager', 'hr'] as const
type Who = (typeof PEOPLE)[number]
let app: FastifyInstance
const token = {} as Record<Who, string>
const userId = {} as Record<Who, string>

const act = (who: Who, url: string, payload: object) =>
  app.inject({
    method: 'POST',
    url: `${API}${url}`,
    headers: { 'blade-auth': `bearer ${token[who]}` },
    payload,
  })

const leaveForm = { type: 'sick', days: 2, reason: '发烧', startDate: '2025-09-01', endDate: '2025-09-02' }

/** The workflowNotify payloads sent to each user's room since the last call. */
function heard(): Record<Who, WorkflowNotice[]> {
  const events = jest.mocked(enqueueRealtime).mock.calls.map(([, e]) => e as OutgoingEvent<'workflowNotify'>)
  jest.mocked(enqueueRealtime).mockClear()
  const to = (who: Who) =>
    events
      .filter((e) => e.event === 'workflowNotify' && e.to.includes(userRoom(TENANT, userId[who])))
      .map((e) => e.payload)
  return { clerk: to('clerk'), manager: to('manager'), hr: to('hr') }
}

async function pendingTaskOf(instanceId: string, who: Who): Promise<string> {
  const [task] = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
    tx
      .select({ id: wfTask.id })
      .from(wfTask)
      .where(
        and(
          eq(wfTask.instanceId, instanceId),
          eq(wfTask.assigneeId, userId[who]),
          eq(wfTask.status, 'pending'),
        ),
      ),
  )
  return task!.id
}

async function start(): Promise<string> {
  const res = await act('clerk', '/process/start-process', { processKey: 'leave', formData: leaveForm })
  return (res.json().data as { id: string }).id
}

beforeAll(async () => {
  app = await buildTestApp()
  for (const who of PEOPLE) token[who] = await tokenFor(app, TENANT, who)
  const users = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
    tx
      .select({ id: user.id, account: user.account })
      .from(user)
      .where(inArray(user.account, [...PEOPLE])),
  )
  for (const u of users) userId[u.account as Who] = u.id
}, 120_000)
afterAll(() => app?.close())
beforeEach(() => jest.mocked(enqueueRealtime).mockClear())

describe('workflowNotify: what happened as a notice key the shell words, and the recipient’s to-do count', () => {
  test('a new task tells its assignee by the key and the node’s name, with their count; no text in one language', async () => {
    const instanceId = await start()
    const [notice] = heard().manager
    expect(notice).toEqual({
      notice: 'todo',
      params: { node: '部门领导审批' },
      address: `/workflow-micro/workflow/process/detail/${instanceId}`,
      applicationId: 'leave',
      businessDataId: null,
      num: expect.any(Number),
      commissionId: expect.any(String),
      commissionLevel: 300,
    })
    expect(notice).not.toHaveProperty('title')
    expect(notice).not.toHaveProperty('content')
  })

  test('closing a task sends its assignee the lowered count alone; the end tells the starter its status', async () => {
    const instanceId = await start()
    const before = heard().manager[0]!.num
    await act('manager', '/task/complete', {
      taskId: await pendingTaskOf(instanceId, 'manager'),
      pass: false,
    })
    const { manager, clerk } = heard()
    expect(manager).toEqual([expect.objectContaining({ num: before - 1, commissionLevel: 300 })])
    expect(manager[0]).not.toHaveProperty('notice')
    expect(clerk).toEqual([expect.objectContaining({ notice: 'end', params: { status: 'rejected' } })])
  })

  test('a transfer gives the new assignee a transfer notice and the previous one only a lower count', async () => {
    const instanceId = await start()
    const before = heard().manager[0]!.num
    await act('manager', '/task/transfer', {
      taskId: await pendingTaskOf(instanceId, 'manager'),
      userId: userId.hr,
    })
    const { manager, hr } = heard()
    expect(hr).toEqual([expect.objectContaining({ notice: 'transfer', params: { node: '部门领导审批' } })])
    expect(manager).toEqual([expect.objectContaining({ num: before - 1 })])
    expect(manager[0]).not.toHaveProperty('notice')
  })

  test('a delegate’s answer tells the delegator by key and lowers the delegate’s count', async () => {
    const instanceId = await start()
    const taskId = await pendingTaskOf(instanceId, 'manager')
    await act('manager', '/task/delegate', { taskId, userId: userId.hr })
    expect(heard().hr).toEqual([expect.objectContaining({ notice: 'delegate' })])
    await act('hr', '/task/complete', { taskId, pass: true })
    const { manager, hr } = heard()
    expect(manager).toEqual([
      expect.objectContaining({ notice: 'delegateDone', params: { node: '部门领导审批' } }),
    ])
    expect(hr).toEqual([expect.not.objectContaining({ notice: expect.anything() })])
  })
})
