import { and, eq, inArray } from 'drizzle-orm'
import {
  smsCompanyResource,
  smsDeptResource,
  smsSignatureResource,
  smsTemplateResource,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import type { WriteRules } from '../../core/resource/service'
import { smsMktCampaign, smsMktCompany, smsMktDept, smsMktSignature, smsMktTemplate } from './schema'

const asTable = (t: unknown) => t as ResourceTable
/** campaigns that still hold on to their department and template */
const ACTIVE = ['scheduled', 'sending', 'halted']

const refuseMissing = async (tx: Tx, table: unknown, id: unknown, what: string) => {
  if (!(await isLive(tx, asTable(table), String(id)))) throw badRequest('smsMktMissing', { what })
}

/** Whether any live row of `table` has `column` in `ids`. */
async function used(tx: Tx, table: typeof smsMktDept | typeof smsMktSignature, ids: string[]) {
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(inArray(table.companyId, ids), eq(table.isDeleted, 0)))
    .limit(1)
  return Boolean(row)
}

const ids = (rows: Record<string, unknown>[]) => rows.map((r) => String(r.id))

/** A company still used by a department or a signature stays. */
export const companyRules: WriteRules = {
  async beforeRemove(tx, rows, actor) {
    if ((await used(tx, smsMktDept, ids(rows))) || (await used(tx, smsMktSignature, ids(rows))))
      throw badRequest('smsMktInUse', { what: smsCompanyResource.label[actor.locale] })
  },
}

/** A department sends through a live company; its quota never drops below what it has spent. */
export const deptRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    await refuseMissing(
      tx,
      smsMktCompany,
      row.companyId,
      smsDeptResource.fields.companyId.label[actor.locale],
    )
    const spent = Number(row.spentFen ?? 0)
    if (Number(row.quotaFen) < spent) throw badRequest('smsMktQuotaBelowSpent', { spent })
  },
  async beforeRemove(tx, rows, actor) {
    const [active] = await tx
      .select({ id: smsMktCampaign.id })
      .from(smsMktCampaign)
      .where(and(inArray(smsMktCampaign.deptId, ids(rows)), inArray(smsMktCampaign.status, ACTIVE)))
      .limit(1)
    if (active) throw badRequest('smsMktInUse', { what: smsDeptResource.label[actor.locale] })
  },
}

/** Any save sends a signature or template back to review: what was approved is what is sent. */
const backToReview: WriteRules['afterSave'] = async (tx, saved) => {
  const table = 'signatureId' in saved ? smsMktTemplate : smsMktSignature
  await tx
    .update(table)
    .set({ auditStatus: 0, auditRemark: null })
    .where(eq(table.id, String(saved.id)))
  saved.auditStatus = 0
  saved.auditRemark = null
}

export const signatureRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    await refuseMissing(
      tx,
      smsMktCompany,
      row.companyId,
      smsSignatureResource.fields.companyId.label[actor.locale],
    )
  },
  afterSave: backToReview,
  async beforeRemove(tx, rows, actor) {
    const [template] = await tx
      .select({ id: smsMktTemplate.id })
      .from(smsMktTemplate)
      .where(and(inArray(smsMktTemplate.signatureId, ids(rows)), eq(smsMktTemplate.isDeleted, 0)))
      .limit(1)
    if (template) throw badRequest('smsMktInUse', { what: smsSignatureResource.label[actor.locale] })
  },
}

export const templateRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    await refuseMissing(
      tx,
      smsMktSignature,
      row.signatureId,
      smsTemplateResource.fields.signatureId.label[actor.locale],
    )
  },
  afterSave: backToReview,
  async beforeRemove(tx, rows, actor) {
    const [active] = await tx
      .select({ id: smsMktCampaign.id })
      .from(smsMktCampaign)
      .where(and(inArray(smsMktCampaign.templateId, ids(rows)), inArray(smsMktCampaign.status, ACTIVE)))
      .limit(1)
    if (active) throw badRequest('smsMktInUse', { what: smsTemplateResource.label[actor.locale] })
  },
}
