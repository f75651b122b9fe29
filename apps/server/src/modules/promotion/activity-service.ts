import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm'
import {
  ACTIVITY_ACTION_NAMES,
  ACTIVITY_STATUS_NAMES,
  PROMOTION_REVIEW_PROCESS,
  type Activity,
  type ActivityAction,
  type ActivityInput,
  type ActivityPageQuery,
  type ActivityStatus,
  type Page,
} from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { startProcess, type ProcessOutcome, type WfContext } from '../workflow'
import { effectiveStatus, effectiveStatusSql, nextStatus } from './activity-status'
import type { PromContext } from './context'
import { assertPromType } from './prom-type'
import { promActivity, promScene } from './schema'

type Row = typeof promActivity.$inferSelect
const RESOURCE = 'promotion-activity'
const live = eq(promActivity.isDeleted, 0)
const at = (value: string, timeZone: string) => sql`(${value}::timestamp AT TIME ZONE ${timeZone})`

export function toActivity(row: Row, timeZone: string, now = new Date()): Activity {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    promType: row.promType,
    form: row.form as Activity['form'],
    sceneCode: row.sceneCode,
    layer: row.layer as Activity['layer'],
    exclusivity: row.exclusivity as Activity['exclusivity'],
    priority: row.priority,
    status: effectiveStatus(row.status as ActivityStatus, row.startTime, row.endTime, now),
    startTime: formatDateTime(row.startTime, timeZone),
    endTime: formatDateTime(row.endTime, timeZone),
    weekdays: row.weekdays,
    hours: row.hours,
    scope: row.scope,
    tiers: row.tiers,
    perMemberLimit: row.perMemberLimit,
    totalLimit: row.totalLimit,
    budgetFen: row.budgetFen,
    usedFen: row.usedFen,
    usedCount: row.usedCount,
    processInstanceId: row.processInstanceId,
    promoCode: row.promoCode,
    slogan: row.slogan,
    remark: row.remark,
    createTime: formatDateTime(row.createTime, timeZone),
    updateTime: formatDateTime(row.updateTime, timeZone),
  }
}

/** The live activity, locked for the rest of the transaction. */
async function lockActivity(c: Pick<PromContext, 'tx'>, id: string): Promise<Row> {
  const [row] = await c.tx
    .select()
    .from(promActivity)
    .where(and(eq(promActivity.id, id), live))
    .for('update')
  if (!row) throw notFound()
  return row
}

export async function activityDetail(c: PromContext, id: string): Promise<Activity> {
  const [row] = await c.tx
    .select()
    .from(promActivity)
    .where(and(eq(promActivity.id, id), live))
  if (!row) throw notFound()
  return toActivity(row, c.timeZone)
}

export async function activityPage(c: PromContext, q: ActivityPageQuery): Promise<Page<Activity>> {
  const current = q.current ?? 1
  const size = q.size ?? 10
  const conditions: SQL[] = [live]
  if (q.name) {
    const like = `%${q.name.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
    conditions.push(or(ilike(promActivity.name, like), ilike(promActivity.code, like))!)
  }
  if (q.status) conditions.push(sql`${effectiveStatusSql} = ${q.status}`)
  if (q.promType) conditions.push(eq(promActivity.promType, q.promType))
  const where = and(...conditions)
  const [{ total }] = (await c.tx.select({ total: count() }).from(promActivity).where(where)) as [
    { total: number },
  ]
  const rows = await c.tx
    .select()
    .from(promActivity)
    .where(where)
    .orderBy(desc(promActivity.createTime), desc(promActivity.id))
    .limit(size)
    .offset((current - 1) * size)
  return {
    records: rows.map((r) => toActivity(r, c.timeZone)),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
  }
}

async function checkInput(c: PromContext, input: ActivityInput): Promise<void> {
  assertPromType(input.promType)
  if (input.endTime <= input.startTime) throw badRequest('promActivityEndBeforeStart')
  if (input.tiers.some((t, i) => i > 0 && t.threshold <= input.tiers[i - 1]!.threshold))
    throw badRequest('promTiersNotAscending')
  if (input.sceneCode) {
    const [scene] = await c.tx
      .select({ id: promScene.id })
      .from(promScene)
      .where(and(eq(promScene.code, input.sceneCode), eq(promScene.isDeleted, 0)))
    if (!scene) throw badRequest('promSceneUnknown', { code: input.sceneCode })
  }
  const [taken] = await c.tx
    .select({ id: promActivity.id })
    .from(promActivity)
    .where(and(eq(promActivity.code, input.code), live, input.id ? ne(promActivity.id, input.id) : undefined))
  if (taken) throw badRequest('promActivityCodeTaken', { code: input.code })
}

const assertDraft = (row: Row) => {
  if (row.status !== 'draft') throw badRequest('promActivityNotDraft', { name: row.name })
}

/** Inserts a draft (no id) or changes one; only drafts may change. */
export async function saveActivity(c: PromContext, input: ActivityInput): Promise<Activity> {
  const before = input.id ? await lockActivity(c, input.id) : undefined
  if (before) assertDraft(before)
  await checkInput(c, input)
  const { id: _id, startTime, endTime, ...fields } = input
  const values = {
    ...fields,
    startTime: at(startTime, c.timeZone),
    endTime: at(endTime, c.timeZone),
    updateUser: c.userId,
    updateTime: sql`now()`,
  }
  const [saved] = before
    ? await c.tx.update(promActivity).set(values).where(eq(promActivity.id, before.id)).returning()
    : await c.tx
        .insert(promActivity)
        .values({ ...values, id: c.ids.next(), status: 'draft', createUser: c.userId })
        .returning()
  const after = toActivity(saved!, c.timeZone)
  await recordAudit(c.tx, c.ids, {
    resource: RESOURCE,
    action: before ? 'update' : 'insert',
    recordIds: [after.id],
    before: before ? toActivity(before, c.timeZone) : null,
    after,
    userId: c.userId,
    requestId: c.requestId,
  })
  return after
}

/** Removes drafts (logically); anything past draft is kept for its history. */
export async function removeActivities(c: PromContext, ids: string[]): Promise<void> {
  const rows = await c.tx
    .select()
    .from(promActivity)
    .where(and(inArray(promActivity.id, ids), live))
    .for('update')
  if (rows.length !== new Set(ids).size) throw notFound()
  rows.forEach(assertDraft)
  await c.tx
    .update(promActivity)
    .set({ isDeleted: 1, updateUser: c.userId, updateTime: sql`now()` })
    .where(inArray(promActivity.id, ids))
  await recordAudit(c.tx, c.ids, {
    resource: RESOURCE,
    action: 'remove',
    recordIds: ids,
    before: rows.map((r) => toActivity(r, c.timeZone)),
    after: null,
    userId: c.userId,
    requestId: c.requestId,
  })
}

/** Where an action leads from the activity's status as of now, or a refusal naming both. */
function stepOf(c: PromContext, row: Row, action: ActivityAction) {
  const from = effectiveStatus(row.status as ActivityStatus, row.startTime, row.endTime, new Date())
  const to = nextStatus(from, action)
  if (!to)
    throw badRequest('promActivityBadTransition', {
      name: row.name,
      from: ACTIVITY_STATUS_NAMES[from][c.locale],
      action: ACTIVITY_ACTION_NAMES[action][c.locale],
    })
  return { from, to }
}

/** Moves an activity by one step of its life. */
async function move(
  c: PromContext,
  row: Row,
  action: ActivityAction,
  extra: Partial<typeof promActivity.$inferInsert> = {},
): Promise<Activity> {
  const { from, to } = stepOf(c, row, action)
  const [saved] = await c.tx
    .update(promActivity)
    .set({ ...extra, status: to, updateUser: c.userId, updateTime: sql`now()` })
    .where(eq(promActivity.id, row.id))
    .returning()
  const after = toActivity(saved!, c.timeZone)
  await recordAudit(c.tx, c.ids, {
    resource: RESOURCE,
    action: 'update',
    recordIds: [row.id],
    before: { status: from },
    after: { status: to, action },
    userId: c.userId,
    requestId: c.requestId,
  })
  return after
}

/** Sends a draft for review: the promotion_review process starts with the activity as its business key. */
export async function submitForReview(c: PromContext, id: string, starterId: string): Promise<Activity> {
  const row = await lockActivity(c, id)
  stepOf(c, row, 'submit')
  const instance = await startProcess(c, {
    processKey: PROMOTION_REVIEW_PROCESS,
    businessKey: row.id,
    formData: {
      code: row.code,
      name: row.name,
      promType: row.promType,
      form: row.form,
      startTime: formatDateTime(row.startTime, c.timeZone),
      endTime: formatDateTime(row.endTime, c.timeZone),
      budgetFen: row.budgetFen ?? '',
    },
    starterId,
  })
  return move(c, row, 'submit', { processInstanceId: instance.id })
}

/** Pause, resume or end, from the status as of now. */
export async function changeActivityState(
  c: PromContext,
  id: string,
  action: 'pause' | 'resume' | 'end',
): Promise<Activity> {
  return move(c, await lockActivity(c, id), action)
}

/**
 * The review's outcome (the workflow's `onProcessEnd`, in its transaction): approved → scheduled
 * (active at once when its start has passed), anything else → back to draft.
 */
export async function applyReviewOutcome(wf: WfContext, outcome: ProcessOutcome): Promise<void> {
  if (!outcome.businessKey) return
  const [row] = await wf.tx
    .select()
    .from(promActivity)
    .where(and(eq(promActivity.id, outcome.businessKey), live))
    .for('update')
  if (row?.status !== 'review') return
  const c: PromContext = { ...wf, userId: null, timeZone: 'UTC', locale: 'zh_CN' }
  await move(c, row, outcome.status === 'approved' ? 'approve' : 'reject')
}
