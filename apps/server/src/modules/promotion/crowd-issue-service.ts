import { and, eq, sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { translate, type CouponIssueTask, type MessageKey } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { AppError, badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import { formatDateTime } from '../../core/time'
import { crowdPackSearch } from '../crm'
import { countMembers, memberIdsMatching } from '../insider'
import type { PromContext } from './context'
import { lockedTemplate, membersAtLimit } from './coupon-service'
import { promCoupon, promCouponIssue, promCouponTemplate } from './schema'

export const COUPON_ISSUE_JOB = 'promotion.coupon-issue'
/** members given coupons per transaction */
export const ISSUE_BATCH = 200

type Task = typeof promCouponIssue.$inferSelect
interface IssueJob {
  tenantId: string
  taskId: string
}
interface Stored {
  key: MessageKey
  params: Record<string, string | number>
}

async function packSearch(tx: Tx, packId: string) {
  const pack = await crowdPackSearch(tx, packId)
  if (!pack) throw badRequest('promCrowdPackMissing')
  return pack
}

const present = (c: Pick<PromContext, 'timeZone' | 'locale'>, t: Task): CouponIssueTask => {
  const stored = t.error ? (JSON.parse(t.error) as Stored) : null
  return {
    id: t.id,
    templateId: t.templateId,
    packId: t.packId,
    status: t.status as CouponIssueTask['status'],
    total: t.total,
    issued: t.issued,
    skipped: t.skipped,
    error: stored ? translate(stored.key, c.locale, stored.params) : null,
    createTime: formatDateTime(t.createTime, c.timeZone),
  }
}

/**
 * Starts issuing a template's coupons to a crowd pack's members: refused at once when the template is
 * disabled, the pack gone or the pack larger than the quantity left; otherwise a job issues them a batch
 * at a time. A request key seen before answers that issue unchanged (a double click starts one issue).
 */
export async function startPackIssue(
  c: PromContext,
  enqueue: (tx: Tx, job: IssueJob) => Promise<unknown>,
  body: { templateId: string; packId: string; requestKey: string },
): Promise<CouponIssueTask> {
  const byKey = () =>
    c.tx.select().from(promCouponIssue).where(eq(promCouponIssue.requestKey, body.requestKey))
  const [seen] = await byKey()
  if (seen) return present(c, seen)
  const template = await lockedTemplate(c, body.templateId)
  const { filter } = await packSearch(c.tx, body.packId)
  const total = await countMembers(c.tx, filter)
  const left = template.totalQuantity - template.issued
  if (total > left)
    throw badRequest('promCouponQuantityExceeded', { name: template.name, left, wanted: total })
  const [task] = await c.tx
    .insert(promCouponIssue)
    .values({ id: c.ids.next(), ...body, total, createUser: c.userId, updateUser: c.userId })
    .onConflictDoNothing({ target: [promCouponIssue.tenantId, promCouponIssue.requestKey] })
    .returning()
  if (!task) return present(c, (await byKey())[0]!)
  await enqueue(c.tx, { tenantId: c.tenantId, taskId: task.id })
  await recordAudit(c.tx, c.ids, {
    resource: 'promotion-coupon-issue',
    action: 'insert',
    recordIds: [task.id],
    before: null,
    after: { ...body, total },
    userId: c.userId,
    requestId: c.requestId,
  })
  return present(c, task)
}

export async function issueTask(c: PromContext, id: string): Promise<CouponIssueTask> {
  const [task] = await c.tx.select().from(promCouponIssue).where(eq(promCouponIssue.id, id))
  if (!task) throw notFound()
  return present(c, task)
}

/**
 * Gives the next batch of the pack's members their coupon, in one transaction: members at the
 * per-member limit are skipped, a member already given one by this issue gets none again, and the
 * template's quantity still holds (the issue stops, failed, when it runs out). Answers whether more is left.
 */
export async function issueNextBatch(
  tx: Tx,
  ids: IdGenerator,
  taskId: string,
  batchSize = ISSUE_BATCH,
): Promise<boolean> {
  const [task] = await tx.select().from(promCouponIssue).where(eq(promCouponIssue.id, taskId)).for('update')
  if (!task || task.status !== 'running') return false
  const stop = async (status: 'done' | 'failed', error: Stored | null, change: Partial<Task> = {}) => {
    await tx
      .update(promCouponIssue)
      .set({ ...change, status, error: error && JSON.stringify(error), updateTime: sql`now()` })
      .where(eq(promCouponIssue.id, taskId))
    return false
  }
  let template, filter
  try {
    template = await lockedTemplate({ tx }, task.templateId)
    filter = (await packSearch(tx, task.packId)).filter
  } catch (e) {
    if (e instanceof AppError) return stop('failed', { key: e.key, params: e.params })
    throw e
  }
  const batch = await memberIdsMatching(tx, filter, task.cursor, batchSize)
  if (!batch.length) return stop('done', null)
  const full = new Set(await membersAtLimit({ tx }, template, batch))
  const eligible = batch.filter((m) => !full.has(m))
  const left = template.totalQuantity - template.issued
  const given = eligible.slice(0, Math.max(0, left))
  const inserted = given.length
    ? await tx
        .insert(promCoupon)
        .values(
          given.map((memberId) => ({
            id: ids.next(),
            templateId: template.id,
            memberId,
            issueId: task.id,
            validFrom: sql`now()`,
            validTo: sql`now() + make_interval(days => ${template.validDays})`,
            createUser: task.createUser,
            updateUser: task.createUser,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: promCoupon.id })
    : []
  await tx
    .update(promCouponTemplate)
    .set({ issued: sql`${promCouponTemplate.issued} + ${inserted.length}` })
    .where(eq(promCouponTemplate.id, template.id))
  const progress = {
    issued: task.issued + inserted.length,
    skipped: task.skipped + full.size,
    cursor: batch[batch.length - 1]!,
  }
  if (given.length < eligible.length)
    return stop(
      'failed',
      { key: 'promCouponQuantityExceeded', params: { name: template.name, left, wanted: eligible.length } },
      progress,
    )
  await tx
    .update(promCouponIssue)
    .set({ ...progress, updateTime: sql`now()` })
    .where(and(eq(promCouponIssue.id, taskId), eq(promCouponIssue.status, 'running')))
  return true
}

/** The job that walks a crowd-pack issue to its end, one transaction per batch (a rerun resumes at the cursor). */
export function couponIssueJob(app: FastifyInstance) {
  return {
    name: COUPON_ISSUE_JOB,
    async run({ tenantId, taskId }: IssueJob, ctx: { heartbeat(): Promise<void>; signal: AbortSignal }) {
      while (
        !ctx.signal.aborted &&
        (await app.db.withTenant({ tenantId }, (tx) => issueNextBatch(tx, app.ids, taskId)))
      )
        await ctx.heartbeat()
    },
    async failed(tx: Tx, { taskId }: IssueJob) {
      await tx
        .update(promCouponIssue)
        .set({ status: 'failed', updateTime: sql`now()` })
        .where(and(eq(promCouponIssue.id, taskId), eq(promCouponIssue.status, 'running')))
    },
  }
}
