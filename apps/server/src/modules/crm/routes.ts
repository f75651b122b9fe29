import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  CRM_API,
  ConsumeDetailQuery,
  Envelope,
  GuideChangeAnswer,
  GuideChangeBody,
  Id,
  IdsQuery,
  LangParam,
  PAGING,
  PageOf,
  TagDetail1,
  TenantIdQuery,
  IdQuery,
  WHY_API,
  boundCardResource,
  consumeGoodsResource,
  consumeResource,
  couponResource,
  crowdPackResource,
  posUrlResource,
  submitSchema,
  PayMethodSaveBody,
  PayMethodSetting,
  FunctionQuery,
  FunctionSwitch,
  evaluationResource,
  guideResource,
  healthRecordResource,
  memberChangeResource,
  memberResource,
  memberTagResource,
  pageQuerySchema,
  permissionCodes,
  tagDimensionResource,
  type ResourceDef,
} from '@store/contract'
import { SIGNED_IN, assertPermission, sessionOf } from '../../core/auth'
import { ok } from '../../core/envelope'
import { forbidden, notFound } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import { NoQuery, actorOf, errors, extraRecordSchema, fieldLabelsOf } from '../../core/resource/route-kit'
import { resourceRoutes } from '../../core/resource/routes'
import { ResourceService } from '../../core/resource/service'
import { membersWithTag, reassignGuide } from '../insider'
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

/** The member detail's tabs the CRM serves: resource, table, and the URL of its paged list. */
const TABS: [ResourceDef, unknown, string][] = [
  [memberChangeResource, crmMemberChange, `${memberChangeResource.basePath}/list`],
  [consumeResource, crmConsume, `${consumeResource.basePath}/list`],
  [evaluationResource, crmEvaluation, `${evaluationResource.basePath}/list`],
  [healthRecordResource, crmHealthRecord, `${healthRecordResource.basePath}/list`],
  [couponResource, crmCoupon, `${couponResource.basePath}/list`],
]

/** `binding/card/selectInsId`: one member's cards by `insId`, paged. */
const BoundCardQuery = Type.Object(
  {
    insId: Id,
    current: Type.Optional(Type.Integer({ minimum: 1, default: PAGING.defaultCurrent })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: PAGING.defaultSize })),
    ...LangParam,
  },
  { additionalProperties: false },
)

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

  for (const [def, table, url] of TABS) {
    const tab = service(def, table)
    app.get(
      url,
      {
        config: { permission: def.permission },
        schema: {
          tags: [def.name],
          summary: `${def.label.en}: one page, newest first (filter by memberId for one member)`,
          querystring: pageQuerySchema(def),
          response: { 200: Envelope(PageOf(extraRecordSchema(def))), ...errors },
        },
      },
      async (req) => {
        const actor = await actorOf(app, req)
        return ok(req, await inTenant(req, (tx) => tab.page(tx, req.query as Record<string, unknown>, actor)))
      },
    )
  }

  const cards = service(boundCardResource, crmBoundCard)
  app.get(
    `${WHY_API}/binding/card/selectInsId`,
    {
      config: { permission: boundCardResource.permission },
      schema: {
        tags: [boundCardResource.name],
        summary: 'The cards bound to a member (insId), one page, newest first',
        querystring: BoundCardQuery,
        response: { 200: Envelope(PageOf(extraRecordSchema(boundCardResource))), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      const { insId, current, size } = req.query
      return ok(req, await inTenant(req, (tx) => cards.page(tx, { memberId: insId, current, size }, actor)))
    },
  )

  app.post(
    `${WHY_API}/why/binding/card/unbundlingCard`,
    {
      config: { permission: permissionCodes(memberResource).edit },
      schema: {
        tags: [boundCardResource.name],
        summary: 'Releases a bound card (its record stays, marked unbound)',
        querystring: IdQuery,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      await inTenant(req, (tx) => unbindCard(tx, app.ids, req.query.id, actor))
      return ok(req, true)
    },
  )

  const purchases = service(consumeResource, crmConsume)
  app.get(
    `${consumeResource.basePath}/detail`,
    {
      config: { permission: consumeResource.permission },
      schema: {
        tags: [consumeResource.name],
        summary: 'One purchase by its id',
        querystring: ConsumeDetailQuery,
        response: { 200: Envelope(extraRecordSchema(consumeResource)), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => purchases.detail(tx, req.query.consumeId, actor)))
    },
  )

  const lines = service(consumeGoodsResource, crmConsumeGoods)
  app.get(
    `${consumeResource.basePath}/goods`,
    {
      config: { permission: consumeResource.permission },
      schema: {
        tags: [consumeResource.name],
        summary: 'The goods lines of one purchase, in line order',
        querystring: ConsumeDetailQuery,
        response: { 200: Envelope(Type.Array(extraRecordSchema(consumeGoodsResource))), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => lines.list(tx, { consumeId: req.query.consumeId }, actor)))
    },
  )

  const guides = service(guideResource, crmGuide)
  const guideCodes = permissionCodes(guideResource)
  const guideList = Envelope(Type.Array(extraRecordSchema(guideResource)))
  app.get(
    `${CRM_API}/guide/queryByIds`,
    {
      config: { permission: guideCodes.view },
      schema: {
        tags: [guideResource.name],
        summary: 'The live shop assistants of the given ids, in their order',
        querystring: IdsQuery,
        response: { 200: guideList, ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => guides.byIds(tx, req.query.ids.split(','), actor)))
    },
  )

  app.get(
    `${CRM_API}/assistant/findByTenantId`,
    {
      config: { permission: guideCodes.view },
      schema: {
        tags: [guideResource.name],
        summary: 'The tenant’s employed shop assistants (the caller’s own tenant only)',
        querystring: TenantIdQuery,
        response: { 200: guideList, ...errors },
      },
    },
    async (req) => {
      if (req.query.tenantId !== sessionOf(req).tenantId) throw forbidden(guideCodes.view)
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => guides.list(tx, { status: 1 }, actor)))
    },
  )

  app.post(
    `${CRM_API}/assistant/change`,
    {
      config: { permission: permissionCodes(memberResource).edit },
      schema: {
        tags: [guideResource.name],
        summary: 'Moves the members of one shop assistant (all, or those listed) to another',
        body: GuideChangeBody,
        response: { 200: Envelope(GuideChangeAnswer), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      const { fromGuideId, toGuideId, memberIds } = req.body
      const changed = await inTenant(req, (tx) =>
        reassignGuide(tx, app.ids, fromGuideId, toGuideId, memberIds?.split(','), actor),
      )
      return ok(req, { changed })
    },
  )

  app.post(
    `${crowdPackResource.basePath}/refresh`,
    {
      config: { permission: permissionCodes(crowdPackResource).edit },
      schema: {
        tags: [crowdPackResource.name],
        summary: 'Queues a fresh count of a crowd pack’s members',
        querystring: IdQuery,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
      await inTenant(req, async (tx) => {
        if (!(await isLive(tx, asTable(crmCrowdPack), req.query.id))) throw notFound()
        await queueCrowdCount(app, tx, req.query.id)
      })
      return ok(req, true)
    },
  )

  const posUrls = new ResourceService(
    posUrlResource,
    asTable(crmPosUrl),
    app.ids,
    app.dictionaries,
    app.dataScopes,
    posUrlRules,
  )
  const posCodes = permissionCodes(posUrlResource)
  const posRecord = extraRecordSchema(posUrlResource)
  app.get(
    `${posUrlResource.basePath}/list`,
    {
      config: { permission: posCodes.view },
      schema: {
        tags: [posUrlResource.name],
        summary: 'The tenant’s POS addresses (the caller’s own tenant only)',
        querystring: TenantIdQuery,
        response: { 200: Envelope(Type.Array(posRecord)), ...errors },
      },
    },
    async (req) => {
      if (req.query.tenantId !== sessionOf(req).tenantId) throw forbidden(posCodes.view)
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => posUrls.list(tx, {}, actor)))
    },
  )
  app.post(
    `${posUrlResource.basePath}/saveOrUpdate`,
    {
      config: { permission: [posCodes.add, posCodes.edit], fieldLabels: fieldLabelsOf(posUrlResource) },
      schema: {
        tags: [posUrlResource.name],
        summary: 'Adds a POS address (no id) or changes one',
        body: submitSchema(posUrlResource),
        response: { 200: Envelope(posRecord), ...errors },
      },
    },
    async (req) => {
      const body = req.body as Record<string, unknown>
      await assertPermission(req, body.id ? posCodes.edit : posCodes.add)
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => posUrls.submit(tx, body, actor)))
    },
  )

  app.get(
    `${CRM_API}/prepackage/payMethodList`,
    {
      config: { permission: 'crm_pay_method_view' },
      schema: {
        tags: ['crm-pay-method'],
        summary: 'The prepaid payment methods (spec §3 Payment method setting)',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Array(PayMethodSetting)), ...errors },
      },
    },
    async (req) => ok(req, await inTenant(req, (tx) => payMethods(tx, req.locale))),
  )
  app.post(
    `${CRM_API}/prepackage/payMethodSave`,
    {
      config: { permission: 'crm_pay_method_edit' },
      schema: {
        tags: ['crm-pay-method'],
        summary: 'Switches a supported prepaid payment method on or off',
        body: PayMethodSaveBody,
        response: { 200: Envelope(PayMethodSetting), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await inTenant(req, (tx) => savePayMethod(tx, app.ids, req.body, actor)))
    },
  )

  app.get(
    `${CRM_API}/tools/functionQueryByName`,
    {
      // the CRM's screens ask whether one of their functions is on; nothing secret is answered
      config: { permission: SIGNED_IN },
      schema: {
        tags: ['crm-function'],
        summary: 'Whether a CRM function is on for the caller’s tenant, and its settings',
        querystring: FunctionQuery,
        response: { 200: Envelope(FunctionSwitch), ...errors },
      },
    },
    async (req) => {
      if (req.query.tenantId !== sessionOf(req).tenantId) throw forbidden(SIGNED_IN)
      return ok(req, await inTenant(req, (tx) => functionSwitch(tx, req.query.functionName)))
    },
  )

  app.get(
    `${memberTagResource.basePath}/detail1`,
    {
      config: { permission: permissionCodes(memberTagResource).view },
      schema: {
        tags: [memberTagResource.name],
        summary: 'A tag with its dimension and how many members hold it',
        querystring: Type.Object({ id: Id, ...LangParam }, { additionalProperties: false }),
        response: { 200: Envelope(TagDetail1), ...errors },
      },
    },
    async (req) => {
      const detail = await inTenant(req, async (tx) => {
        const tag = await tagWithDimension(tx, req.query.id)
        if (!tag) throw notFound()
        return { ...tag, memberCount: await membersWithTag(tx, tag.id) }
      })
      return ok(req, detail)
    },
  )
}
