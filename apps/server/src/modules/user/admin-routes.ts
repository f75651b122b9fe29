import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type, type Static, type TProperties } from 'typebox'
import {
  ACCOUNT_PATTERN,
  DetailQuery,
  Envelope,
  Id,
  LangParam,
  PAGING,
  PageOf,
  RemoveQuery,
  permissionCodes,
  userAdminEndpoints,
  userResource,
} from '@store/contract'
import { SIGNED_IN, assertPermission, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import type { ResourceTable } from '../../core/resource/query'
import { ResourceService } from '../../core/resource/service'
import { DeptService } from '../org'
import { issueDbToolsToken } from './db-tools-token'
import { user } from './schema'
import { UserAdminService, inDeptOrBelow, type UserActor, type UserInput } from './user-service'
import { actorOf as actorOfRequest, errors } from '../../core/resource/route-kit'

const BASE = userResource.basePath
const codes = permissionCodes(userResource)
/** Button codes of the user screen beyond the resource's four. */
export const USER_RESET = 'user_reset'
export const USER_GRANT = 'user_grant'
export const DB_TOOLS_VIEW = 'db_tools_view'

const NullableString = Type.Union([Type.String(), Type.Null()])
const Ids = Type.Array(Id, { maxItems: 1000 })
const UserRecord = Type.Object(
  {
    id: Id,
    tenantId: Type.String(),
    account: Type.String(),
    name: NullableString,
    realName: NullableString,
    phone: NullableString,
    email: NullableString,
    avatar: NullableString,
    deptId: Type.Union([Id, Type.Null()]),
    deptName: Type.String(),
    roleIds: Type.Array(Id),
    roleName: Type.String({ description: 'role names, comma separated' }),
    postIds: Type.Array(Id),
    postName: Type.String({ description: 'post names, comma separated' }),
    status: Type.Integer({ description: '1 enabled, 0 disabled' }),
    mustChangePassword: Type.Integer({ description: '1: the password must be changed at the next sign-in' }),
    createUser: Type.Union([Id, Type.Null()]),
    createTime: Type.String(),
    updateUser: Type.Union([Id, Type.Null()]),
    updateTime: Type.String(),
  },
  { additionalProperties: false },
)
const SavedUser = Type.Object(
  {
    ...UserRecord.properties,
    initialPassword: Type.Optional(
      Type.String({
        description: 'the generated initial password: answered this once, never stored in clear',
      }),
    ),
  },
  { additionalProperties: false },
)

/** Read-only columns a form echoes back from `detail`: accepted and ignored. */
const echoed: TProperties = Object.fromEntries(
  [
    'tenantId',
    'deptName',
    'roleName',
    'postName',
    'avatar',
    'mustChangePassword',
    'createUser',
    'createTime',
    'updateUser',
    'updateTime',
  ].map((name) => [name, Type.Optional(Type.Union([Type.String(), Type.Integer(), Type.Null()]))]),
)
const userFields = {
  account: Type.String({ minLength: 2, maxLength: 64, pattern: ACCOUNT_PATTERN }),
  name: Type.Optional(Type.Union([Type.String({ maxLength: 64 }), Type.Null()])),
  realName: Type.String({ minLength: 1, maxLength: 64 }),
  phone: Type.Optional(Type.Union([Type.String({ maxLength: 32 }), Type.Null()])),
  email: Type.Optional(
    Type.Union([Type.String({ maxLength: 255, pattern: '^([^\\s@]+@[^\\s@]+\\.[^\\s@]+)?$' }), Type.Null()]),
  ),
  deptId: Type.Optional(Type.Union([Id, Type.Literal(''), Type.Null()])),
  roleIds: Type.Optional(Ids),
  postIds: Type.Optional(Ids),
  status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
}
const SubmitBody = Type.Object(
  {
    id: Type.Optional(Id),
    ...userFields,
    password: Type.Optional(
      Type.Union([
        Type.String({
          maxLength: 128,
          description: 'insert only: an initial password of the administrator’s choosing (else generated)',
        }),
        Type.Null(),
      ]),
    ),
    ...echoed,
  },
  { additionalProperties: false },
)
const UpdateBody = Type.Object({ id: Id, ...userFields, ...echoed }, { additionalProperties: false })
type SubmitBody = Static<typeof SubmitBody>

const PageQuery = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, default: PAGING.defaultCurrent })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: PAGING.defaultSize })),
    deptId: Type.Optional(
      Type.String({ ...Id, description: 'the department and every department below it' }),
    ),
    account: Type.Optional(Type.String({ maxLength: 64 })),
    realName: Type.Optional(Type.String({ maxLength: 64 })),
    phone: Type.Optional(Type.String({ maxLength: 32 })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    ...LangParam,
  },
  { additionalProperties: false },
)
const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })
const UserDept = Type.Object(
  {
    hasDept: Type.Boolean(),
    deptId: Type.Union([Id, Type.Null()]),
    deptName: Type.String(),
    ancestors: Type.String({ description: "ids above the department; '' without one" }),
  },
  { additionalProperties: false },
)
const DbToolsToken = Type.Object(
  {
    token: Type.String(),
    expiresIn: Type.Integer({ description: 'seconds' }),
    audience: Type.String(),
  },
  { additionalProperties: false },
)

const fieldLabels: FieldLabels = {
  ...Object.fromEntries(Object.entries(userResource.fields).map(([n, f]) => [n, f.label])),
  roleIds: { zh_CN: '所属角色', zh_HK: '所屬角色', en: 'Roles' },
  postIds: { zh_CN: '所属岗位', zh_HK: '所屬崗位', en: 'Posts' },
  password: { zh_CN: '密码', zh_HK: '密碼', en: 'Password' },
  userIds: { zh_CN: '用户', zh_HK: '用戶', en: 'Users' },
  ids: { zh_CN: '用户', zh_HK: '用戶', en: 'Users' },
}
const tags = ['user']

const toInput = (body: SubmitBody): UserInput => ({
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
  const service = new UserAdminService(app.ids)
  const depts = new DeptService(app.ids)
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
      { deptId: inDeptOrBelow },
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

  app.get(
    `${BASE}/page`,
    {
      config: { permission: codes.view, fieldLabels },
      schema: {
        tags,
        summary:
          'Users, one page, within the caller’s data scope: deptId takes the department and everything below it',
        querystring: PageQuery,
        response: { 200: Envelope(PageOf(UserRecord)), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(req)
      const scoped = { ...actor, session: sessionOf(req) }
      const page = await inTenant(req, async (tx) => {
        const scope = await app.dataScopes.conditionFor(tx, userResource, users, scoped)
        return service.page(tx, req.query, actor.timeZone, scope)
      })
      return ok(req, page)
    },
  )

  app.get(
    `${BASE}/detail`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'One user with department, roles and posts (never the password)',
        querystring: DetailQuery,
        response: { 200: Envelope(UserRecord), ...errors },
      },
    },
    async (req) => {
      const zone = await app.tenants.timeZoneOf(sessionOf(req).tenantId)
      return ok(req, await inTenant(req, (tx) => service.detail(tx, req.query.id, zone)))
    },
  )

  app.post(
    `${BASE}/submit`,
    {
      config: { permission: [codes.add, codes.edit], fieldLabels },
      schema: {
        tags,
        summary:
          'Insert (no id: initial password to change at first sign-in, answered once when generated) or update a user',
        body: SubmitBody,
        response: { 200: Envelope(SavedUser), ...errors },
      },
    },
    async (req) => {
      await assertPermission(req, req.body.id ? codes.edit : codes.add)
      const actor = await actorOf(req)
      return ok(req, await inTenant(req, (tx) => service.submit(tx, toInput(req.body), actor)))
    },
  )

  app.post(
    `${BASE}/update`,
    {
      config: { permission: codes.edit, fieldLabels },
      schema: {
        tags,
        summary: 'Update a user (id required)',
        body: UpdateBody,
        response: { 200: Envelope(UserRecord), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(req)
      return ok(req, await inTenant(req, (tx) => service.submit(tx, toInput(req.body), actor)))
    },
  )

  app.post(
    `${BASE}/remove`,
    {
      config: { permission: codes.remove, fieldLabels },
      schema: {
        tags,
        summary: 'Remove users by ids (logical; never yourself); their sessions end',
        querystring: RemoveQuery,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(req)
      await inTenant(req, (tx) => service.remove(tx, req.query.ids.split(','), actor))
      return ok(req, true)
    },
  )

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

  app.get(
    `${BASE}/userExtend/verifyUserDept`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Whether the signed-in user is placed in a department, and which',
        querystring: NoQuery,
        response: { 200: Envelope(UserDept), ...errors },
      },
    },
    async (req) => {
      const found = await inTenant(req, (tx) => depts.departmentOf(tx, sessionOf(req).userId))
      return ok(req, {
        hasDept: Boolean(found),
        deptId: found?.id ?? null,
        deptName: found?.deptName ?? '',
        ancestors: found?.ancestors ?? '',
      })
    },
  )

  app.get(
    `${BASE}/user/getDBToolsToken`,
    {
      config: { permission: DB_TOOLS_VIEW },
      schema: {
        tags,
        summary:
          'A five-minute token for the database tools (audience storedesk-db-tools), for holders of db_tools_view',
        querystring: NoQuery,
        response: { 200: Envelope(DbToolsToken), ...errors },
      },
    },
    async (req) => ok(req, await issueDbToolsToken(app.config.jwtSecret, sessionOf(req))),
  )
}
