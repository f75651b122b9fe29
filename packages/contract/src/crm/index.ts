import { Type } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import {
  DetailQuery,
  IdsQuery,
  LangParam,
  pageQuerySchema,
  extraRecordSchema,
  submitSchema,
  type ResourceDef,
} from '../resource'
import {
  CRM_API,
  ConsumeDetailQuery,
  FunctionQuery,
  FunctionSwitch,
  GuideChangeAnswer,
  GuideChangeBody,
  IdQuery,
  PayMethodSaveBody,
  PayMethodSetting,
  TagDetail1,
  TenantIdQuery,
  WHY_API,
  boundCardResource,
  consumeGoodsResource,
  consumeResource,
  couponResource,
  crowdPackResource,
  evaluationResource,
  guideResource,
  healthRecordResource,
  memberChangeResource,
  memberTagResource,
  posUrlResource,
} from '../resources/crm'

/** A member detail tab the CRM keeps: its paged list (`<base>/list`), filtered by memberId for one member. */
const tab = (def: ResourceDef) =>
  defineEndpoint({
    method: 'GET',
    path: `${def.basePath}/list`,
    tags: [def.name],
    summary: `${def.label.en}: one page, newest first (filter by memberId for one member)`,
    query: pageQuerySchema(def),
    reply: PageOf(extraRecordSchema(def)),
  })

/** The member detail's tabs the CRM serves (spec §7 member calls). */
export const crmTabEndpoints = {
  memberChange: tab(memberChangeResource),
  consume: tab(consumeResource),
  evaluation: tab(evaluationResource),
  healthRecord: tab(healthRecordResource),
  coupon: tab(couponResource),
}

const GuideList = Type.Array(extraRecordSchema(guideResource))
const PosRecord = extraRecordSchema(posUrlResource)

/**
 * The CRM's own calls (`/api/store-crm`, and the bound cards under `/api/store-why`): bound cards,
 * purchases, shop assistants, tags, crowd packs and the CRM settings (POS addresses, prepaid payment
 * methods, function switches).
 */
export const crmEndpoints = {
  boundCards: defineEndpoint({
    method: 'GET',
    path: `${WHY_API}/binding/card/selectInsId`,
    tags: [boundCardResource.name],
    summary: 'The cards bound to a member (insId), one page, newest first',
    query: Type.Object(
      {
        insId: Id,
        current: Type.Optional(Type.Integer({ minimum: 1, default: PAGING.defaultCurrent })),
        size: Type.Optional(
          Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: PAGING.defaultSize }),
        ),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: PageOf(extraRecordSchema(boundCardResource)),
  }),
  unbindCard: defineEndpoint({
    method: 'POST',
    path: `${WHY_API}/why/binding/card/unbundlingCard`,
    tags: [boundCardResource.name],
    summary: 'Releases a bound card (its record stays, marked unbound)',
    query: IdQuery,
    reply: Type.Boolean(),
  }),
  purchase: defineEndpoint({
    method: 'GET',
    path: `${consumeResource.basePath}/detail`,
    tags: [consumeResource.name],
    summary: 'One purchase by its id',
    query: ConsumeDetailQuery,
    reply: extraRecordSchema(consumeResource),
  }),
  purchaseGoods: defineEndpoint({
    method: 'GET',
    path: `${consumeResource.basePath}/goods`,
    tags: [consumeResource.name],
    summary: 'The goods lines of one purchase, in line order',
    query: ConsumeDetailQuery,
    reply: Type.Array(extraRecordSchema(consumeGoodsResource)),
  }),
  guidesByIds: defineEndpoint({
    method: 'GET',
    path: `${CRM_API}/guide/queryByIds`,
    tags: [guideResource.name],
    summary: 'The live shop assistants of the given ids, in their order',
    query: IdsQuery,
    reply: GuideList,
  }),
  tenantGuides: defineEndpoint({
    method: 'GET',
    path: `${CRM_API}/assistant/findByTenantId`,
    tags: [guideResource.name],
    summary: 'The tenant’s employed shop assistants (the caller’s own tenant only)',
    query: TenantIdQuery,
    reply: GuideList,
  }),
  changeGuide: defineEndpoint({
    method: 'POST',
    path: `${CRM_API}/assistant/change`,
    tags: [guideResource.name],
    summary: 'Moves the members of one shop assistant (all, or those listed) to another',
    query: null,
    body: GuideChangeBody,
    reply: GuideChangeAnswer,
  }),
  refreshCrowd: defineEndpoint({
    method: 'POST',
    path: `${crowdPackResource.basePath}/refresh`,
    tags: [crowdPackResource.name],
    summary: 'Queues a fresh count of a crowd pack’s members',
    query: IdQuery,
    reply: Type.Boolean(),
  }),
  posUrls: defineEndpoint({
    method: 'GET',
    path: `${posUrlResource.basePath}/list`,
    tags: [posUrlResource.name],
    summary: 'The tenant’s POS addresses (the caller’s own tenant only)',
    query: TenantIdQuery,
    reply: Type.Array(PosRecord),
  }),
  savePosUrl: defineEndpoint({
    method: 'POST',
    path: `${posUrlResource.basePath}/saveOrUpdate`,
    tags: [posUrlResource.name],
    summary: 'Adds a POS address (no id) or changes one',
    query: null,
    body: submitSchema(posUrlResource),
    reply: PosRecord,
  }),
  payMethods: defineEndpoint({
    method: 'GET',
    path: `${CRM_API}/prepackage/payMethodList`,
    tags: ['crm-pay-method'],
    summary: 'The prepaid payment methods (spec §3 Payment method setting)',
    reply: Type.Array(PayMethodSetting),
  }),
  savePayMethod: defineEndpoint({
    method: 'POST',
    path: `${CRM_API}/prepackage/payMethodSave`,
    tags: ['crm-pay-method'],
    summary: 'Switches a supported prepaid payment method on or off',
    query: null,
    body: PayMethodSaveBody,
    reply: PayMethodSetting,
  }),
  functionSwitch: defineEndpoint({
    method: 'GET',
    path: `${CRM_API}/tools/functionQueryByName`,
    tags: ['crm-function'],
    summary: 'Whether a CRM function is on for the caller’s tenant, and its settings',
    query: FunctionQuery,
    reply: FunctionSwitch,
  }),
  tagDetail: defineEndpoint({
    method: 'GET',
    path: `${memberTagResource.basePath}/detail1`,
    tags: [memberTagResource.name],
    summary: 'A tag with its dimension and how many members hold it',
    query: DetailQuery,
    reply: TagDetail1,
  }),
}
