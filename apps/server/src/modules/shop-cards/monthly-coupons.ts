import { and, eq, gt, isNotNull, sql } from 'drizzle-orm'
import { formatDateTime } from '../../core/time'
import { issueMemberCoupons } from '../promotion'
import type { CardsContext } from './context'
import { shopMemberCouponGrant, shopMemberPlan, shopMembership } from './schema'

/**
 * Issues each active paying member of the tenant their plan's monthly coupons (from the plan's coupon
 * template, by the promotions area) once per tenant-local month: the grant row (one per member and
 * month) is written first, so a second run in the month issues nothing. A member whose coupons the
 * promotions area refuses (template stopped or used up, the member's limit reached) is skipped and
 * tried again at the next run. Answers how many members were issued coupons and how many were refused.
 */
export async function grantMonthlyCoupons(c: CardsContext, now = new Date()) {
  const month = formatDateTime(now, c.timeZone).slice(0, 7)
  const due = await c.tx
    .select({
      memberId: shopMembership.memberId,
      planId: shopMemberPlan.id,
      templateId: shopMemberPlan.couponTemplateId,
      quantity: shopMemberPlan.monthlyCoupons,
    })
    .from(shopMembership)
    .innerJoin(shopMemberPlan, eq(shopMemberPlan.id, shopMembership.planId))
    .where(
      and(
        gt(shopMembership.endTime, now),
        gt(shopMemberPlan.monthlyCoupons, 0),
        isNotNull(shopMemberPlan.couponTemplateId),
      ),
    )
    .orderBy(shopMembership.memberId)
  let granted = 0
  let refused = 0
  for (const { templateId, ...member } of due) {
    await c.tx.execute(sql`SAVEPOINT monthly_coupons`)
    try {
      const [fresh] = await c.tx
        .insert(shopMemberCouponGrant)
        .values({ ...member, templateId: templateId!, month })
        .onConflictDoNothing()
        .returning({ memberId: shopMemberCouponGrant.memberId })
      if (fresh) {
        await issueMemberCoupons(c, {
          templateId: templateId!,
          memberId: member.memberId,
          quantity: member.quantity,
        })
        granted += 1
      }
      await c.tx.execute(sql`RELEASE SAVEPOINT monthly_coupons`)
    } catch {
      await c.tx.execute(sql`ROLLBACK TO SAVEPOINT monthly_coupons`)
      refused += 1
    }
  }
  return { granted, refused }
}
