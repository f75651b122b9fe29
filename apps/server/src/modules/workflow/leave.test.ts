import type { FastifyInstance } from 'fastify'
import { and, eq } from 'drizzle-orm'
import { buildTestApp, engineName, tokenFor } from '../../test/app'
import { wfHistory, wfInstance, wfTask } from './schema'

const API = '/api/blade-workflow'
const TENANT = '100001'
let app: FastifyInstance
const token: Record<string, string> = {}
const userId: Record<string, string> = {}

const call = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  app.inject({ method, url: `${API}${url}`, headers: { 'blade-auth': `bearer ${token[who]}` }, payload })

const leaveForm = { type: 'sick', days: 2, reason: '发烧', startDate: '2025-09-01', endDate: '2025-09-02' }

async function start(who = 'clerk', form: object = leaveForm) {
  const res = await call(who, 'POST', '/process/start-process', { processKey: 'leave', formData: form })
  expect(res.statusCode).toBe(200)
  return res.json().data as { id: string; status: string; currentNodes: string }
}

async function pending(instanceId: string) {
  return app.db.withTenant({ tenantId: TENANT }, (tx) =>
    tx
      .select()
      .from(wfTask)
      .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.status, 'pending'))),
  )
}

async function taskOf(instanceId: string, who: string) {
  const found = (await pending(instanceId)).find((t) => t.assigneeId === userId[who])
  if (!found) throw new Error(`no pending task of ${who}`)
  return found.id
}

const act = (who: string, url: string, body: object) => call(who, 'POST', url, body)

async function instance(id: string) {
  const [row] = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
    tx.select().from(wfInstance).where(eq(wfInstance.id, id)),
  )
  return row!
}

beforeAll(async () => {
  app = await buildTestApp()
  for (const who of ['admin', 'clerk', 'manager', 'hr']) {
    token[who] = await tokenFor(app, TENANT, who)
    userId[who] = JSON.parse(Buffer.from(token[who]!.split('.')[1]!, 'base64url').toString()).user_id ?? ''
  }
  const ids = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
    tx.execute(`SELECT id::text, account FROM sys_user WHERE account IN ('admin','clerk','manager','hr')`),
  )
  for (const r of ids.rows as { id: string; account: string }[]) userId[r.account] = r.id
}, 120_000)
afterAll(() => app?.close())

/**
 * The instances waiting in `who`'s to-do list, through every page: it lists the oldest first, and on
 * PostgreSQL the database also holds the tasks other test files left.
 */
async function todoInstances(who: string): Promise<string[]> {
  const SIZE = 100
  const ids: string[] = []
  for (let current = 1; ; current++) {
    const page = (await call(who, 'GET', `/process/todo-list?current=${current}&size=${SIZE}`)).json().data
    ids.push(...page.records.map((r: { instanceId: string }) => r.instanceId))
    if (current * SIZE >= page.total) return ids
  }
}

describe(`leave process through the API (${engineName})`, () => {
  test('the demo tenant has the leave definition and seeded instances, running and finished', async () => {
    const list = (await call('clerk', 'GET', '/process/list')).json()
    expect(list).toMatchObject({ code: 200, success: true, msg: '操作成功' })
    // on PostgreSQL the worker's database also holds what other test files deployed
    expect(list.data.records).toEqual(
      expect.arrayContaining([expect.objectContaining({ processKey: 'leave', name: '请假流程' })]),
    )
    const sent = (await call('clerk', 'GET', '/process/send-list?size=50')).json().data
    const statuses = sent.records.map((r: { status: string }) => r.status)
    expect(statuses).toEqual(expect.arrayContaining(['running', 'approved', 'rejected']))
  })

  test('the started and copied lists filter by process and status', async () => {
    type Rec = { id: string; status: string }
    const approved = (
      await call('clerk', 'GET', '/process/send-list?processKey=leave&status=approved')
    ).json().data.records as Rec[]
    expect(approved.length).toBeGreaterThan(0)
    expect(approved.every((r) => r.status === 'approved')).toBe(true)
    expect((await call('clerk', 'GET', '/process/send-list?processKey=other')).json().data.total).toBe(0)

    const inst = await start()
    const copy = await act('clerk', '/task/copy', { processInstanceId: inst.id, userIds: userId.hr })
    expect(copy.json()).toMatchObject({ success: true })
    const copied = async (query: string) =>
      ((await call('hr', 'GET', `/process/copy-list?${query}`)).json().data.records as Rec[]).map((r) => r.id)
    expect(await copied('processKey=leave&status=running')).toContain(inst.id)
    expect(await copied('status=approved')).not.toContain(inst.id)
  })

  test('start by clerk, approve by the department leader, reject back once, resubmit, approve by HR', async () => {
    const inst = await start()
    expect(inst).toMatchObject({ status: 'running', currentNodes: '部门领导审批' })
    expect(await todoInstances('manager')).toContain(inst.id)

    // leader approves
    expect(
      (
        await act('manager', '/task/complete', {
          taskId: await taskOf(inst.id, 'manager'),
          pass: true,
          comment: '同意',
        })
      ).json(),
    ).toMatchObject({ code: 200, data: true })
    expect((await instance(inst.id)).currentNodes).toBe('人事审批')

    // HR sends it back to the starter
    const back = await act('hr', '/task/complete', {
      taskId: await taskOf(inst.id, 'hr'),
      pass: false,
      backTo: 'starter',
      comment: '请补充病假证明',
    })
    expect(back.json().code).toBe(200)
    expect((await instance(inst.id)).currentNodes).toBe('发起人')

    // the clerk resubmits with more days: it starts again at the leader
    await act('clerk', '/task/complete', {
      taskId: await taskOf(inst.id, 'clerk'),
      pass: true,
      formData: { reason: '发烧，附病假条' },
    })
    await act('manager', '/task/complete', { taskId: await taskOf(inst.id, 'manager'), pass: true })
    await act('hr', '/task/complete', { taskId: await taskOf(inst.id, 'hr'), pass: true, comment: '已备案' })

    const detail = (await call('clerk', 'GET', `/process/detail?processInstanceId=${inst.id}`)).json().data
    expect(detail.instance.status).toBe('approved')
    expect(detail.formData.reason).toBe('发烧，附病假条')
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual([
      'start',
      'approve',
      'reject',
      'back',
      'resubmit',
      'approve',
      'approve',
      'end',
    ])
    // the version's diagram, laid out at deploy, for the progress view
    expect(detail.xml).toMatch(/<bpmndi:BPMNShape id="deptLeader_di" bpmnElement="deptLeader">/)
    const done = (await call('hr', 'GET', '/process/done-list')).json().data
    expect(done.records.some((r: { instanceId: string }) => r.instanceId === inst.id)).toBe(true)
  })

  test('a reject back to a passed node reopens it; a node not passed is refused', async () => {
    const inst = await start()
    await act('manager', '/task/complete', { taskId: await taskOf(inst.id, 'manager'), pass: true })
    const bad = await act('hr', '/task/complete', {
      taskId: await taskOf(inst.id, 'hr'),
      pass: false,
      backTo: 'nowhere',
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().msg).toBe('只能退回到已经过的节点')
    await act('hr', '/task/complete', {
      taskId: await taskOf(inst.id, 'hr'),
      pass: false,
      backTo: 'deptLeader',
    })
    expect((await pending(inst.id)).map((t) => t.assigneeId)).toEqual([userId.manager])
  })

  test('reject to the end ends the instance rejected', async () => {
    const inst = await start()
    await act('manager', '/task/complete', {
      taskId: await taskOf(inst.id, 'manager'),
      pass: false,
      comment: '不同意',
    })
    expect((await instance(inst.id)).status).toBe('rejected')
    expect(await pending(inst.id)).toEqual([])
  })

  test('withdraw: the starter takes it back before the leader acts, not after', async () => {
    const inst = await start()
    expect((await act('clerk', '/process/withdraw', { processInstanceId: inst.id })).json()).toMatchObject({
      code: 200,
      data: true,
    })
    expect((await instance(inst.id)).status).toBe('withdrawn')

    const late = await start()
    await act('manager', '/task/complete', { taskId: await taskOf(late.id, 'manager'), pass: true })
    const refused = await act('clerk', '/process/withdraw', { processInstanceId: late.id })
    expect(refused.statusCode).toBe(400)
    expect(refused.json().msg).toBe('下一节点已处理，无法撤回')
    expect((await act('manager', '/process/withdraw', { processInstanceId: late.id })).statusCode).toBe(403)
  })

  test('delegate: the delegate resolves, the task comes back to the leader', async () => {
    const inst = await start()
    const taskId = await taskOf(inst.id, 'manager')
    await act('manager', '/task/delegate', { taskId, userId: userId.admin, comment: '请协助' })
    expect((await pending(inst.id))[0]).toMatchObject({
      assigneeId: userId.admin,
      delegatedFrom: userId.manager,
    })
    await act('admin', '/task/complete', { taskId, pass: true, comment: '可以' })
    expect((await pending(inst.id))[0]).toMatchObject({
      id: taskId,
      assigneeId: userId.manager,
      delegatedFrom: null,
    })
    await act('manager', '/task/complete', { taskId, pass: true })
    expect((await instance(inst.id)).currentNodes).toBe('人事审批')
  })

  test('transfer: the task is the new assignee’s for good', async () => {
    const inst = await start()
    const taskId = await taskOf(inst.id, 'manager')
    await act('manager', '/task/transfer', { taskId, userId: userId.admin })
    expect((await act('manager', '/task/complete', { taskId, pass: true })).statusCode).toBe(403)
    await act('admin', '/task/complete', { taskId, pass: true })
    expect((await instance(inst.id)).currentNodes).toBe('人事审批')
  })

  test('add sign before and after, and remove sign', async () => {
    const inst = await start()
    const taskId = await taskOf(inst.id, 'manager')
    await act('manager', '/task/add-sign', { taskId, userIds: userId.admin, position: 'before' })
    expect((await act('manager', '/task/complete', { taskId, pass: true })).json().msg).toBe(
      '任务已办理或已关闭',
    )
    await act('admin', '/task/complete', { taskId: await taskOf(inst.id, 'admin'), pass: true })
    // back to the leader, who now adds HR after themselves, then removes the sign
    await act('manager', '/task/add-sign', { taskId, userIds: userId.hr, position: 'after' })
    const sign = await taskOf(inst.id, 'hr')
    expect((await act('admin', '/task/remove-sign', { taskId: sign })).statusCode).toBe(403)
    await act('manager', '/task/remove-sign', { taskId: sign })
    // the after-sign removed: the leader's approval stands and the node passes
    expect((await instance(inst.id)).currentNodes).toBe('人事审批')
  })

  test('users who are not a task’s assignee are refused, with the message', async () => {
    const inst = await start()
    const taskId = await taskOf(inst.id, 'manager')
    for (const who of ['clerk', 'hr', 'admin']) {
      const res = await act(who, '/task/complete', { taskId, pass: true })
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ code: 403, success: false, msg: '您不是该任务的办理人' })
    }
    expect((await act('hr', '/task/delegate', { taskId, userId: userId.hr })).statusCode).toBe(403)
    expect((await pending(inst.id)).map((t) => t.assigneeId)).toEqual([userId.manager])
  })

  test('todo count carries the commission message; urging reminds the open task’s assignee', async () => {
    const inst = await start()
    const count = (await call('manager', 'GET', '/process/todo-count')).json().data
    expect(count.num).toBeGreaterThan(0)
    expect([300, 180, 60]).toContain(count.commissionLevel)
    const urged = await act('clerk', '/process/urge', { processInstanceId: inst.id })
    expect(urged.json().data).toBe(1)
  })

  test('a due timer fires once: the remind is recorded once however often timers run', async () => {
    const inst = await start()
    await app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx.execute(`UPDATE wf_timer SET due_at = now() - interval '1 minute' WHERE instance_id = ${inst.id}`),
    )
    await Promise.all([app.workflowTimers.runOnce(), app.workflowTimers.runOnce()])
    await app.workflowTimers.runOnce()
    const reminds = await app.db.withTenant({ tenantId: TENANT }, (tx) =>
      tx
        .select()
        .from(wfHistory)
        .where(and(eq(wfHistory.instanceId, inst.id), eq(wfHistory.action, 'remind'))),
    )
    expect(reminds).toHaveLength(1)
  })

  test('the clerk cannot deploy; the administrator deploys a new version from XML', async () => {
    expect((await call('clerk', 'GET', '/design/list')).statusCode).toBe(403)
    const [def] = (await call('admin', 'GET', '/design/list?processKey=leave')).json().data.records
    const xml = (await call('admin', 'GET', `/design/detail?id=${def.id}`)).json().data.xml
    const res = await act('admin', '/design/deploy', { processKey: 'leave', name: '请假流程', xml })
    expect(res.json().data).toMatchObject({ processKey: 'leave', version: def.version + 1 })
    const broken = await act('admin', '/design/deploy', { processKey: 'x', name: 'x', xml: '<nope' })
    expect(broken.statusCode).toBe(400)
  })

  test('a deployed form names each field once, as a letter then letters, digits or _, and a select offers choices', async () => {
    const designer = { nodes: [{ id: 'a1', type: 'approver', name: 'A', assign: { type: 'starter' } }] }
    const deployWith = (fields: unknown[]) =>
      act('admin', '/design/deploy', {
        processKey: 'formed',
        name: 'Formed',
        designer,
        formSchema: { fields },
      })
    const days = { prop: 'days', label: 'Days', type: 'number' }
    const twice = await deployWith([days, days])
    expect(twice.statusCode).toBe(400)
    expect(twice.json().msg).toBe('流程模型有误：form field days is declared twice')
    const bare = await deployWith([{ prop: 'kind', label: 'Kind', type: 'select' }])
    expect(bare.json().msg).toBe('流程模型有误：form field kind is a select without choices')
    expect((await deployWith([{ ...days, prop: '1days' }])).statusCode).toBe(400)
    const list = await call('admin', 'GET', '/design/list?processKey=formed')
    expect(list.json().data.records).toEqual([])
    const ok = await deployWith([
      days,
      { prop: 'kind', label: 'Kind', type: 'select', options: [{ label: 'A', value: 'a' }] },
    ])
    expect(ok.json().data).toMatchObject({ processKey: 'formed', version: 1 })
  })
})
