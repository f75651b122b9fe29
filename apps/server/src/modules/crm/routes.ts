import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  boundCardResource,
  consumeGoodsResource,
  consumeResource,
  couponResource,
  crmEndpoints,
  crmTabEndpoints,
  crowdPackResource,
  posUrlResource,
  evaluationResource,
  guideResource,
  healthRecordResource,
  memberChangeResource,
  memberResource,
  memberTagResource,
  permissionCodes,
  tagDimensionResource,
  type ResourceDef,
} from '@store/contract'
import { SIGNED_IN, assertPermission, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { forbidden, notFound } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import { actorOf, fieldLabelsOf } from '../../core/resource/route-kit'
import { resourceRoutes } from '../../core/resource/routes'
import { ResourceService } from '../../core/resource/service'
import {
  crmBoundCard,
  crmConsume,
  crmConsumeGoods,
  crmCoupon,
  crmCrowdPack,
  crmPosUrl,
  crmEvaluation,
  crmGuide,
  crmHealthRecord,
  crmMemberChange,
  crmTag,
  crmTagDimension,
} from './schema'
import { crowdCountJob, crowdPackRules, queueCrowdCount } from './crowd'
import { tagRules, tagWithDimension, unbindCard } from './service'
import { functionSwitch, payMethods, posUrlRules, savePayMethod } from './settings'

const asTable = (t: unknown) => t as ResourceTable

/** The member detail's tabs the CRM serves: the endpoint of its paged list, resource and table. */
const TABS: [(typeof crmTabEndpoints)[keyof typeof crmTabEndpoints], ResourceDef, unknown][] = [
  [crmTabEndpoints.memberChange, memberChangeResource, crmMemberChange],
  [crmTabEndpoints.consume, consumeResource, crmConsume],
  [crmTabEndpoints.evaluation, evaluationResource, crmEvaluation],
  [crmTabEndpoints.healthRecord, healthRecordResource, crmHealthRecord],
  [crmTabEndpoints.coupon, couponResource, crmCoupon],
]

/**
 * The CRM's server (`/api/store-crm`, and the bound cards under `/api/store-why`): the member detail's
 * tabs it keeps, shop assistants, tags and their dimensions, crowd packs, and the CRM settings (POS
 * addresses, prepaid payment methods, function switches; the entry mode is the login page's, in social).
 */
export default async function crmRoutes(fastify: FastifyInstance) {
  await fastify.register(resourceRoutes(guideResource, asTable(crmGuide)))
  await fastify.register(resourceRoutes(tagDimensionResource, asTable(crmTagDimension)))
  await fastify.register(resourceRoutes(memberTagResource, asTable(crmTag), tagRules))
  await fastify.register(resourceRoutes(crowdPackResource, asTable(crmCrowdPack), crowdPackRules(fastify)))
  fastify.jobs.define(crowdCountJob(fastify))

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = (def: ResourceDef, table: unknown) =>
    new ResourceService(def, asTable(table), app.ids, app.dictionaries, app.dataScopes)
  const inTenant = <T>(req: FastifyRequest, fn: Parameters<typeof app.db.withTenant<T>>[1]) =>
    app.db.withTenant(sessionOf(req), fn)

  for (const [endpoint, def, table] of TABS) {
    const tab = service(def, table)
    endpointRoute(app, endpoint, {
      config: { permission: def.permission },
      handler: async (req) => {
        const actor = await actorOf(app, req)
        return ok(req, await inTenant(req, (tx) => tab.page(tx, req.query as Record<string, unknown>, actor)))
      },
    })
  }

  const cards = service(boundCardResource, crmBoundCard)
  endpointRoute(app, crmEndpoints.boundCards, {
    config: { permission: boundCardResource.permission },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const { insId, current, size } = req.query
      return ok(req, await inTenant(req, (tx) => cards.page(tx, { memberId: insId, current, size }, actor)))
    },
  })

  endpointRoute(app, crmEndpoints.unbindCard, {
    config: { permission: permissionCodes(memberResource).edit },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      await inTenant(req, (tx) => unbindCard(tx, app.ids, req.query.id, actor))
      return ok(req, true)
    },
  })

  const purchases = service(consumeResource, crmConsume)
  endpointRoute(app, crmEndpoints.purchase, {
    config: { permission: consumeResource.permission },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => purchases.detail(tx, req.query.consumeId, actor)))
    },
  })

  const lines = service(consumeGoodsResource, crmConsumeGoods)
  endpointRoute(app, crmEndpoints.purchaseGoods, {
    config: { permission: consumeResource.permission },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => lines.list(tx, { consumeId: req.query.consumeId }, actor)))
    },
  })

  const guides = service(guideResource, crmGuide)
  const guideCodes = permissionCodes(guideResource)
  endpointRoute(app, crmEndpoints.guidesByIds, {
    config: { permission: guideCodes.view },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => guides.byIds(tx, req.query.ids.split(','), actor)))
    },
  })

  endpointRoute(app, crmEndpoints.tenantGuides, {
    config: { permission: guideCodes.view },
    handler: async (req) => {
      if (req.query.tenantId !== sessionOf(req).tenantId) throw forbidden(guideCodes.view)
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => guides.list(tx, { status: 1 }, actor)))
    },
  })

  endpointRoute(app, crmEndpoints.refreshCrowd, {
    config: { permission: permissionCodes(crowdPackResource).edit },
    handler: async (req) => {
      await inTenant(req, async (tx) => {
        if (!(await isLive(tx, asTable(crmCrowdPack), req.query.id))) throw notFound()
        await queueCrowdCount(app, tx, req.query.id)
      })
      return ok(req, true)
    },
  })

  const posUrls = new ResourceService(
    posUrlResource,
    asTable(crmPosUrl),
    app.ids,
    app.dictionaries,
    app.dataScopes,
    posUrlRules,
  )
  const posCodes = permissionCodes(posUrlResource)
  endpointRoute(app, crmEndpoints.posUrls, {
    config: { permission: posCodes.view },
    handler: async (req) => {
      if (req.query.tenantId !== sessionOf(req).tenantId) throw forbidden(posCodes.view)
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => posUrls.list(tx, {}, actor)))
    },
  })
  endpointRoute(app, crmEndpoints.savePosUrl, {
    config: { permission: [posCodes.add, posCodes.edit], fieldLabels: fieldLabelsOf(posUrlResource) },
    handler: async (req) => {
      const body = req.body as Record<string, unknown>
      await assertPermission(req, body.id ? posCodes.edit : posCodes.add)
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => posUrls.submit(tx, body, actor)))
    },
  })

  endpointRoute(app, crmEndpoints.payMethods, {
    config: { permission: 'crm_pay_method_view' },
    handler: async (req) => ok(req, await inTenant(req, (tx) => payMethods(tx, req.locale))),
  })
  endpointRoute(app, crmEndpoints.savePayMethod, {
    config: { permission: 'crm_pay_method_edit' },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => savePayMethod(tx, app.ids, req.body, actor)))
    },
  })

  endpointRoute(app, crmEndpoints.functionSwitch, {
    // the CRM's screens ask whether one of their functions is on; nothing secret is answered
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      if (req.query.tenantId !== sessionOf(req).tenantId) throw forbidden(SIGNED_IN)
      return ok(req, await inTenant(req, (tx) => functionSwitch(tx, req.query.functionName)))
    },
  })

  endpointRoute(app, crmEndpoints.tagDetail, {
    config: { permission: permissionCodes(memberTagResource).view },
    handler: async (req) => {
      const detail = await inTenant(req, async (tx) => {
        const tag = await tagWithDimension(tx, req.query.id)
        if (!tag) throw notFound()
        return { ...tag, memberCount: await app.memberCounts.withTag(tx, tag.id) }
      })
      return ok(req, detail)
    },
  })
}
