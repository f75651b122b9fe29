import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  CardMode,
  DetailQuery,
  Envelope,
  INSIDER_API,
  MEMBER_CENTER_API,
  MEMBER_CENTER_PERMISSIONS,
  MEMBER_REMARK_PERMISSION,
  MemberFilter,
  MemberPhoneAnswer,
  MemberPhoneQuery,
  MemberQueryPaging,
  MemberRemarkBody,
  MemberTagsBody,
  PageOf,
  memberBrandResource,
  memberGradeResource,
  memberResource,
  memberTagResource,
  permissionCodes,
  shellLookupEndpoints,
} from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { ok, type FieldLabels } from '../../core/envelope'
import { endpointRoute } from '../../core/endpoint-route'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { actorOf, errors, extraRecordSchema, fieldLabelsOf } from '../../core/resource/route-kit'
import { resourceRoutes } from '../../core/resource/routes'
import { tenantSettingRoutes } from '../../core/resource/setting-routes'
import { ResourceService } from '../../core/resource/service'
import { liveTagIds } from '../crm'
import { validPhone } from '../user'
import { assertBrandAccess } from './brand-access'
import { loadCardMode, saveCardMode } from './card-mode'
import { insiderBrand, insiderGrade, insiderMember } from './schema'
import { brandOptions, brandRules, gradeRules, memberByPhone, memberFilters, memberRules } from './service'

/**
 * The member module's server (`/api/store-insider`): member brands, grades and members, the tenant's
 * membership card mode, and the member writes the CRM's screens make (`/api/store-crm/tag/hk/update`).
 */
export default async function insiderRoutes(fastify: FastifyInstance) {
  await fastify.register(
    resourceRoutes(memberBrandResource, insiderBrand as unknown as ResourceTable, brandRules),
  )
  await fastify.register(
    resourceRoutes(memberGradeResource, insiderGrade as unknown as ResourceTable, gradeRules),
  )
  const memberTable = insiderMember as unknown as ResourceTable
  const rules = memberRules(fastify.ids)
  await fastify.register(resourceRoutes(memberResource, memberTable, rules, memberFilters))

  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const members = new ResourceService(
    memberResource,
    memberTable,
    app.ids,
    app.dictionaries,
    app.dataScopes,
    rules,
    memberFilters,
  )
  const memberCodes = permissionCodes(memberResource)
  const record = extraRecordSchema(memberResource)
  const tags = [memberResource.name]

  endpointRoute(app, shellLookupEndpoints.brands, {
    // whoever may open a CRM or shop page, checked in the handler (see assertBrandAccess)
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      const snapshot = await app.menuCatalog.snapshot()
      return ok(
        req,
        await app.db.withTenant(session, async (tx) => {
          await assertBrandAccess(tx, session, snapshot)
          return brandOptions(tx)
        }),
      )
    },
  })

  app.post(
    `${memberResource.basePath}/save/query`,
    {
      config: { permission: memberCodes.view },
      schema: {
        tags,
        summary: 'Members matching the filters in the body, one page (current and size in the query)',
        querystring: MemberQueryPaging,
        body: MemberFilter,
        response: { 200: Envelope(PageOf(record)), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      const paging = { current: req.query.current, size: req.query.size }
      return ok(
        req,
        await app.db.withTenant(sessionOf(req), (tx) => members.page(tx, { ...req.body, ...paging }, actor)),
      )
    },
  )

  app.post(
    `${memberResource.basePath}/add/remarks`,
    {
      config: { permission: MEMBER_REMARK_PERMISSION, fieldLabels: fieldLabelsOf(memberResource) },
      schema: {
        tags,
        summary: 'Sets a member’s remarks (the change goes to its change history)',
        body: MemberRemarkBody,
        response: { 200: Envelope(record), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await app.db.withTenant(sessionOf(req), (tx) => members.submit(tx, req.body, actor)))
    },
  )

  app.post(
    `${memberResource.basePath}/remove/remarks`,
    {
      config: { permission: MEMBER_REMARK_PERMISSION },
      schema: {
        tags,
        summary: 'Clears a member’s remarks (the change goes to its change history)',
        querystring: DetailQuery,
        response: { 200: Envelope(record), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      const body = { id: req.query.id, remarks: null }
      return ok(req, await app.db.withTenant(sessionOf(req), (tx) => members.submit(tx, body, actor)))
    },
  )

  app.post(
    `${memberTagResource.basePath}/hk/update`,
    {
      config: { permission: memberCodes.edit },
      schema: {
        tags,
        summary: 'Replaces the tags a member holds (the change goes to its change history)',
        body: MemberTagsBody,
        response: { 200: Envelope(record), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(app, req)
      const tagIds = req.body.tagIds ? [...new Set(req.body.tagIds.split(','))] : []
      const saved = await app.db.withTenant(sessionOf(req), async (tx) => {
        const live = await liveTagIds(tx, tagIds)
        if (live.size !== tagIds.length) {
          throw badRequest('referenceMissing', { field: memberResource.fields.tags.label[actor.locale] })
        }
        return members.submit(tx, { id: req.body.insiderId, tags: tagIds.join(',') || null }, actor)
      })
      return ok(req, saved)
    },
  )

  app.get(
    `${INSIDER_API}/newinsider/queryPhone`,
    {
      config: { permission: memberCodes.view },
      schema: {
        tags,
        summary: 'Whether a mobile number is already a member’s (in the brand, when given)',
        querystring: MemberPhoneQuery,
        response: { 200: Envelope(MemberPhoneAnswer), ...errors },
      },
    },
    async (req) => {
      const phone = validPhone(req.query.phone)
      return ok(
        req,
        await app.db.withTenant(sessionOf(req), (tx) => memberByPhone(tx, phone, req.query.brandId)),
      )
    },
  )

  tenantSettingRoutes(app, {
    detail: MEMBER_CENTER_API.cardMode,
    submit: MEMBER_CENTER_API.cardModeSubmit,
    schema: CardMode,
    editPermission: MEMBER_CENTER_PERMISSIONS.cardModeEdit,
    fieldLabels: cardModeLabels,
    tag: 'member-card-mode',
    summary: {
      detail: 'The tenant’s membership card mode (the defaults until it saves its own)',
      submit: 'Saves the tenant’s membership card mode; answers it as saved',
    },
    load: loadCardMode,
    save: saveCardMode,
  })
}

const cardModeLabels: FieldLabels = {
  scope: { zh_CN: '发卡范围', zh_HK: '發卡範圍', en: 'Card scope' },
  electronicCard: { zh_CN: '电子卡', zh_HK: '電子卡', en: 'Electronic cards' },
  physicalCard: { zh_CN: '实体卡', zh_HK: '實體卡', en: 'Physical cards' },
  cardPrefix: { zh_CN: '卡号前缀', zh_HK: '卡號前綴', en: 'Card number prefix' },
  cardLength: { zh_CN: '卡号长度', zh_HK: '卡號長度', en: 'Card number length' },
}
