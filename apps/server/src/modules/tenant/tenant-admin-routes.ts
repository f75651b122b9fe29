import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  PLATFORM_TENANT_ID,
  TENANT_SETTING_CODE,
  permissionCodes,
  tenantAdminEndpoints,
  tenantResource,
  type TenantSubmit,
} from '@store/contract'
import { assertPermission, sessionOf } from '../../core/auth'
import { ok, type FieldLabels } from '../../core/envelope'
import { AppError, badRequest, notFound } from '../../core/errors'
import { nest } from '../../core/tree'
import { TenantAdminService, toTenantRecord, type TenantInput } from './tenant-admin-service'
import { endpointRoute } from '../../core/endpoint-route'
import { actorOf as actorOfRequest } from '../../core/resource/route-kit'

const codes = permissionCodes(tenantResource)

const fieldLabels: FieldLabels = {
  ...Object.fromEntries(Object.entries(tenantResource.fields).map(([n, f]) => [n, f.label])),
  id: tenantResource.fields.tenantId.label,
  ids: tenantResource.fields.tenantId.label,
  topTenantId: tenantResource.fields.parentTenantId.label,
  adminAccount: { zh_CN: '管理员账号', zh_HK: '管理員帳號', en: 'Administrator account' },
  adminRealName: { zh_CN: '管理员姓名', zh_HK: '管理員姓名', en: 'Administrator name' },
}

const toInput = (body: TenantSubmit): TenantInput => {
  const {
    id: _id,
    tenantName: _n,
    createTime: _c,
    updateTime: _u,
    parentTenantId,
    expireTime,
    ...rest
  } = body
  return {
    ...rest,
    ...(parentTenantId !== undefined && { parentTenantId: parentTenantId || null }),
    ...(expireTime !== undefined && { expireTime: expireTime || null }),
  }
}

/**
 * Platform administration of tenants (spec §7 System "tenant"): only sessions of the platform tenant
 * 000000 reach these routes (any other tenant gets 403, administrator or not), and then only with the
 * tenant permission codes.
 */
export default async function tenantAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new TenantAdminService(app.ids, app.tenantLifecycle)

  // Runs after the guard has verified the session, before the body is read.
  app.addHook('onRequest', async (req) => {
    if (req.session && req.session.tenantId !== PLATFORM_TENANT_ID)
      throw new AppError(403, 403, 'platformOnly')
  })

  const actorOf = (req: FastifyRequest) => actorOfRequest(app, req)
  const zoneOf = (req: FastifyRequest) => app.tenants.timeZoneOf(sessionOf(req).tenantId)
  /** tenant_type values are the platform tenant's dictionary keys. */
  const assertTenantType = async (tenantType: string | null | undefined, req: FastifyRequest) => {
    if (!tenantType) return
    const keys = await app.db.withTenant({ tenantId: PLATFORM_TENANT_ID }, (tx) =>
      app.dictionaries.keysOf(tx, 'tenant_type'),
    )
    if (!keys.has(tenantType)) {
      const field = tenantResource.fields.tenantType.label[req.locale]
      throw badRequest('fieldNotInDict', { field, value: tenantType })
    }
  }

  // list_v2, and BladeX's tenant/list: the same page
  for (const endpoint of [tenantAdminEndpoints.page, tenantAdminEndpoints.list]) {
    endpointRoute(app, endpoint, {
      config: { permission: codes.view, fieldLabels },
      handler: async (req) => {
        const zone = await zoneOf(req)
        return ok(req, await app.db.withSystem((tx) => service.page(tx, req.query, zone)))
      },
    })
  }

  endpointRoute(app, tenantAdminEndpoints.detail, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => {
      const zone = await zoneOf(req)
      const row = await app.db.withSystem((tx) => service.find(tx, req.query.id))
      if (!row) throw notFound()
      return ok(req, toTenantRecord(row, zone))
    },
  })

  endpointRoute(app, tenantAdminEndpoints.submit, {
    config: { permission: [codes.add, codes.edit], fieldLabels },
    handler: async (req) => {
      const { id } = req.body
      await assertPermission(req, id ? codes.edit : codes.add)
      await assertTenantType(req.body.tenantType, req)
      const actor = await actorOf(req)
      const input = toInput(req.body)
      const saved = await app.db.withSystem((tx) =>
        id ? service.update(tx, id, input, actor) : service.provision(tx, input, actor),
      )
      if (id) app.tenants.invalidate(id)
      return ok(req, saved)
    },
  })

  endpointRoute(app, tenantAdminEndpoints.remove, {
    config: { permission: codes.remove, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(req)
      await app.db.withSystem((tx) => service.remove(tx, req.query.ids.split(','), actor))
      return ok(req, true)
    },
  })

  endpointRoute(app, tenantAdminEndpoints.setting, {
    config: { permission: TENANT_SETTING_CODE, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(req)
      const { ids, accountNumber, expireTime } = req.query
      await app.db.withSystem((tx) =>
        service.setting(tx, ids.split(','), { accountNumber, expireTime: expireTime || null }, actor),
      )
      return ok(req, true)
    },
  })

  endpointRoute(app, tenantAdminEndpoints.tree, {
    config: { permission: codes.view },
    handler: async (req) => {
      const rows = await app.db.withSystem((tx) => service.all(tx))
      return ok(
        req,
        nest(
          rows.map((r) => ({
            id: r.tenantId,
            parentId: r.parentTenantId ?? '',
            title: r.tenantFullName,
            label: r.tenantFullName,
            key: r.tenantId,
            value: r.tenantId,
          })),
        ),
      )
    },
  })

  endpointRoute(app, tenantAdminEndpoints.topTenantList, {
    config: { permission: codes.view },
    handler: async (req) => {
      const zone = await zoneOf(req)
      const rows = await app.db.withSystem((tx) => service.tops(tx))
      return ok(
        req,
        rows.map((r) => toTenantRecord(r, zone)),
      )
    },
  })

  endpointRoute(app, tenantAdminEndpoints.select, {
    config: { permission: codes.view },
    handler: async (req) => {
      const zone = await zoneOf(req)
      const rows = await app.db.withSystem((tx) => service.all(tx))
      return ok(
        req,
        rows.map((r) => toTenantRecord(r, zone)),
      )
    },
  })

  endpointRoute(app, tenantAdminEndpoints.tenantList, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => {
      const zone = await zoneOf(req)
      const name = req.query.tenantFullName?.trim().toLowerCase()
      const rows = await app.db.withSystem((tx) => service.all(tx))
      return ok(
        req,
        rows
          .filter((r) => !name || r.tenantFullName.toLowerCase().includes(name))
          .map((r) => toTenantRecord(r, zone)),
      )
    },
  })

  endpointRoute(app, tenantAdminEndpoints.allListByTopTenantId, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => {
      const zone = await zoneOf(req)
      const rows = await app.db.withSystem((tx) => service.familyOf(tx, req.query.topTenantId))
      return ok(
        req,
        rows.map((r) => toTenantRecord(r, zone)),
      )
    },
  })
}
