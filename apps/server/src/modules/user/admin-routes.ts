import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { PAGING, permissionCodes, userAdminEndpoints, userResource, type UserSubmit } from '@store/contract'
import { assertPermission, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { ResourceService } from '../../core/resource/service'
import { issueDbToolsToken } from './db-tools-token'
import { user } from './schema'
import {
  UserAdminService,
  inDeptOrBelow,
  type UserActor,
  type UserFilter,
  type UserInput,
} from './user-service'
import { actorOf as actorOfRequest } from '../../core/resource/route-kit'

const codes = permissionCodes(userResource)
/** Button codes of the user screen beyond the resource's four. */
export const USER_RESET = 'user_reset'
export const USER_GRANT = 'user_grant'
export const DB_TOOLS_VIEW = 'db_tools_view'

const fieldLabels: FieldLabels = {
  ...Object.fromEntries(Object.entries(userResource.fields).map(([n, f]) => [n, f.label])),
  roleIds: { zh_CN: '所属角色', zh_HK: '所屬角色', en: 'Roles' },
  postIds: { zh_CN: '所属岗位', zh_HK: '所屬崗位', en: 'Posts' },
  password: { zh_CN: '密码', zh_HK: '密碼', en: 'Password' },
  userIds: { zh_CN: '用户', zh_HK: '用戶', en: 'Users' },
  ids: { zh_CN: '用户', zh_HK: '用戶', en: 'Users' },
}

const toInput = (body: UserSubmit): UserInput => ({
  ...(body.id !== undefined && { id: body.id }),
  account: body.account,
  name: body.name,
  realName: body.realName,
  phone: body.phone,
  email: body.email,
  deptId: body.deptId === '' ? null : body.deptId,
  roleIds: body.roleIds,
  postIds: body.postIds,
  status: body.status,
  password: body.password,
})

/** User administration (spec §7 Users): page, detail, submit, update, remove, passwords, roles, status. */
export default async function userAdminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new UserAdminService(app.ids, app.accountSecurity, app.userOrganisation)
  const users = user as unknown as ResourceTable
  app.dataScopes.register(userResource)
  // exportable from the download centre within the data scope, filtered as the list is; read-only
  // there, so an import never adds users past the user service (passwords, roles, the account limit)
  app.resources.add(
    new ResourceService(
      { ...userResource, readOnly: true },
      users,
      app.ids,
      app.dictionaries,
      app.dataScopes,
      {},
      { deptId: inDeptOrBelow(app.userOrganisation) },
    ),
  )

  const actorOf = async (req: FastifyRequest): Promise<UserActor> => {
    const actor = await actorOfRequest(app, req)
    return {
      ...actor,
      tenantId: actor.session.tenantId,
      isAdministrator: (await app.permissionSource.codesOf(actor.session)) === 'all',
    }
  }
  const inTenant = <T>(req: FastifyRequest, fn: Parameters<typeof app.db.withTenant<T>>[1]) =>
    app.db.withTenant(sessionOf(req), fn)

  /** One page of the users matching the filter, within the caller's data scope. */
  const pageOf = async (req: FastifyRequest, filter: UserFilter) => {
    const actor = await actorOf(req)
    const scoped = { ...actor, session: sessionOf(req) }
    return inTenant(req, async (tx) => {
      const scope = await app.dataScopes.conditionFor(tx, userResource, users, scoped)
      return service.page(tx, filter, actor.timeZone, scope)
    })
  }

  endpointRoute(app, userAdminEndpoints.page, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => ok(req, await pageOf(req, req.query)),
  })

  endpointRoute(app, userAdminEndpoints.userList, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => {
      const { deptId, account, realName, phone, status } = req.query
      const filter = { deptId, account, realName, phone, status, size: PAGING.maxSize }
      return ok(req, (await pageOf(req, filter)).records)
    },
  })

  endpointRoute(app, userAdminEndpoints.detail, {
    config: { permission: codes.view },
    handler: async (req) => {
      const zone = await app.tenants.timeZoneOf(sessionOf(req).tenantId)
      return ok(req, await inTenant(req, (tx) => service.detail(tx, req.query.id, zone)))
    },
  })

  endpointRoute(app, userAdminEndpoints.submit, {
    config: { permission: [codes.add, codes.edit], fieldLabels },
    handler: async (req) => {
      await assertPermission(req, req.body.id ? codes.edit : codes.add)
      const actor = await actorOf(req)
      return ok(req, await inTenant(req, (tx) => service.submit(tx, toInput(req.body), actor)))
    },
  })

  endpointRoute(app, userAdminEndpoints.update, {
    config: { permission: codes.edit, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(req)
      return ok(req, await inTenant(req, (tx) => service.submit(tx, toInput(req.body), actor)))
    },
  })

  endpointRoute(app, userAdminEndpoints.remove, {
    config: { permission: codes.remove, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(req)
      await inTenant(req, (tx) => service.remove(tx, req.query.ids.split(','), actor))
      return ok(req, true)
    },
  })

  endpointRoute(app, userAdminEndpoints.status, {
    config: { permission: codes.edit, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(req)
      await inTenant(req, (tx) => service.setStatus(tx, req.query.ids.split(','), req.query.status, actor))
      return ok(req, true)
    },
  })

  endpointRoute(app, userAdminEndpoints.resetPassword, {
    config: { permission: USER_RESET, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(req)
      return ok(
        req,
        await inTenant(req, (tx) => service.resetPasswords(tx, req.query.userIds.split(','), actor)),
      )
    },
  })

  endpointRoute(app, userAdminEndpoints.grant, {
    config: { permission: USER_GRANT, fieldLabels },
    handler: async (req) => {
      const actor = await actorOf(req)
      await inTenant(req, (tx) =>
        service.grant(tx, req.query.userIds.split(','), req.query.roleIds.split(','), actor),
      )
      return ok(req, true)
    },
  })

  endpointRoute(app, userAdminEndpoints.dbToolsToken, {
    config: { permission: DB_TOOLS_VIEW },
    handler: async (req) => ok(req, await issueDbToolsToken(app.config.jwtSecret, sessionOf(req))),
  })
}
