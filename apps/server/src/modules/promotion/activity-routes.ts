import type { FastifyInstance, FastifyRequest } from 'fastify'
import {
  activityEndpoints as ep,
  analysisEndpoints,
  couponEndpoints,
  permissionCodes,
  PROMOTION_CODES,
  trialEndpoints,
} from '@store/contract'
import { assertPermission, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { actorOf } from '../../core/resource/route-kit'
import {
  activityDetail,
  activityPage,
  changeActivityState,
  removeActivities,
  saveActivity,
  submitForReview,
} from './activity-service'
import { redemptionSummary } from './analysis-service'
import type { PromContext } from './context'
import { couponPage, issueCoupons } from './coupon-service'
import { COUPON_ISSUE_JOB, issueTask, startPackIssue } from './crowd-issue-service'
import { activityPerformance } from './performance-service'
import { trialCalculation } from './trial-service'

/** Activities (draft, review, state changes, trial calculation), issued coupons and their analysis, under `/api/store-prom-manager/`. */
export default async function activityRoutes(app: FastifyInstance) {
  const codes = permissionCodes({ permission: PROMOTION_CODES.activity })
  /** one transaction in the caller's tenant, with who acts and how they read times and messages */
  const inTenant = async <T>(req: FastifyRequest, fn: (c: PromContext) => Promise<T>) => {
    const actor = await actorOf(app, req)
    return app.db.withTenant(sessionOf(req), (tx) =>
      fn({ ...actor, tx, ids: app.ids, tenantId: actor.session.tenantId }),
    )
  }

  endpointRoute(app, ep.page, {
    config: { permission: [codes.view, PROMOTION_CODES.review] },
    handler: async (req) => ok(req, await inTenant(req, (c) => activityPage(c, req.query))),
  })
  endpointRoute(app, ep.detail, {
    config: { permission: [codes.view, PROMOTION_CODES.review] },
    handler: async (req) => ok(req, await inTenant(req, (c) => activityDetail(c, req.query.id))),
  })
  endpointRoute(app, ep.submit, {
    config: { permission: [codes.add, codes.edit] },
    handler: async (req) => {
      await assertPermission(req, req.body.id ? codes.edit : codes.add)
      return ok(req, await inTenant(req, (c) => saveActivity(c, req.body)))
    },
  })
  endpointRoute(app, ep.remove, {
    config: { permission: codes.remove },
    handler: async (req) => {
      await inTenant(req, (c) => removeActivities(c, req.query.ids.split(',')))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.submitReview, {
    config: { permission: PROMOTION_CODES.activityState },
    handler: async (req) =>
      ok(req, await inTenant(req, (c) => submitForReview(c, req.body.id, sessionOf(req).userId))),
  })
  endpointRoute(app, ep.changeState, {
    config: { permission: PROMOTION_CODES.activityState },
    handler: async (req) =>
      ok(req, await inTenant(req, (c) => changeActivityState(c, req.body.id, req.body.action))),
  })

  endpointRoute(app, trialEndpoints.trial, {
    config: { permission: PROMOTION_CODES.trial },
    handler: async (req) => ok(req, await inTenant(req, (c) => trialCalculation(c, req.body))),
  })

  endpointRoute(app, couponEndpoints.issue, {
    config: { permission: PROMOTION_CODES.couponIssue },
    handler: async (req) => {
      const issued = await inTenant(req, (c) => issueCoupons(c, req.body.templateId, req.body.memberIds))
      return ok(req, { issued })
    },
  })
  endpointRoute(app, couponEndpoints.issuePack, {
    config: { permission: PROMOTION_CODES.couponIssue },
    handler: async (req) =>
      ok(
        req,
        await inTenant(req, (c) =>
          startPackIssue(c, (tx, job) => app.jobs.enqueue(tx, COUPON_ISSUE_JOB, job), req.body),
        ),
      ),
  })
  endpointRoute(app, couponEndpoints.issueTask, {
    config: { permission: PROMOTION_CODES.couponIssue },
    handler: async (req) => ok(req, await inTenant(req, (c) => issueTask(c, req.query.id))),
  })
  endpointRoute(app, couponEndpoints.page, {
    config: {
      permission: [
        PROMOTION_CODES.couponIssue,
        permissionCodes({ permission: 'promotion_coupon_template' }).view,
      ],
    },
    handler: async (req) => ok(req, await inTenant(req, (c) => couponPage(c, req.query))),
  })

  endpointRoute(app, analysisEndpoints.redemptions, {
    config: { permission: PROMOTION_CODES.analysis },
    handler: async (req) =>
      ok(req, await app.db.withTenant(sessionOf(req), (tx) => redemptionSummary(tx, req.query.activityId))),
  })
  endpointRoute(app, analysisEndpoints.performance, {
    config: { permission: PROMOTION_CODES.analysis },
    handler: async (req) => ok(req, await inTenant(req, (c) => activityPerformance(c, req.query.activityId))),
  })
}
