import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { SMS_MKT_CODES as C, smsMarketingEndpoints as ep } from '@store/contract'
import { sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { actorOf } from '../../core/resource/route-kit'
import {
  campaignDetail,
  campaignPage,
  removeCampaigns,
  saveCampaign,
  type CampaignContext,
} from './campaigns'
import { cancelCampaign, SEND_JOB, sendCampaign, type SendPayload } from './dispatch'
import { review } from './review'
import { deptUsage } from './quota'
import { campaignStats, recipientPage } from './stats'

const paging = (q: { current?: number; size?: number }) => ({ current: q.current ?? 1, size: q.size ?? 10 })

/** Campaigns, their statistics and recipients, the departments' balances and the reviews. */
export default async function campaignRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  /** one transaction in the caller's tenant */
  const asCaller = async <T>(req: FastifyRequest, fn: (c: CampaignContext) => Promise<T>) => {
    const actor = await actorOf(app, req)
    return app.db.withTenant(sessionOf(req), (tx) =>
      fn({ tx, ids: app.ids, actor, timeZone: actor.timeZone }),
    )
  }

  endpointRoute(app, ep.campaignPage, {
    config: { permission: C.campaignView },
    handler: async (req) =>
      ok(
        req,
        await asCaller(req, (c) => campaignPage(c.tx, { ...req.query, ...paging(req.query) }, c.timeZone)),
      ),
  })
  endpointRoute(app, ep.campaignDetail, {
    config: { permission: C.campaignView },
    handler: async (req) =>
      ok(req, await asCaller(req, (c) => campaignDetail(c.tx, req.query.id, c.timeZone))),
  })
  endpointRoute(app, ep.campaignSubmit, {
    config: { permission: C.campaignEdit },
    bodyLimit: 4 * 1024 * 1024,
    handler: async (req) =>
      ok(
        req,
        await asCaller(req, async (c) => campaignDetail(c.tx, await saveCampaign(c, req.body), c.timeZone)),
      ),
  })
  endpointRoute(app, ep.campaignSend, {
    config: { permission: C.campaignSend },
    handler: async (req) =>
      ok(
        req,
        await asCaller(req, async (c) => {
          const enqueue = (tx: Tx, payload: SendPayload, runAt?: Date) =>
            app.jobs.enqueue(tx, SEND_JOB, payload, 5, runAt)
          await sendCampaign(c, req.query.id, enqueue, sessionOf(req).tenantId)
          return campaignDetail(c.tx, req.query.id, c.timeZone)
        }),
      ),
  })
  endpointRoute(app, ep.campaignCancel, {
    config: { permission: C.campaignSend },
    handler: async (req) =>
      ok(
        req,
        await asCaller(req, async (c) => {
          await cancelCampaign(c, req.query.id)
          return campaignDetail(c.tx, req.query.id, c.timeZone)
        }),
      ),
  })
  endpointRoute(app, ep.campaignRemove, {
    config: { permission: C.campaignDelete },
    handler: async (req) => {
      await asCaller(req, (c) => removeCampaigns(c, req.query.ids.split(',')))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.campaignStats, {
    config: { permission: C.campaignView },
    handler: async (req) => ok(req, await asCaller(req, (c) => campaignStats(c.tx, req.query.id))),
  })
  endpointRoute(app, ep.recipientPage, {
    config: { permission: C.campaignView },
    handler: async (req) =>
      ok(
        req,
        await asCaller(req, (c) => recipientPage(c.tx, { ...req.query, ...paging(req.query) }, c.timeZone)),
      ),
  })
  endpointRoute(app, ep.deptUsage, {
    config: { permission: `${C.dept}_view` },
    handler: async (req) => ok(req, await asCaller(req, (c) => deptUsage(c.tx))),
  })
  endpointRoute(app, ep.signatureAudit, {
    config: { permission: C.audit },
    handler: async (req) => {
      await asCaller(req, (c) => review(c.tx, c.ids, 'sms-signature', req.body, c.actor))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.templateAudit, {
    config: { permission: C.audit },
    handler: async (req) => {
      await asCaller(req, (c) => review(c.tx, c.ids, 'sms-template', req.body, c.actor))
      return ok(req, true)
    },
  })
}
