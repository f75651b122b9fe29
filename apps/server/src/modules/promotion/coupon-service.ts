import { and, count, desc, eq, inArray, ne, sql, type SQL } from 'drizzle-orm'
import type { Coupon, CouponStatus, Page } from '@store/contract'
import { recordAudit } from '../../core/audit/service'
import { badRequest, notFound } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import type { PromContext } from './context'
import { liveMemberIds } from '../insider'
import { promCoupon, promCouponTemplate } from './schema'

export type CouponTemplate = typeof promCouponTemplate.$inferSelect

/** The template, locked: concurrent issues queue on its row, so its quantity and per-member limit hold. */
export async function lockedTemplate(
  c: Pick<PromContext, 'tx'>,
  templateId: string,
): Promise<CouponTemplate> {
  const [template] = await c.tx
    .select()
    .from(promCouponTemplate)
    .where(and(eq(promCouponTemplate.id, templateId), eq(promCouponTemplate.isDeleted, 0)))
    .for('update')
  if (!template) throw notFound()
  if (template.status !== 1) throw badRequest('promCouponTemplateDisabled', { name: template.name })
  return template
}

/** Whether a coupon template can issue coupons: it exists, is not deleted and is enabled. */
export async function couponTemplateUsable(c: Pick<PromContext, 'tx'>, templateId: string): Promise<boolean> {
  const [row] = await c.tx
    .select({ status: promCouponTemplate.status })
    .from(promCouponTemplate)
    .where(and(eq(promCouponTemplate.id, templateId), eq(promCouponTemplate.isDeleted, 0)))
  return row?.status === 1
}

/** The enabled, live coupon template with this code, or null: how other modules' demo data pick the promotions' demo coupons. */
export async function usableCouponTemplateByCode(
  c: Pick<PromContext, 'tx'>,
  code: string,
): Promise<{ id: string; name: string } | null> {
  const [row] = await c.tx
    .select({ id: promCouponTemplate.id, name: promCouponTemplate.name })
    .from(promCouponTemplate)
    .where(
      and(
        eq(promCouponTemplate.code, code),
        eq(promCouponTemplate.isDeleted, 0),
        eq(promCouponTemplate.status, 1),
      ),
    )
  return row ?? null
}

/** Those of the members who already hold the template's per-member limit of live coupons. */
export async function membersAtLimit(
  c: Pick<PromContext, 'tx'>,
  template: CouponTemplate,
  memberIds: string[],
): Promise<string[]> {
  const full = await c.tx
    .select({ memberId: promCoupon.memberId })
    .from(promCoupon)
    .where(
      and(
        eq(promCoupon.templateId, template.id),
        inArray(promCoupon.memberId, memberIds),
        ne(promCoupon.status, 'void'),
      ),
    )
    .groupBy(promCoupon.memberId)
    .having(sql`count(*) >= ${template.perMemberLimit}`)
  return full.map((f) => f.memberId)
}

/**
 * Issues one coupon of a template to each member, all or none: every member must exist (the members'
 * module says), and the template's quantity and per-member limit hold under its row lock.
 */
export async function issueCoupons(c: PromContext, templateId: string, memberIds: string[]): Promise<number> {
  const live = await liveMemberIds(c.tx, memberIds)
  const unknown = memberIds.filter((id) => !live.has(id))
  if (unknown.length) throw badRequest('promCouponUnknownMembers', { ids: unknown.slice(0, 10).join(', ') })
  const template = await lockedTemplate(c, templateId)
  const left = template.totalQuantity - template.issued
  if (memberIds.length > left)
    throw badRequest('promCouponQuantityExceeded', { name: template.name, left, wanted: memberIds.length })
  const [full] = await membersAtLimit(c, template, memberIds)
  if (full)
    throw badRequest('promCouponMemberLimit', {
      member: full,
      limit: template.perMemberLimit,
      name: template.name,
    })
  return writeCoupons(c, template, memberIds)
}

/** Writes one coupon of the (locked) template for each entry of `memberIds`, counts them issued, audits. */
async function writeCoupons(c: PromContext, template: CouponTemplate, memberIds: string[]): Promise<number> {
  const ids = memberIds.map(() => c.ids.next())
  await c.tx.insert(promCoupon).values(
    memberIds.map((memberId, i) => ({
      id: ids[i]!,
      templateId: template.id,
      memberId,
      validFrom: sql`now()`,
      validTo: sql`now() + make_interval(days => ${template.validDays})`,
      createUser: c.userId,
      updateUser: c.userId,
    })),
  )
  await c.tx
    .update(promCouponTemplate)
    .set({ issued: sql`${promCouponTemplate.issued} + ${memberIds.length}` })
    .where(eq(promCouponTemplate.id, template.id))
  await recordAudit(c.tx, c.ids, {
    resource: 'promotion-coupon',
    action: 'insert',
    recordIds: ids,
    before: null,
    after: { templateId: template.id, memberIds },
    userId: c.userId,
    requestId: c.requestId,
  })
  return memberIds.length
}

/**
 * Issues `quantity` coupons of a template to one member (a paying membership's monthly coupons), all or
 * none: the member must exist, and the template's quantity and per-member limit (counting what the
 * member holds already) hold under its row lock.
 */
export async function issueMemberCoupons(
  c: PromContext,
  input: { templateId: string; memberId: string; quantity: number },
): Promise<number> {
  const live = await liveMemberIds(c.tx, [input.memberId])
  if (!live.has(input.memberId)) throw badRequest('promCouponUnknownMembers', { ids: input.memberId })
  const template = await lockedTemplate(c, input.templateId)
  const left = template.totalQuantity - template.issued
  if (input.quantity > left)
    throw badRequest('promCouponQuantityExceeded', { name: template.name, left, wanted: input.quantity })
  const [held] = await c.tx
    .select({ n: count() })
    .from(promCoupon)
    .where(
      and(
        eq(promCoupon.templateId, template.id),
        eq(promCoupon.memberId, input.memberId),
        ne(promCoupon.status, 'void'),
      ),
    )
  if (Number(held?.n ?? 0) + input.quantity > template.perMemberLimit)
    throw badRequest('promCouponMemberLimit', {
      member: input.memberId,
      limit: template.perMemberLimit,
      name: template.name,
    })
  return writeCoupons(
    c,
    template,
    Array.from({ length: input.quantity }, () => input.memberId),
  )
}

/** An unused coupon past its end reads as expired. */
const statusNow = sql<CouponStatus>`case when ${promCoupon.status} = 'unused' and ${promCoupon.validTo} <= now()
  then 'expired' else ${promCoupon.status} end`

export async function couponPage(
  c: PromContext,
  q: { current?: number; size?: number; templateId?: string; memberId?: string },
): Promise<Page<Coupon>> {
  const current = q.current ?? 1
  const size = q.size ?? 10
  const conditions: SQL[] = []
  if (q.templateId) conditions.push(eq(promCoupon.templateId, q.templateId))
  if (q.memberId) conditions.push(eq(promCoupon.memberId, q.memberId))
  const where = and(...conditions)
  const [{ total }] = (await c.tx.select({ total: count() }).from(promCoupon).where(where)) as [
    { total: number },
  ]
  const rows = await c.tx
    .select({
      id: promCoupon.id,
      templateId: promCoupon.templateId,
      templateName: promCouponTemplate.name,
      memberId: promCoupon.memberId,
      status: statusNow,
      validFrom: promCoupon.validFrom,
      validTo: promCoupon.validTo,
      createTime: promCoupon.createTime,
    })
    .from(promCoupon)
    .innerJoin(promCouponTemplate, eq(promCouponTemplate.id, promCoupon.templateId))
    .where(where)
    .orderBy(desc(promCoupon.createTime), desc(promCoupon.id))
    .limit(size)
    .offset((current - 1) * size)
  return {
    records: rows.map((r) => ({
      ...r,
      validFrom: formatDateTime(r.validFrom, c.timeZone),
      validTo: formatDateTime(r.validTo, c.timeZone),
      createTime: formatDateTime(r.createTime, c.timeZone),
    })),
    total,
    size,
    current,
    pages: Math.ceil(total / size),
  }
}
