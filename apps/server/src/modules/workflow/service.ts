import { and, asc, count, desc, eq, gt, inArray, max, or, sql } from 'drizzle-orm'
import {
  INSTANCE_STATUS,
  TASK_STATUS,
  type DesignerModel,
  type FormSchema,
  type InstanceStatus,
  type WorkflowNotice,
  type WorkflowNoticeKind,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { AppError, badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { enqueueRealtime } from '../../core/realtime/outbox'
import { userRoom } from '../../core/realtime/rooms'
import { userBriefs } from '../user'
import { administrators, directoryOf, resolveAssignees } from './assignment'
import { checkConditions, compileDesigner, ModelError, nodesFromXml } from './designer'
import { checkFormSchema } from './form-schema'
import { EngineError, replayTo, signalEngine, startEngine, validateXml, type Step } from './engine'
import { wfCopy, wfDefinition, wfHistory, wfInstance, wfTask, wfTimer } from './schema'
import { withDiagram } from './layout'
import type { NodeConfig } from './types'

/** What every workflow service call needs: the tenant's transaction, the id generator, the tenant. */
export interface WfContext {
  tx: Tx
  ids: IdGenerator
  tenantId: string
}

type InstanceRow = typeof wfInstance.$inferSelect
type TaskRow = typeof wfTask.$inferSelect
type DefinitionRow = typeof wfDefinition.$inferSelect

const OPEN: string[] = [TASK_STATUS.pending, TASK_STATUS.waiting, TASK_STATUS.signing]
export const STARTER_NODE = '__starter'
const STARTER_NODE_NAME = '发起人'

/** What a module that starts processes hears when one of its instances ends. */
export interface ProcessOutcome {
  instanceId: string
  processKey: string
  businessKey: string | null
  status: Exclude<InstanceStatus, 'running'>
  formData: Record<string, unknown>
  starterId: string
}
export type ProcessEndHandler = (ctx: WfContext, outcome: ProcessOutcome) => Promise<void>

const endHandlers = new Map<string, ProcessEndHandler[]>()

/**
 * Registers what happens when an instance of `processKey` ends (approved, rejected, cancelled,
 * withdrawn): runs in the transaction that ends it, so the business change and the outcome commit
 * together. Price changes, promotion review and prescription review plug in here without BPMN.
 */
export function onProcessEnd(processKey: string, handler: ProcessEndHandler): () => void {
  endHandlers.set(processKey, [...(endHandlers.get(processKey) ?? []), handler])
  return () =>
    endHandlers.set(
      processKey,
      (endHandlers.get(processKey) ?? []).filter((h) => h !== handler),
    )
}

// — definitions —

export interface DeployInput {
  processKey: string
  name: string
  category?: string
  designer?: DesignerModel
  xml?: string
  formSchema?: FormSchema
}

const modelError = (reason: string) => badRequest('workflowBadModel', { reason })

/** Deploys a process from designer JSON or BPMN XML as the next version of its key. */
export async function deploy(
  c: WfContext,
  actorId: string | null,
  input: DeployInput,
): Promise<DefinitionRow> {
  let xml: string
  let nodes: Record<string, NodeConfig>
  try {
    if (input.designer) ({ xml, nodes } = compileDesigner(input.processKey, input.name, input.designer))
    else if (input.xml) {
      xml = input.xml
      nodes = nodesFromXml(xml)
    } else throw new ModelError('designer or xml is required')
    await validateXml(xml)
    checkConditions(xml)
    if (input.formSchema) checkFormSchema(input.formSchema)
    xml = await withDiagram(xml)
  } catch (err) {
    if (err instanceof ModelError || err instanceof EngineError) throw modelError(err.message)
    throw err
  }
  // one deployer of a key at a time: versions never collide
  await c.tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtext('wf_definition'), hashtext(${input.processKey}))`,
  )
  const [last] = await c.tx
    .select({ v: max(wfDefinition.version) })
    .from(wfDefinition)
    .where(eq(wfDefinition.processKey, input.processKey))
  const [row] = await c.tx
    .insert(wfDefinition)
    .values({
      id: c.ids.next(),
      processKey: input.processKey,
      version: (last?.v ?? 0) + 1,
      name: input.name,
      category: input.category ?? null,
      xml,
      designer: input.designer ?? null,
      nodes,
      formSchema: input.formSchema ?? null,
      createUser: actorId,
      updateUser: actorId,
    })
    .returning()
  return row!
}

export async function changeDefinitionState(c: WfContext, id: string, status: 'active' | 'suspended') {
  const rows = await c.tx
    .update(wfDefinition)
    .set({ status, updateTime: sql`now()` })
    .where(eq(wfDefinition.id, id))
    .returning({ id: wfDefinition.id })
  if (!rows.length) throw notFound()
  return true
}

async function newestActive(c: WfContext, processKey: string): Promise<DefinitionRow> {
  const [def] = await c.tx
    .select()
    .from(wfDefinition)
    .where(and(eq(wfDefinition.processKey, processKey), eq(wfDefinition.status, 'active')))
    .orderBy(desc(wfDefinition.version))
    .limit(1)
  if (!def) throw badRequest('workflowNoDefinition', { key: processKey })
  return def
}

async function definitionOf(c: WfContext, id: string): Promise<DefinitionRow> {
  const [def] = await c.tx.select().from(wfDefinition).where(eq(wfDefinition.id, id))
  if (!def) throw notFound()
  return def
}

// — history and notices —

async function record(
  c: WfContext,
  instanceId: string,
  action: string,
  e: {
    userId?: string | null
    task?: Pick<TaskRow, 'id' | 'nodeId' | 'nodeName'> | null
    nodeId?: string
    nodeName?: string
    targetUserId?: string | null
    comment?: string | null
  } = {},
) {
  await c.tx.insert(wfHistory).values({
    id: c.ids.next(),
    instanceId,
    action,
    taskId: e.task?.id ?? null,
    nodeId: e.task?.nodeId ?? e.nodeId ?? null,
    nodeName: e.task?.nodeName ?? e.nodeName ?? null,
    userId: e.userId ?? null,
    targetUserId: e.targetUserId ?? null,
    comment: e.comment ?? null,
  })
}

/** spec §7: commission levels 300, 180, 60 — the minutes band of the most urgent open task's due time. */
export function commissionLevel(dueAt: Date | null, now: Date = new Date()): number {
  if (!dueAt) return 300
  const minutes = (dueAt.getTime() - now.getTime()) / 60_000
  return minutes <= 60 ? 60 : minutes <= 180 ? 180 : 300
}

/** The caller's open task count and the commission message of the most urgent one. */
export async function todoCount(c: WfContext, userId: string) {
  const [n] = await c.tx
    .select({ n: count() })
    .from(wfTask)
    .where(and(eq(wfTask.assigneeId, userId), eq(wfTask.status, TASK_STATUS.pending)))
  const [urgent] = await c.tx
    .select({ id: wfTask.id, dueAt: wfTask.dueAt })
    .from(wfTask)
    .where(and(eq(wfTask.assigneeId, userId), eq(wfTask.status, TASK_STATUS.pending)))
    .orderBy(sql`${wfTask.dueAt} ASC NULLS LAST`, asc(wfTask.id))
    .limit(1)
  return {
    num: Number(n?.n ?? 0),
    commissionId: urgent?.id ?? null,
    commissionLevel: commissionLevel(urgent?.dueAt ?? null),
  }
}

/** Tells the user what happened on an instance (the shell words it), with their to-do count. */
async function notify(
  c: WfContext,
  inst: InstanceRow,
  userId: string,
  notice: WorkflowNoticeKind,
  params?: WorkflowNotice['params'],
) {
  await enqueueRealtime(c.tx, {
    event: 'workflowNotify',
    payload: {
      notice,
      ...(params && { params }),
      address: `/workflow-micro/workflow/process/detail/${inst.id}`,
      applicationId: inst.processKey,
      businessDataId: inst.businessKey,
      ...(await todoCount(c, userId)),
    },
    to: [userRoom(c.tenantId, userId)],
  })
}

/** Tasks left these users (closed, handed over, waiting for signers): their to-do counts went down. */
async function countsChanged(c: WfContext, userIds: (string | null)[]) {
  for (const userId of new Set(userIds))
    if (userId)
      await enqueueRealtime(c.tx, {
        event: 'workflowNotify',
        payload: await todoCount(c, userId),
        to: [userRoom(c.tenantId, userId)],
      })
}

// — tasks —

/** The tasks of the instance someone may act on now, with their assignees (its current approvers). */
export async function pendingTasks(
  c: WfContext,
  instanceId: string,
): Promise<{ id: string; assigneeId: string }[]> {
  const rows = await c.tx
    .select({ id: wfTask.id, assigneeId: wfTask.assigneeId })
    .from(wfTask)
    .where(and(eq(wfTask.instanceId, instanceId), eq(wfTask.status, TASK_STATUS.pending)))
    .orderBy(asc(wfTask.id))
  return rows.flatMap((r) => (r.assigneeId ? [{ id: r.id, assigneeId: r.assigneeId }] : []))
}

async function openTasks(c: WfContext, instanceId: string): Promise<TaskRow[]> {
  return c.tx
    .select()
    .from(wfTask)
    .where(and(eq(wfTask.instanceId, instanceId), inArray(wfTask.status, OPEN)))
    .orderBy(asc(wfTask.seq), asc(wfTask.id))
}

async function insertTask(
  c: WfContext,
  inst: InstanceRow,
  t: {
    nodeId: string
    nodeName: string
    kind: 'approve' | 'starter' | 'sign'
    assigneeId: string
    status: string
    seq?: number
    round: string
    candidates?: unknown
    parentTaskId?: string
    signPosition?: 'before' | 'after'
    dueHours?: number
    timeoutAction?: 'remind' | 'approve'
  },
): Promise<TaskRow> {
  const dueAt =
    t.dueHours !== undefined && t.status === TASK_STATUS.pending
      ? new Date(Date.now() + t.dueHours * 3_600_000)
      : null
  const [task] = await c.tx
    .insert(wfTask)
    .values({
      id: c.ids.next(),
      instanceId: inst.id,
      nodeId: t.nodeId,
      nodeName: t.nodeName,
      kind: t.kind,
      assigneeId: t.assigneeId,
      status: t.status,
      seq: t.seq ?? 0,
      round: t.round,
      candidates: t.candidates ?? null,
      parentTaskId: t.parentTaskId ?? null,
      signPosition: t.signPosition ?? null,
      dueAt,
    })
    .returning()
  if (t.status === TASK_STATUS.pending) await activated(c, inst, task!, t.timeoutAction)
  return task!
}

/** A task became the assignee's to act on: its due timer, and the assignee hears of it. */
async function activated(
  c: WfContext,
  inst: InstanceRow,
  task: TaskRow,
  timeoutAction?: 'remind' | 'approve',
) {
  if (task.dueAt)
    await c.tx.insert(wfTimer).values({
      id: c.ids.next(),
      instanceId: inst.id,
      taskId: task.id,
      action: timeoutAction ?? 'remind',
      dueAt: task.dueAt,
    })
  await notify(c, inst, task.assigneeId!, 'todo', { node: task.nodeName })
}

type NodeOpening = 'tasks' | 'autoPass' | 'autoReject'

/** Opens a waiting user task: resolves its assignees and creates their tasks, or applies its policy. */
async function openNode(
  c: WfContext,
  inst: InstanceRow,
  def: DefinitionRow,
  nodeId: string,
): Promise<NodeOpening> {
  const nodes = def.nodes as Record<string, NodeConfig>
  const config: NodeConfig = nodes[nodeId] ?? { kind: 'approver', name: nodeId, nobody: 'admin' }
  const dir = directoryOf(c.tx)
  const ctx = {
    starterId: inst.starterId,
    starterDeptId: inst.starterDeptId,
    formData: inst.formData as Record<string, unknown>,
  }
  let users = config.assign ? await resolveAssignees(dir, config.assign, ctx) : []
  if (users.length === 0) {
    const policy = config.nobody ?? 'admin'
    if (policy === 'autoPass' || policy === 'autoReject') {
      await record(c, inst.id, policy, { nodeId, nodeName: config.name, comment: 'no assignee matched' })
      return policy
    }
    users = await administrators(dir)
    if (users.length === 0) {
      await record(c, inst.id, 'autoPass', { nodeId, nodeName: config.name, comment: 'no administrator' })
      return 'autoPass'
    }
  }
  const round = c.ids.next()
  const method = config.method ?? 'any'
  for (const [i, userId] of users.entries()) {
    await insertTask(c, inst, {
      nodeId,
      nodeName: config.name,
      kind: 'approve',
      assigneeId: userId,
      status: method === 'sequential' && i > 0 ? TASK_STATUS.waiting : TASK_STATUS.pending,
      seq: i,
      round,
      candidates: { assign: config.assign ?? null, users },
      dueHours: config.dueHours,
      timeoutAction: config.timeoutAction,
    })
  }
  return 'tasks'
}

/** Copies an instance to users (once each). */
async function copyTo(
  c: WfContext,
  inst: InstanceRow,
  userIds: string[],
  fromUserId: string | null,
  nodeId?: string,
) {
  if (userIds.length === 0) return
  await c.tx
    .insert(wfCopy)
    .values(userIds.map((userId) => ({ instanceId: inst.id, userId, fromUserId, nodeId: nodeId ?? null })))
    .onConflictDoNothing()
  for (const u of userIds) await notify(c, inst, u, 'copy')
}

/**
 * Takes the engine's step to rest: copy tasks reached are copied, newly waiting user tasks get their
 * tasks (or pass / reject by their policy, which steps the engine again), the end ends the instance.
 * The engine state is written with the task rows, in the caller's transaction.
 */
async function settle(c: WfContext, inst: InstanceRow, def: DefinitionRow, first: Step, replay = false) {
  let step = first
  for (let guard = 0; guard < 200; guard++) {
    const nodes = def.nodes as Record<string, NodeConfig>
    if (!replay) {
      const dir = directoryOf(c.tx)
      for (const id of step.started) {
        const config = nodes[id]
        if (config?.kind !== 'copy' || !config.assign) continue
        const users = await resolveAssignees(dir, config.assign, {
          starterId: inst.starterId,
          starterDeptId: inst.starterDeptId,
          formData: inst.formData as Record<string, unknown>,
        })
        await copyTo(c, inst, users, null, id)
        await record(c, inst.id, 'copy', { nodeId: id, nodeName: config.name, comment: users.join(',') })
      }
    }
    replay = false
    if (step.ended) {
      await saveState(c, inst, step.state, [])
      await finish(c, inst, INSTANCE_STATUS.approved)
      return
    }
    const open = new Set((await openTasks(c, inst.id)).map((t) => t.nodeId))
    const passing: string[] = []
    for (const nodeId of step.waiting.filter((n) => !open.has(n))) {
      const outcome = await openNode(c, inst, def, nodeId)
      if (outcome === 'autoReject') {
        await saveState(c, inst, step.state, step.waiting)
        await closeOpenTasks(c, inst.id)
        await finish(c, inst, INSTANCE_STATUS.rejected)
        return
      }
      if (outcome === 'autoPass') passing.push(nodeId)
    }
    await saveState(
      c,
      inst,
      step.state,
      step.waiting.filter((w) => !passing.includes(w)),
    )
    if (passing.length === 0) return
    await passNodes(c, inst, passing)
    step = await signalEngine(step.state, passing)
  }
  throw new EngineError('the process loops without resting')
}

async function saveState(c: WfContext, inst: InstanceRow, state: unknown, waiting: string[]) {
  const def = await definitionOf(c, inst.definitionId)
  const nodes = def.nodes as Record<string, NodeConfig>
  const names = waiting.map((w) => nodes[w]?.name ?? w).join(',')
  await c.tx
    .update(wfInstance)
    .set({ engineState: state, currentNodes: names, updateTime: sql`now()` })
    .where(eq(wfInstance.id, inst.id))
  inst.engineState = state
  inst.currentNodes = names
}

async function passNodes(c: WfContext, inst: InstanceRow, nodeIds: string[]) {
  const passed = [
    ...(inst.passedNodes as string[]),
    ...nodeIds.filter((n) => !(inst.passedNodes as string[]).includes(n)),
  ]
  await c.tx.update(wfInstance).set({ passedNodes: passed }).where(eq(wfInstance.id, inst.id))
  inst.passedNodes = passed
}

async function closeOpenTasks(c: WfContext, instanceId: string, nodeId?: string) {
  const closed = await c.tx
    .update(wfTask)
    .set({ status: TASK_STATUS.cancelled, endTime: sql`now()`, updateTime: sql`now()` })
    .where(
      and(
        eq(wfTask.instanceId, instanceId),
        inArray(wfTask.status, OPEN),
        nodeId ? eq(wfTask.nodeId, nodeId) : undefined,
      ),
    )
    .returning({ assigneeId: wfTask.assigneeId })
  const assignees = closed.map((t) => t.assigneeId)
  await countsChanged(c, assignees)
}

async function finish(c: WfContext, inst: InstanceRow, status: Exclude<InstanceStatus, 'running'>) {
  await c.tx
    .update(wfInstance)
    .set({
      status,
      endTime: sql`now()`,
      updateTime: sql`now()`,
      ...(status !== 'approved' && { currentNodes: '' }),
    })
    .where(eq(wfInstance.id, inst.id))
  inst.status = status
  await record(c, inst.id, 'end', { comment: status })
  await notify(c, inst, inst.starterId, 'end', { status })
  for (const handler of endHandlers.get(inst.processKey) ?? [])
    await handler(c, {
      instanceId: inst.id,
      processKey: inst.processKey,
      businessKey: inst.businessKey,
      status,
      formData: inst.formData as Record<string, unknown>,
      starterId: inst.starterId,
    })
}

// — starting —

export interface StartInput {
  processKey: string
  businessKey?: string | null
  formData: Record<string, unknown>
  starterId: string
}

function checkForm(def: DefinitionRow, formData: Record<string, unknown>) {
  const schema = def.formSchema as FormSchema | null
  for (const f of schema?.fields ?? []) {
    const v = formData[f.prop]
    if (f.required && (v === undefined || v === null || v === ''))
      throw badRequest('workflowFormInvalid', { field: f.label })
    if (f.type === 'number' && v !== undefined && v !== null && v !== '' && Number.isNaN(Number(v)))
      throw badRequest('workflowFormInvalid', { field: f.label })
  }
}

/**
 * Starts the newest active version of `processKey` in the caller's transaction: the instance, the
 * first tasks and the engine state commit with the caller's business change, or none of them.
 */
export async function startProcess(c: WfContext, input: StartInput): Promise<InstanceRow> {
  const def = await newestActive(c, input.processKey)
  checkForm(def, input.formData)
  const [starter] = await userBriefs(c.tx, [input.starterId])
  if (!starter) throw badRequest('workflowBadUser', { id: input.starterId })
  const [inst] = await c.tx
    .insert(wfInstance)
    .values({
      id: c.ids.next(),
      definitionId: def.id,
      processKey: def.processKey,
      version: def.version,
      businessKey: input.businessKey ?? null,
      starterId: input.starterId,
      starterDeptId: starter.deptId,
      status: INSTANCE_STATUS.running,
      formData: input.formData,
      createUser: input.starterId,
    })
    .returning()
  await record(c, inst!.id, 'start', { userId: input.starterId })
  await settle(c, inst!, def, await engineStep(() => startEngine(def.xml, input.formData)))
  return inst!
}

async function engineStep(run: () => Promise<Step>): Promise<Step> {
  try {
    return await run()
  } catch (err) {
    if (err instanceof EngineError) throw modelError(err.message)
    throw err
  }
}

// — acting on tasks —

/** Locks the instance (every action on it is serialised) and answers it. */
async function lockInstance(c: WfContext, id: string): Promise<InstanceRow> {
  const [inst] = await c.tx.select().from(wfInstance).where(eq(wfInstance.id, id)).for('update')
  if (!inst) throw notFound()
  return inst
}

/** Locks a task and its instance; the caller must be its assignee and it must be open to act on. */
async function lockTask(c: WfContext, taskId: string, userId: string | null) {
  const [peek] = await c.tx
    .select({ instanceId: wfTask.instanceId })
    .from(wfTask)
    .where(eq(wfTask.id, taskId))
  if (!peek) throw notFound()
  const inst = await lockInstance(c, peek.instanceId)
  const [task] = await c.tx.select().from(wfTask).where(eq(wfTask.id, taskId)).for('update')
  if (userId !== null && task!.assigneeId !== userId) throw new AppError(403, 403, 'workflowNotCandidate')
  if (task!.status !== TASK_STATUS.pending) throw badRequest('workflowTaskClosed')
  if (inst.status !== INSTANCE_STATUS.running) throw badRequest('workflowNotRunning')
  return { inst, task: task! }
}

async function closeTask(c: WfContext, task: TaskRow, status: string) {
  await c.tx
    .update(wfTask)
    .set({ status, endTime: sql`now()`, updateTime: sql`now()` })
    .where(eq(wfTask.id, task.id))
  task.status = status
  await countsChanged(c, [task.assigneeId])
}

export interface CompleteInput {
  taskId: string
  pass: boolean
  comment?: string
  /** a reject: 'end' (default), 'starter', or a passed node's id */
  backTo?: string
  /** the starter's resubmit: the form's new values (merged) */
  formData?: Record<string, unknown>
}

/** Approves or rejects a task (`userId` null: the system, e.g. a timeout). */
export async function completeTask(c: WfContext, userId: string | null, input: CompleteInput): Promise<void> {
  const { inst, task } = await lockTask(c, input.taskId, userId)
  const def = await definitionOf(c, inst.definitionId)
  const comment = input.comment ?? null

  if (task.delegatedFrom) {
    // a delegate resolves the task: it goes back to whoever delegated it
    await c.tx
      .update(wfTask)
      .set({ assigneeId: task.delegatedFrom, delegatedFrom: null, updateTime: sql`now()` })
      .where(eq(wfTask.id, task.id))
    await record(c, inst.id, 'resolve', { userId, task, targetUserId: task.delegatedFrom, comment })
    await notify(c, inst, task.delegatedFrom, 'delegateDone', { node: task.nodeName })
    await countsChanged(c, [task.assigneeId])
    return
  }

  if (task.kind === 'starter') {
    if (!input.pass) {
      await closeTask(c, task, TASK_STATUS.cancelled)
      await record(c, inst.id, 'cancel', { userId, task, comment })
      await finish(c, inst, INSTANCE_STATUS.cancelled)
      return
    }
    const formData = { ...(inst.formData as Record<string, unknown>), ...input.formData }
    checkForm(def, formData)
    await closeTask(c, task, TASK_STATUS.approved)
    await c.tx.update(wfInstance).set({ formData, passedNodes: [] }).where(eq(wfInstance.id, inst.id))
    inst.formData = formData
    inst.passedNodes = []
    await record(c, inst.id, 'resubmit', { userId, task, comment })
    await settle(c, inst, def, await engineStep(() => startEngine(def.xml, formData)))
    return
  }

  if (!input.pass) {
    await closeTask(c, task, TASK_STATUS.rejected)
    await record(c, inst.id, 'reject', { userId, task, comment, targetUserId: null })
    const config = (def.nodes as Record<string, NodeConfig>)[task.nodeId]
    if (task.kind === 'approve' && config?.method === 'ratio' && !(await ratioImpossible(c, task, config))) {
      await evaluateNode(c, inst, def, task)
      return
    }
    await sendBack(c, inst, def, input.backTo ?? 'end', task)
    return
  }

  await closeTask(c, task, TASK_STATUS.approved)
  await record(c, inst.id, userId === null ? 'timeout' : 'approve', { userId, task, comment })
  if (task.kind === 'sign') {
    await signDone(c, inst, def, task)
    return
  }
  await evaluateNode(c, inst, def, task)
}

async function nodeMainTasks(c: WfContext, task: TaskRow) {
  return c.tx
    .select()
    .from(wfTask)
    .where(
      and(eq(wfTask.instanceId, task.instanceId), eq(wfTask.round, task.round), eq(wfTask.kind, 'approve')),
    )
    .orderBy(asc(wfTask.seq), asc(wfTask.id))
}

async function ratioImpossible(c: WfContext, task: TaskRow, config: NodeConfig) {
  const tasks = await nodeMainTasks(c, task)
  const rejected = tasks.filter((t) => t.status === TASK_STATUS.rejected).length
  return (tasks.length - rejected) / tasks.length < (config.ratio ?? 0.5)
}

/** After a main task of a node closed: is the node done (by its method)? Then the engine goes on. */
async function evaluateNode(c: WfContext, inst: InstanceRow, def: DefinitionRow, task: TaskRow) {
  const config = (def.nodes as Record<string, NodeConfig>)[task.nodeId]
  const method = config?.method ?? 'any'
  const tasks = await nodeMainTasks(c, task)
  const approved = tasks.filter((t) => t.status === TASK_STATUS.approved).length
  const done =
    method === 'any'
      ? approved >= 1
      : method === 'ratio'
        ? approved / tasks.length >= (config?.ratio ?? 0.5)
        : approved === tasks.length
  if (!done) {
    if (method === 'sequential') {
      const next = tasks.find((t) => t.status === TASK_STATUS.waiting)
      if (next && !tasks.some((t) => t.status === TASK_STATUS.pending || t.status === TASK_STATUS.signing)) {
        const dueAt =
          config?.dueHours !== undefined ? new Date(Date.now() + config.dueHours * 3_600_000) : null
        await c.tx.update(wfTask).set({ status: TASK_STATUS.pending, dueAt }).where(eq(wfTask.id, next.id))
        await activated(c, inst, { ...next, status: TASK_STATUS.pending, dueAt }, config?.timeoutAction)
      }
    }
    if (method === 'ratio' && !tasks.some((t) => OPEN.includes(t.status))) {
      await sendBack(c, inst, def, 'end', task)
    }
    return
  }
  await closeOpenTasks(c, inst.id, task.nodeId)
  await passNodes(c, inst, [task.nodeId])
  const step = await engineStep(() => signalEngine(inst.engineState, [task.nodeId]))
  await settle(c, inst, def, step)
}

/** A reject: to the end, back to the starter (resubmit task), or back to a node already passed. */
async function sendBack(c: WfContext, inst: InstanceRow, def: DefinitionRow, backTo: string, task: TaskRow) {
  if (backTo !== 'end' && backTo !== 'starter' && !(inst.passedNodes as string[]).includes(backTo))
    throw badRequest('workflowBadBackNode')
  await closeOpenTasks(c, inst.id)
  if (backTo === 'end') {
    await saveState(c, inst, inst.engineState, [])
    await finish(c, inst, INSTANCE_STATUS.rejected)
    return
  }
  await record(c, inst.id, 'back', { task, comment: backTo })
  if (backTo === 'starter') {
    await c.tx
      .update(wfInstance)
      .set({ engineState: null, passedNodes: [], currentNodes: STARTER_NODE_NAME })
      .where(eq(wfInstance.id, inst.id))
    inst.passedNodes = []
    await insertTask(c, inst, {
      nodeId: STARTER_NODE,
      nodeName: STARTER_NODE_NAME,
      kind: 'starter',
      assigneeId: inst.starterId,
      status: TASK_STATUS.pending,
      round: c.ids.next(),
    })
    return
  }
  const passed = inst.passedNodes as string[]
  const kept = passed.slice(0, passed.indexOf(backTo))
  await c.tx.update(wfInstance).set({ passedNodes: kept }).where(eq(wfInstance.id, inst.id))
  inst.passedNodes = kept
  const step = await engineStep(() => replayTo(def.xml, inst.formData as Record<string, unknown>, backTo))
  await settle(c, inst, def, step, true)
}

async function assertUser(c: WfContext, userId: string) {
  const [u] = await userBriefs(c.tx, [userId])
  if (!u) throw badRequest('workflowBadUser', { id: userId })
}

/**
 * Hands a task to another user: delegate (委派: the delegate acts, then the task comes back to its
 * assignee) or transfer (转办: the task is theirs for good).
 */
async function handOver(
  c: WfContext,
  how: 'delegate' | 'transfer',
  userId: string,
  taskId: string,
  to: string,
  comment?: string,
) {
  const { inst, task } = await lockTask(c, taskId, userId)
  await assertUser(c, to)
  if (to === userId) throw badRequest('workflowBadUser', { id: to })
  const delegatedFrom = how === 'delegate' ? (task.delegatedFrom ?? userId) : null
  await c.tx
    .update(wfTask)
    .set({ assigneeId: to, delegatedFrom, updateTime: sql`now()` })
    .where(eq(wfTask.id, taskId))
  await record(c, inst.id, how, { userId, task, targetUserId: to, comment })
  await notify(c, inst, to, how, { node: task.nodeName })
  await countsChanged(c, [task.assigneeId])
}

export const delegateTask = (c: WfContext, userId: string, taskId: string, to: string, comment?: string) =>
  handOver(c, 'delegate', userId, taskId, to, comment)

export const transferTask = (c: WfContext, userId: string, taskId: string, to: string, comment?: string) =>
  handOver(c, 'transfer', userId, taskId, to, comment)

/** Add sign: signers approve before the caller (its task waits) or after it (its approval waits). */
export async function addSign(
  c: WfContext,
  userId: string,
  taskId: string,
  userIds: string[],
  position: 'before' | 'after',
  comment?: string,
) {
  const { inst, task } = await lockTask(c, taskId, userId)
  if (task.kind !== 'approve' || task.delegatedFrom) throw badRequest('workflowTaskClosed')
  const signers = [...new Set(userIds)].filter((u) => u !== userId)
  if (signers.length === 0) throw badRequest('workflowBadUser', { id: userIds.join(',') })
  for (const u of signers) await assertUser(c, u)
  await c.tx
    .update(wfTask)
    .set({
      status: position === 'before' ? TASK_STATUS.waiting : TASK_STATUS.signing,
      updateTime: sql`now()`,
    })
    .where(eq(wfTask.id, taskId))
  await countsChanged(c, [userId])
  for (const [i, u] of signers.entries()) {
    await insertTask(c, inst, {
      nodeId: task.nodeId,
      nodeName: task.nodeName,
      kind: 'sign',
      assigneeId: u,
      status: TASK_STATUS.pending,
      seq: i,
      round: task.round,
      parentTaskId: task.id,
      signPosition: position,
    })
    await record(c, inst.id, 'addSign', { userId, task, targetUserId: u, comment: comment ?? position })
  }
}

/** The signer who added a task removes it while open; the adding task resumes when none is left. */
export async function removeSign(c: WfContext, userId: string, signTaskId: string, comment?: string) {
  const [peek] = await c.tx.select().from(wfTask).where(eq(wfTask.id, signTaskId))
  if (!peek) throw notFound()
  const inst = await lockInstance(c, peek.instanceId)
  const [sign] = await c.tx.select().from(wfTask).where(eq(wfTask.id, signTaskId)).for('update')
  if (sign!.kind !== 'sign' || !sign!.parentTaskId) throw badRequest('workflowNotSignOwner')
  const [parent] = await c.tx.select().from(wfTask).where(eq(wfTask.id, sign!.parentTaskId))
  if (parent!.assigneeId !== userId) throw new AppError(403, 403, 'workflowNotSignOwner')
  if (sign!.status !== TASK_STATUS.pending) throw badRequest('workflowTaskClosed')
  if (inst.status !== INSTANCE_STATUS.running) throw badRequest('workflowNotRunning')
  await closeTask(c, sign!, TASK_STATUS.cancelled)
  await record(c, inst.id, 'removeSign', { userId, task: sign!, targetUserId: sign!.assigneeId, comment })
  await signDone(c, inst, await definitionOf(c, inst.definitionId), sign!)
}

/** A signer's task closed: when its siblings are all closed, the task that added them resumes. */
async function signDone(c: WfContext, inst: InstanceRow, def: DefinitionRow, sign: TaskRow) {
  const siblings = await c.tx
    .select({ id: wfTask.id })
    .from(wfTask)
    .where(and(eq(wfTask.parentTaskId, sign.parentTaskId!), inArray(wfTask.status, OPEN)))
  if (siblings.length) return
  const [parent] = await c.tx.select().from(wfTask).where(eq(wfTask.id, sign.parentTaskId!))
  if (!parent || !OPEN.includes(parent.status)) return
  if (parent.status === TASK_STATUS.waiting) {
    await c.tx.update(wfTask).set({ status: TASK_STATUS.pending }).where(eq(wfTask.id, parent.id))
    await notify(c, inst, parent.assigneeId!, 'signDone', { node: parent.nodeName })
    return
  }
  await closeTask(c, parent, TASK_STATUS.approved)
  await evaluateNode(c, inst, def, parent)
}

/** Copies (抄送) an instance: by its starter or anyone who has had a task on it. */
export async function copyInstance(
  c: WfContext,
  userId: string,
  instanceId: string,
  userIds: string[],
  comment?: string,
) {
  const inst = await lockInstance(c, instanceId)
  if (!(await isParticipant(c, inst, userId))) throw new AppError(403, 403, 'workflowNotCandidate')
  const live = (await userBriefs(c.tx, [...new Set(userIds)])).map((u) => u.id)
  if (live.length !== new Set(userIds).size) throw badRequest('workflowBadUser', { id: userIds.join(',') })
  await copyTo(c, inst, live, userId)
  await record(c, inst.id, 'copy', { userId, comment: comment ?? live.join(',') })
  return true
}

async function isParticipant(c: WfContext, inst: InstanceRow, userId: string) {
  if (inst.starterId === userId) return true
  const [t] = await c.tx
    .select({ id: wfTask.id })
    .from(wfTask)
    .where(
      and(
        eq(wfTask.instanceId, inst.id),
        or(eq(wfTask.assigneeId, userId), eq(wfTask.delegatedFrom, userId)),
      ),
    )
    .limit(1)
  if (t) return true
  const [h] = await c.tx
    .select({ id: wfHistory.id })
    .from(wfHistory)
    .where(and(eq(wfHistory.instanceId, inst.id), eq(wfHistory.userId, userId)))
    .limit(1)
  if (h) return true
  const [cp] = await c.tx
    .select({ u: wfCopy.userId })
    .from(wfCopy)
    .where(and(eq(wfCopy.instanceId, inst.id), eq(wfCopy.userId, userId)))
  return !!cp
}

/** Actions by which someone after the starter has acted in a round. */
const ACTED = ['approve', 'reject', 'delegate', 'transfer', 'addSign', 'resolve', 'timeout']

/** The starter takes the instance back while nobody has acted since it was (re)started. */
export async function withdraw(c: WfContext, userId: string, instanceId: string, comment?: string) {
  const inst = await lockInstance(c, instanceId)
  if (inst.starterId !== userId) throw new AppError(403, 403, 'workflowNotStarter')
  if (inst.status !== INSTANCE_STATUS.running) throw badRequest('workflowNotRunning')
  const [mark] = await c.tx
    .select({ id: wfHistory.id })
    .from(wfHistory)
    .where(and(eq(wfHistory.instanceId, inst.id), inArray(wfHistory.action, ['start', 'resubmit', 'back'])))
    .orderBy(desc(wfHistory.id))
    .limit(1)
  const atStarter = (await openTasks(c, inst.id)).some((t) => t.kind === 'starter')
  if (!atStarter) {
    const [acted] = await c.tx
      .select({ id: wfHistory.id })
      .from(wfHistory)
      .where(
        and(eq(wfHistory.instanceId, inst.id), gt(wfHistory.id, mark!.id), inArray(wfHistory.action, ACTED)),
      )
      .limit(1)
    if (acted) throw badRequest('workflowCannotWithdraw')
  }
  await closeOpenTasks(c, inst.id)
  await record(c, inst.id, 'withdraw', { userId, comment })
  await finish(c, inst, INSTANCE_STATUS.withdrawn)
  return true
}

/** Ends a running instance as cancelled: its starter, or a workflow administrator (`asManager`). */
export async function cancelInstance(
  c: WfContext,
  userId: string,
  instanceId: string,
  asManager: boolean,
  comment?: string,
) {
  const inst = await lockInstance(c, instanceId)
  if (inst.starterId !== userId && !asManager) throw new AppError(403, 403, 'workflowNotStarter')
  if (inst.status !== INSTANCE_STATUS.running) throw badRequest('workflowNotRunning')
  await closeOpenTasks(c, inst.id)
  await record(c, inst.id, 'cancel', { userId, comment })
  await finish(c, inst, INSTANCE_STATUS.cancelled)
  return true
}

/** The starter reminds the assignees of the open tasks; answers how many were reminded. */
export async function urge(c: WfContext, userId: string, instanceId: string, comment?: string) {
  const inst = await lockInstance(c, instanceId)
  if (inst.starterId !== userId) throw new AppError(403, 403, 'workflowNotStarter')
  if (inst.status !== INSTANCE_STATUS.running) throw badRequest('workflowNotRunning')
  const assignees = [
    ...new Set(
      (await openTasks(c, inst.id)).filter((t) => t.status === TASK_STATUS.pending).map((t) => t.assigneeId!),
    ),
  ]
  for (const a of assignees) await notify(c, inst, a, 'urge', comment ? { comment } : undefined)
  await record(c, inst.id, 'urge', { userId, comment })
  return assignees.length
}

// — durable timers —

/**
 * Fires the tenant's due timers, each once: claimed with FOR UPDATE SKIP LOCKED (another process
 * skips them) and marked fired in the transaction that acts on them. A timer whose task has closed
 * fires as a no-op. Answers how many fired.
 */
export async function fireDueTimers(c: WfContext, limit = 50): Promise<number> {
  const due = await c.tx
    .select()
    .from(wfTimer)
    .where(and(eq(wfTimer.fired, false), sql`${wfTimer.dueAt} <= now()`))
    .orderBy(asc(wfTimer.dueAt))
    .limit(limit)
    .for('update', { skipLocked: true })
  for (const timer of due) {
    await c.tx
      .update(wfTimer)
      .set({ fired: true, firedAt: sql`now()` })
      .where(eq(wfTimer.id, timer.id))
    const [task] = await c.tx.select().from(wfTask).where(eq(wfTask.id, timer.taskId))
    if (!task || task.status !== TASK_STATUS.pending) continue
    if (timer.action === 'approve') {
      await completeTask(c, null, { taskId: task.id, pass: true, comment: '超时自动通过' })
    } else {
      const inst = await lockInstance(c, task.instanceId)
      await record(c, inst.id, 'remind', { task, targetUserId: task.assigneeId })
      await notify(c, inst, task.assigneeId!, 'timeout', { node: task.nodeName })
    }
  }
  return due.length
}

export { isParticipant, definitionOf }
