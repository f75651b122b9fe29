import type { FastifyInstance } from 'fastify'
import { PROMOTION_REVIEW_PROCESS } from '@store/contract'
import { onProcessEnd } from '../workflow'
import activityRoutes from './activity-routes'
import { applyReviewOutcome } from './activity-service'
import { couponIssueJob } from './crowd-issue-service'
import managerRoutes from './manager-routes'

/** The promotions area's routes, and the review's outcome from the workflow (docs/promotion.md). */
export default async function promotionRoutes(app: FastifyInstance) {
  const off = onProcessEnd(PROMOTION_REVIEW_PROCESS, applyReviewOutcome)
  app.addHook('onClose', async () => off())
  app.jobs.define(couponIssueJob(app))
  await app.register(managerRoutes)
  await app.register(activityRoutes)
}
