import { and, count, desc, eq, inArray, like, sql } from 'drizzle-orm'
import {
  AUDIT_STATUS,
  CAMPAIGN_STATUS_LABELS,
  smsDeptResource,
  smsSignatureResource,
  smsTemplateResource,
  translate,
  type Campaign,
  type CampaignInput,
  type CampaignStatus,
  type MessageKey,
} from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import type { IdGenerator } from '../../core/ids'
import type { Actor } from '../../core/resource/service'
import { formatDateTime } from '../../core/time'
import { assertAudience, listPhones } from './audience'
import { renderCampaignSms, variablesOf } from './content'
import { smsMktCampaign, smsMktDept, smsMktSignature, smsMktTemplate } from './schema'

/** What a campaign's calls need: the request's tenant transaction, the caller and the tenant's zone. */
export interface CampaignContext {
  tx: Tx
  ids: IdGenerator
  actor: Actor
  timeZone: string
}

type Row = typeof smsMktCampaign.$inferSelect

export async function instantOf(tx: Tx, local: string, timeZone: string): Promise<Date> {
  const rows = await tx.execute(sql`SELECT (${local}::timestamp AT TIME ZONE ${timeZone}) AS at`)
  return new Date((rows.rows[0] as { at: string | Date }).at)
}

export function refuse(row: Row, action: MessageKey, c: CampaignContext): never {
  const { locale } = c.actor
  throw badRequest('smsMktState', {
    status: CAMPAIGN_STATUS_LABELS[row.status as CampaignStatus][locale],
    action: translate(action, locale),
  })
}

export async function lockCampaign(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(smsMktCampaign)
    .where(and(eq(smsMktCampaign.id, id), eq(smsMktCampaign.isDeleted, 0)))
    .for('update')
  if (!row) throw notFound()
  return row
}

/** The template with its signature, live; with `approved`, both must have passed review. */
export async function templateOf(tx: Tx, id: string, c: CampaignContext, approved = false) {
  const { locale } = c.actor
  const [row] = await tx
    .select({
      id: smsMktTemplate.id,
      name: smsMktTemplate.name,
      content: smsMktTemplate.content,
      auditStatus: smsMktTemplate.auditStatus,
      signature: smsMktSignature.name,
      signatureAudit: smsMktSignature.auditStatus,
    })
    .from(smsMktTemplate)
    .innerJoin(smsMktSignature, eq(smsMktSignature.id, smsMktTemplate.signatureId))
    .where(and(eq(smsMktTemplate.id, id), eq(smsMktTemplate.isDeleted, 0), eq(smsMktSignature.isDeleted, 0)))
  if (!row) throw badRequest('smsMktMissing', { what: smsTemplateResource.label[locale] })
  if (approved && row.signatureAudit !== AUDIT_STATUS.approved)
    throw badRequest('smsMktNotApproved', { what: smsSignatureResource.label[locale] })
  if (approved && row.auditStatus !== AUDIT_STATUS.approved)
    throw badRequest('smsMktNotApproved', { what: smsTemplateResource.label[locale] })
  return row
}

async function assertDept(tx: Tx, id: string, c: CampaignContext) {
  const [dept] = await tx
    .select({ id: smsMktDept.id })
    .from(smsMktDept)
    .where(and(eq(smsMktDept.id, id), eq(smsMktDept.isDeleted, 0), eq(smsMktDept.status, 1)))
  if (!dept) throw badRequest('smsMktMissing', { what: smsDeptResource.label[c.actor.locale] })
}

/** Saves a draft: its department, template, values of every variable and audience must exist. */
export async function saveCampaign(c: CampaignContext, input: CampaignInput): Promise<string> {
  const { tx } = c
  if (input.id) {
    const row = await lockCampaign(tx, input.id)
    if (row.status !== 'draft') refuse(row, 'smsMktActionEdit', c)
  }
  await assertDept(tx, input.deptId, c)
  const template = await templateOf(tx, input.templateId, c)
  const params = input.params ?? {}
  const missing = variablesOf(template.content).filter((v) => !params[v]?.trim())
  if (missing.length) throw badRequest('smsMktMissingParam', { names: missing.join(', ') })
  const list = input.audienceKind === 'list' ? listPhones(input.phones ?? []).join('\n') || null : null
  const audience = {
    kind: input.audienceKind,
    id: input.audienceKind === 'list' ? null : (input.audienceId ?? null),
    list,
  }
  await assertAudience(tx, audience)
  const fields = {
    name: input.name,
    deptId: input.deptId,
    templateId: input.templateId,
    audienceKind: audience.kind,
    audienceId: audience.id,
    phoneList: list,
    params,
    sendAt: input.sendAt ? await instantOf(tx, input.sendAt, c.timeZone) : null,
    quietStart: input.quietStart ?? '21:00',
    quietEnd: input.quietEnd ?? '08:00',
    updateUser: c.actor.userId,
    updateTime: sql`now()`,
  }
  const id = input.id ?? c.ids.next()
  if (input.id) await tx.update(smsMktCampaign).set(fields).where(eq(smsMktCampaign.id, id))
  else await tx.insert(smsMktCampaign).values({ ...fields, id, createUser: c.actor.userId })
  await audit(c, id, input.id ? 'update' : 'insert', { ...fields, phoneList: undefined })
  return id
}

export const audit = (
  c: CampaignContext,
  id: string,
  action: 'insert' | 'update' | 'remove',
  after: unknown,
) =>
  recordAudit(c.tx, c.ids, {
    resource: 'sms-campaign',
    action,
    recordIds: [id],
    before: null,
    after,
    userId: c.actor.userId,
    requestId: c.actor.requestId,
  })

const joined = (tx: Tx) =>
  tx
    .select({
      row: smsMktCampaign,
      deptName: smsMktDept.name,
      templateName: smsMktTemplate.name,
      content: smsMktTemplate.content,
      signature: smsMktSignature.name,
    })
    .from(smsMktCampaign)
    .innerJoin(smsMktDept, eq(smsMktDept.id, smsMktCampaign.deptId))
    .innerJoin(smsMktTemplate, eq(smsMktTemplate.id, smsMktCampaign.templateId))
    .innerJoin(smsMktSignature, eq(smsMktSignature.id, smsMktTemplate.signatureId))

type Joined = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number]

function toCampaign(j: Joined, timeZone: string): Campaign {
  const { row } = j
  const time = (d: Date | null) => (d ? formatDateTime(d, timeZone) : null)
  return {
    id: row.id,
    name: row.name,
    deptId: row.deptId,
    deptName: j.deptName,
    templateId: row.templateId,
    templateName: j.templateName,
    audienceKind: row.audienceKind as Campaign['audienceKind'],
    audienceId: row.audienceId,
    listSize: row.phoneList ? row.phoneList.split('\n').length : 0,
    params: row.params,
    preview: renderCampaignSms(j.signature, j.content, row.params),
    sendAt: time(row.sendAt),
    quietStart: row.quietStart,
    quietEnd: row.quietEnd,
    status: row.status as CampaignStatus,
    recipientCount: row.recipientCount,
    costFen: row.costFen,
    startTime: time(row.startTime),
    finishTime: time(row.finishTime),
    createTime: formatDateTime(row.createTime, timeZone),
  }
}

export async function campaignDetail(tx: Tx, id: string, timeZone: string): Promise<Campaign> {
  const [j] = await joined(tx).where(and(eq(smsMktCampaign.id, id), eq(smsMktCampaign.isDeleted, 0)))
  if (!j) throw notFound()
  return toCampaign(j, timeZone)
}

export async function campaignPage(
  tx: Tx,
  q: { current: number; size: number; status?: CampaignStatus; name?: string },
  timeZone: string,
) {
  const where = and(
    eq(smsMktCampaign.isDeleted, 0),
    q.status ? eq(smsMktCampaign.status, q.status) : undefined,
    q.name ? like(smsMktCampaign.name, `%${q.name.replace(/[\\%_]/g, '\\$&')}%`) : undefined,
  )
  const rows = await joined(tx)
    .where(where)
    .orderBy(desc(smsMktCampaign.createTime), desc(smsMktCampaign.id))
    .limit(q.size)
    .offset((q.current - 1) * q.size)
  const [total] = await tx.select({ n: count() }).from(smsMktCampaign).where(where)
  const n = Number(total?.n ?? 0)
  return {
    records: rows.map((j) => toCampaign(j, timeZone)),
    total: n,
    size: q.size,
    current: q.current,
    pages: Math.ceil(n / q.size),
  }
}

/** Removes campaigns that hold nothing back: drafts, finished or cancelled ones. */
export async function removeCampaigns(c: CampaignContext, ids: string[]): Promise<void> {
  for (const id of ids) {
    const row = await lockCampaign(c.tx, id)
    if (!['draft', 'done', 'cancelled'].includes(row.status)) refuse(row, 'smsMktActionRemove', c)
  }
  await c.tx.update(smsMktCampaign).set({ isDeleted: 1 }).where(inArray(smsMktCampaign.id, ids))
  for (const id of ids) await audit(c, id, 'remove', null)
}
