import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  MEMBER_CENTER_PERMISSIONS,
  MEMBER_REMARK_PERMISSION,
  cardModeEndpoints,
  crmEndpoints,
  memberBrandResource,
  memberEndpoints,
  memberGradeResource,
  memberResource,
  permissionCodes,
  shellLookupEndpoints,
} from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { ok, type FieldLabels } from '../../core/envelope'
import { endpointRoute } from '../../core/endpoint-route'
import { badRequest } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { actorOf, fieldLabelsOf } from '../../core/resource/route-kit'
import { resourceRoutes } from '../../core/resource/routes'
import { tenantSettingRoutes } from '../../core/resource/setting-routes'
import { ResourceService } from '../../core/resource/service'
import { liveTagIds } from '../crm'
import { validPhone } from '../user'
import { assertBrandAccess } from './brand-access'
import { loadCardMode, saveCardMode } from './card-mode'
import { insiderBrand, insiderGrade, insiderMember } from './schema'
import {
  brandOptions,
  brandRules,
  gradeRules,
  memberByPhone,
  memberFilters,
  memberRules,
  reassignGuide,
} from './service'

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

  endpointRoute(app, memberEndpoints.search, {
    config: { permission: memberCodes.view },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const paging = { current: req.query.current, size: req.query.size }
      return ok(
        req,
        await app.db.withTenant(sessionOf(req), (tx) => members.page(tx, { ...req.body, ...paging }, actor)),
      )
    },
  })

  endpointRoute(app, memberEndpoints.addRemarks, {
    config: { permission: MEMBER_REMARK_PERMISSION, fieldLabels: fieldLabelsOf(memberResource) },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      return ok(req, await app.db.withTenant(sessionOf(req), (tx) => members.submit(tx, req.body, actor)))
    },
  })

  endpointRoute(app, memberEndpoints.removeRemarks, {
    config: { permission: MEMBER_REMARK_PERMISSION },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const body = { id: req.query.id, remarks: null }
      return ok(req, await app.db.withTenant(sessionOf(req), (tx) => members.submit(tx, body, actor)))
    },
  })

  endpointRoute(app, memberEndpoints.updateTags, {
    config: { permission: memberCodes.edit },
    handler: async (req) => {
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
  })

  // the CRM's assistant change (`/api/store-crm`) moves members, so the members' module serves it
  endpointRoute(app, crmEndpoints.changeGuide, {
    config: { permission: memberCodes.edit },
    handler: async (req) => {
      const actor = await actorOf(app, req)
      const { fromGuideId, toGuideId, memberIds } = req.body
      const changed = await app.db.withTenant(sessionOf(req), (tx) =>
        reassignGuide(tx, app.ids, fromGuideId, toGuideId, memberIds?.split(','), actor),
      )
      return ok(req, { changed })
    },
  })

  endpointRoute(app, memberEndpoints.queryPhone, {
    config: { permission: memberCodes.view },
    handler: async (req) => {
      const phone = validPhone(req.query.phone)
      return ok(
        req,
        await app.db.withTenant(sessionOf(req), (tx) => memberByPhone(tx, phone, req.query.brandId)),
      )
    },
  })

  tenantSettingRoutes(app, {
    endpoints: cardModeEndpoints,
    editPermission: MEMBER_CENTER_PERMISSIONS.cardModeEdit,
    fieldLabels: cardModeLabels,
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
