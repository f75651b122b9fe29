import { and, count, desc, asc, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  TASK_STATUS,
  type FormSchema,
  type HistoryRecord,
  type InstanceRecord,
  type TaskRecord,
} from '@store/contract'
import { notFound, AppError } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { userBriefs } from '../user'
import { wfCopy, wfDefinition, wfHistory, wfInstance, wfTask } from './schema'
import { withDiagram } from './layout'
import { definitionOf, isParticipant, type WfContext } from './service'
import type { NodeConfig } from './types'

export interface Paging {
  current: number
  size: number
}

const fmt = (d: Date | null, tz: string) => (d ? formatDateTime(d, tz) : null)

async function names(c: WfContext, ids: (string | null)[]) {
  const wanted = [...new Set(ids.filter((i): i is string => !!i))]
  const found = await userBriefs(c.tx, wanted)
  return new Map(found.map((u) => [u.id, u.realName ?? u.account]))
}

const page = <T>(records: T[], total: number, p: Paging) => ({
  records,
  total,
  size: p.size,
  current: p.current,
  pages: Math.ceil(total / p.size),
})

const definitionRecord = (d: typeof wfDefinition.$inferSelect, tz: string) => ({
  id: d.id,
  processKey: d.processKey,
  version: d.version,
  name: d.name,
  category: d.category,
  status: d.status as 'active' | 'suspended',
  formSchema: (d.formSchema as FormSchema | null) ?? null,
  createTime: formatDateTime(d.createTime, tz),
})

export async function definitionPage(
  c: WfContext,
  filter: { processKey?: string; name?: string; newestActive?: boolean; category?: string },
  p: Paging,
  tz: string,
) {
  const where = and(
    filter.processKey ? eq(wfDefinition.processKey, filter.processKey) : undefined,
    filter.name
      ? sql`${wfDefinition.name} ILIKE ${`%${filter.name.replace(/[\\%_]/g, '\\$&')}%`}`
      : undefined,
    filter.category ? eq(wfDefinition.category, filter.category) : undefined,
    filter.newestActive
      ? sql`${wfDefinition.status} = 'active' AND ${wfDefinition.version} = (SELECT max(d2.version) FROM wf_definition d2 WHERE d2.process_key = ${wfDefinition.processKey} AND d2.status = 'active')`
      : undefined,
  )
  const [n] = await c.tx.select({ n: count() }).from(wfDefinition).where(where)
  const rows = await c.tx
    .select()
    .from(wfDefinition)
    .where(where)
    .orderBy(asc(wfDefinition.processKey), desc(wfDefinition.version))
    .limit(p.size)
    .offset((p.current - 1) * p.size)
  return page(
    rows.map((r) => definitionRecord(r, tz)),
    Number(n!.n),
    p,
  )
}

export async function definitionDetail(c: WfContext, id: string, tz: string) {
  const d = await definitionOf(c, id)
  const nodes = d.nodes as Record<string, NodeConfig>
  return {
    ...definitionRecord(d, tz),
    xml: await withDiagram(d.xml),
    designer: (d.designer as never) ?? null,
    nodes: Object.entries(nodes)
      .filter(([, n]) => n.kind === 'approver')
      .map(([id, n]) => ({ id, name: n.name })),
  }
}

const taskColumns = {
  task: wfTask,
  processKey: wfInstance.processKey,
  businessKey: wfInstance.businessKey,
  starterId: wfInstance.starterId,
  processName: wfDefinition.name,
}

/**
 * A page of the tasks matching `where`, a condition on wf_task alone: the to-do index orders, counts
 * and pages them without visiting an instance, and only the page's rows are joined to theirs (with
 * 100k open tasks a join before paging made PostgreSQL walk every instance: docs/workflow.md).
 */
async function taskPage(c: WfContext, where: SQL, order: SQL[], p: Paging, tz: string) {
  const [n] = await c.tx.select({ n: count() }).from(wfTask).where(where)
  const pageIds = c.tx
    .select({ id: wfTask.id })
    .from(wfTask)
    .where(where)
    .orderBy(...order)
    .limit(p.size)
    .offset((p.current - 1) * p.size)
  const rows = await c.tx
    .select(taskColumns)
    .from(wfTask)
    .innerJoin(wfInstance, eq(wfInstance.id, wfTask.instanceId))
    .innerJoin(wfDefinition, eq(wfDefinition.id, wfInstance.definitionId))
    .where(inArray(wfTask.id, pageIds))
    .orderBy(...order)
  const who = await names(
    c,
    rows.flatMap((r) => [r.task.assigneeId, r.starterId]),
  )
  return page(
    rows.map((r) => taskRecord(r, who, tz)),
    Number(n!.n),
    p,
  )
}

/** Tasks of the instances of one process key, as a condition on wf_task. */
const ofProcess = (c: WfContext, processKey: string | undefined) =>
  processKey
    ? inArray(
        wfTask.instanceId,
        c.tx.select({ id: wfInstance.id }).from(wfInstance).where(eq(wfInstance.processKey, processKey)),
      )
    : undefined

function taskRecord(
  r: {
    task: typeof wfTask.$inferSelect
    processKey: string
    businessKey: string | null
    starterId: string
    processName: string
  },
  who: Map<string, string>,
  tz: string,
): TaskRecord {
  const t = r.task
  return {
    id: t.id,
    instanceId: t.instanceId,
    processKey: r.processKey,
    processName: r.processName,
    businessKey: r.businessKey,
    nodeId: t.nodeId,
    nodeName: t.nodeName,
    assigneeId: t.assigneeId,
    assigneeName: t.assigneeId ? (who.get(t.assigneeId) ?? null) : null,
    status: t.status,
    kind: t.kind,
    parentTaskId: t.parentTaskId,
    delegatedFrom: t.delegatedFrom,
    starterId: r.starterId,
    starterName: who.get(r.starterId) ?? null,
    dueTime: fmt(t.dueAt, tz),
    createTime: formatDateTime(t.createTime, tz),
    endTime: fmt(t.endTime, tz),
  }
}

export const todoPage = (
  c: WfContext,
  userId: string,
  processKey: string | undefined,
  p: Paging,
  tz: string,
) =>
  taskPage(
    c,
    and(eq(wfTask.assigneeId, userId), eq(wfTask.status, TASK_STATUS.pending), ofProcess(c, processKey))!,
    [asc(wfTask.createTime), asc(wfTask.id)],
    p,
    tz,
  )

/** Tasks the user approved or rejected (history holds who acted: delegation moves the assignee). */
export const donePage = (
  c: WfContext,
  userId: string,
  processKey: string | undefined,
  p: Paging,
  tz: string,
) =>
  taskPage(
    c,
    and(
      inArray(
        wfTask.id,
        c.tx
          .select({ id: sql<string>`${wfHistory.taskId}` })
          .from(wfHistory)
          .where(
            and(eq(wfHistory.userId, userId), inArray(wfHistory.action, ['approve', 'reject', 'resubmit'])),
          ),
      ),
      ofProcess(c, processKey),
    )!,
    [desc(wfTask.endTime), desc(wfTask.id)],
    p,
    tz,
  )

async function instancePage(c: WfContext, where: SQL | undefined, p: Paging, tz: string) {
  const [n] = await c.tx.select({ n: count() }).from(wfInstance).where(where)
  const rows = await c.tx
    .select({ inst: wfInstance, processName: wfDefinition.name })
    .from(wfInstance)
    .innerJoin(wfDefinition, eq(wfDefinition.id, wfInstance.definitionId))
    .where(where)
    .orderBy(desc(wfInstance.createTime), desc(wfInstance.id))
    .limit(p.size)
    .offset((p.current - 1) * p.size)
  const who = await names(
    c,
    rows.map((r) => r.inst.starterId),
  )
  return page(
    rows.map((r) => instanceRecord(r.inst, r.processName, who, tz)),
    Number(n!.n),
    p,
  )
}

function instanceRecord(
  i: typeof wfInstance.$inferSelect,
  processName: string,
  who: Map<string, string>,
  tz: string,
): InstanceRecord {
  return {
    id: i.id,
    processKey: i.processKey,
    processName,
    version: i.version,
    businessKey: i.businessKey,
    starterId: i.starterId,
    starterName: who.get(i.starterId) ?? null,
    status: i.status,
    currentNodes: i.currentNodes,
    createTime: formatDateTime(i.createTime, tz),
    endTime: fmt(i.endTime, tz),
  }
}

export interface InstanceFilter {
  processKey?: string
  status?: string
}

const filtered = (f: InstanceFilter) => [
  f.processKey ? eq(wfInstance.processKey, f.processKey) : undefined,
  f.status ? eq(wfInstance.status, f.status) : undefined,
]

export const sendPage = (c: WfContext, userId: string, f: InstanceFilter, p: Paging, tz: string) =>
  instancePage(c, and(eq(wfInstance.starterId, userId), ...filtered(f)), p, tz)

export const copyPage = (c: WfContext, userId: string, f: InstanceFilter, p: Paging, tz: string) =>
  instancePage(
    c,
    and(
      inArray(
        wfInstance.id,
        c.tx.select({ id: wfCopy.instanceId }).from(wfCopy).where(eq(wfCopy.userId, userId)),
      ),
      ...filtered(f),
    ),
    p,
    tz,
  )

export const allInstancesPage = (c: WfContext, f: InstanceFilter, p: Paging, tz: string) =>
  instancePage(c, and(...filtered(f)), p, tz)

/** An instance with its form, tasks, history and copies: for its participants (or a manager). */
export async function instanceDetail(
  c: WfContext,
  userId: string,
  id: string,
  asManager: boolean,
  tz: string,
) {
  const [inst] = await c.tx.select().from(wfInstance).where(eq(wfInstance.id, id))
  if (!inst) throw notFound()
  if (!asManager && !(await isParticipant(c, inst, userId)))
    throw new AppError(403, 403, 'workflowNotCandidate')
  const def = await definitionOf(c, inst.definitionId)
  const tasks = await c.tx.select().from(wfTask).where(eq(wfTask.instanceId, id)).orderBy(asc(wfTask.id))
  const history = await c.tx
    .select()
    .from(wfHistory)
    .where(eq(wfHistory.instanceId, id))
    .orderBy(asc(wfHistory.id))
  const copies = await c.tx
    .select()
    .from(wfCopy)
    .where(eq(wfCopy.instanceId, id))
    .orderBy(asc(wfCopy.createTime))
  const who = await names(c, [
    inst.starterId,
    ...tasks.map((t) => t.assigneeId),
    ...history.flatMap((h) => [h.userId, h.targetUserId]),
    ...copies.map((cp) => cp.userId),
  ])
  const nodes = def.nodes as Record<string, NodeConfig>
  return {
    instance: instanceRecord(inst, def.name, who, tz),
    formData: inst.formData as Record<string, unknown>,
    formSchema: (def.formSchema as FormSchema | null) ?? null,
    tasks: tasks.map((t) =>
      taskRecord(
        {
          task: t,
          processKey: inst.processKey,
          businessKey: inst.businessKey,
          starterId: inst.starterId,
          processName: def.name,
        },
        who,
        tz,
      ),
    ),
    history: history.map((h): HistoryRecord => ({
      id: h.id,
      taskId: h.taskId,
      nodeId: h.nodeId,
      nodeName: h.nodeName,
      action: h.action,
      userId: h.userId,
      userName: h.userId ? (who.get(h.userId) ?? null) : null,
      targetUserId: h.targetUserId,
      comment: h.comment,
      createTime: formatDateTime(h.createTime, tz),
    })),
    copies: copies.map((cp) => ({
      userId: cp.userId,
      userName: who.get(cp.userId) ?? null,
      createTime: formatDateTime(cp.createTime, tz),
    })),
    backNodes: (inst.passedNodes as string[]).map((n) => ({ id: n, name: nodes[n]?.name ?? n })),
    xml: await withDiagram(def.xml),
  }
}
