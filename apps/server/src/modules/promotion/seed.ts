import { and, eq } from 'drizzle-orm'
import { PROMOTION_CODES, WORKFLOW_USER_CODES } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import type { DemoSeeded } from '../../core/module'
import { seedRoles } from '../access'
import { assignRoles, userByAccount } from '../user'
import { deploy } from '../workflow'
import { submitForReview } from './activity-service'
import { PROMOTION_REVIEW, PROMOTION_REVIEWER_ROLE } from './review-process'
import { promActivity, promChannel, promCouponTemplate, promScene, promSlogan, promWay } from './schema'
import {
  DEMO_ACTIVITIES,
  DEMO_CHANNELS,
  DEMO_COUPON_TEMPLATES,
  DEMO_SCENES,
  DEMO_SLOGANS,
  DEMO_WAYS,
} from './seed-data'

const DAY_MS = 86_400_000
/** The activity the seed sends for review, so the queue and the reviewers' to-do list show one. */
export const DEMO_IN_REVIEW = 'P-SERIES-02'

/**
 * A demo tenant's promotions (inside its seeding transaction): scenes, channels, slogans, ways,
 * coupon templates, activities of every type in several states, the review process and its
 * reviewers (the administrator and, where the workflow seeded one, the store manager).
 */
export async function seedPromotion(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  goods: DemoSeeded['goods'] | undefined,
): Promise<void> {
  const row = () => ({ id: ids.next() })
  await tx.insert(promScene).values(DEMO_SCENES.map((s) => ({ ...row(), ...s })))
  await tx.insert(promChannel).values(DEMO_CHANNELS.map((s) => ({ ...row(), ...s })))
  await tx.insert(promSlogan).values(DEMO_SLOGANS.map((s) => ({ ...row(), ...s })))
  await tx
    .insert(promWay)
    .values(DEMO_SCENES.flatMap((s) => DEMO_WAYS.map((w) => ({ ...row(), ...w, promScene: s.code }))))
  await tx.insert(promCouponTemplate).values(DEMO_COUPON_TEMPLATES.map((t) => ({ ...row(), ...t })))

  const today = new Date(Math.floor(Date.now() / DAY_MS) * DAY_MS)
  const goodsIds = (goods ?? []).map((g) => g.id)
  await tx.insert(promActivity).values(
    DEMO_ACTIVITIES.map(({ days, goods: n, status, ...a }) => ({
      ...row(),
      ...a,
      status: status === 'review' ? 'draft' : status,
      scope: n ? { goodsIds: goodsIds.slice(0, n) } : {},
      startTime: new Date(today.getTime() + days[0] * DAY_MS),
      endTime: new Date(today.getTime() + days[1] * DAY_MS),
    })),
  )

  const roles = await seedRoles(tx, ids, [
    {
      alias: PROMOTION_REVIEWER_ROLE,
      name: '促销审核员',
      codes: [...WORKFLOW_USER_CODES, PROMOTION_CODES.review],
    },
  ])
  const reviewer = roles.get(PROMOTION_REVIEWER_ROLE)!
  const admin = await userByAccount(tx, 'admin')
  const manager = await userByAccount(tx, 'manager')
  for (const user of [admin, manager]) if (user) await assignRoles(tx, user.id, [reviewer])
  await deploy({ tx, ids, tenantId }, admin?.id ?? null, PROMOTION_REVIEW)
  if (!admin) return
  const [inReview] = await tx
    .select({ id: promActivity.id })
    .from(promActivity)
    .where(and(eq(promActivity.code, DEMO_IN_REVIEW), eq(promActivity.isDeleted, 0)))
  await submitForReview(
    { tx, ids, tenantId, userId: admin.id, timeZone: 'Asia/Shanghai', locale: 'zh_CN' },
    inReview!.id,
    admin.id,
  )
}
