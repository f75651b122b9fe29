import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type, type Static } from 'typebox'
import {
  DateTime,
  TenantIdList,
  endpointsOf,
  ACCOUNT_PATTERN,
  Envelope,
  LangParam,
  PAGING,
  PLATFORM_TENANT_ID,
  PageOf,
  TENANT_ID_PATTERN,
  TENANT_SETTING_CODE,
  permissionCodes,
  tenantAdminEndpoints,
  tenantResource,
} from '@store/contract'
import { assertPermission, sessionOf } from '../../core/auth'
import { ok, type FieldLabels } from '../../core/envelope'
import { AppError, badRequest, notFound } from '../../core/errors'
import { nest } from '../../core/tree'
import { TenantAdminService, toTenantRecord, type TenantInput } from './tenant-admin-service'
import { endpointRoute } from '../../core/endpoint-route'
import { actorOf as actorOfRequest, errors } from '../../core/resource/route-kit'

const BASE = tenantResource.basePath
const codes = permissionCodes(tenantResource)

const TenantIdParam = Type.String({ pattern: TENANT_ID_PATTERN, description: 'a six-digit tenant id' })
const NullableString = Type.Union([Type.String(), Type.Null()])

const tenantColumns = {
  id: Type.String({ description: 'the tenant id' }),
  tenantId: Type.String(),
  tenantFullName: Type.String(),
  parentTenantId: NullableString,
  tenantType: NullableString,
  domain: NullableString,
  linkman: NullableString,
  contactNumber: NullableString,
  address: NullableString,
  accountNumber: Type.Integer({ description: 'most users; -1 unlimited' }),
  expireTime: Type.Union([Type.String(), Type.Null()], { description: 'none: never expires' }),
  status: Type.Integer(),
  timeZone: Type.String(),
  backgroundUrl: NullableString,
  defaultLogin: Type.String(),
  pwdLogin: Type.Integer(),
  smsLogin: Type.Integer(),
  wxLogin: Type.Integer(),
  cpLogin: Type.Integer(),
  createTime: Type.String(),
  updateTime: Type.String(),
}
const TenantRecord = Type.Object(tenantColumns, { additionalProperties: false })
const SavedTenant = Type.Object(
  {
    ...tenantColumns,
    adminAccount: Type.Optional(Type.String({ description: 'a new tenant’s first administrator' })),
    initialPassword: Type.Optional(
      Type.String({ description: 'a new tenant administrator’s initial password: answered this once' }),
    ),
  },
  { additionalProperties: false },
)
const TenantTree = Type.Cyclic(
  {
    TenantNode: Type.Object(
      {
        id: Type.String(),
        parentId: Type.String({ description: "the parent tenant id; '' for a top tenant" }),
        title: Type.String(),
        label: Type.String(),
        key: Type.String(),
        value: Type.String(),
        children: Type.Array(Type.Ref('TenantNode')),
      },
      { additionalProperties: false },
    ),
  },
  'TenantNode',
)

const optional = <T extends Parameters<typeof Type.Optional>[0]>(schema: T) =>
  Type.Optional(Type.Union([schema, Type.Null()]))
const SubmitBody = Type.Object(
  {
    id: Type.Optional(TenantIdParam),
    tenantId: optional(TenantIdParam),
    tenantFullName: Type.String({ minLength: 1, maxLength: 255 }),
    parentTenantId: Type.Optional(Type.Union([TenantIdParam, Type.Literal(''), Type.Null()])),
    tenantType: optional(Type.String({ maxLength: 32 })),
    domain: optional(Type.String({ maxLength: 255 })),
    linkman: optional(Type.String({ maxLength: 64 })),
    contactNumber: optional(Type.String({ maxLength: 32 })),
    address: optional(Type.String({ maxLength: 255 })),
    accountNumber: optional(Type.Integer({ minimum: -1, maximum: 1_000_000 })),
    expireTime: Type.Optional(Type.Union([DateTime, Type.Literal(''), Type.Null()])),
    status: optional(Type.Integer({ minimum: 0, maximum: 1 })),
    timeZone: optional(Type.String({ maxLength: 64 })),
    backgroundUrl: optional(Type.String({ maxLength: 1000 })),
    defaultLogin: optional(Type.String({ pattern: '^(pwd|sms|wx|cp)$' })),
    pwdLogin: optional(Type.Integer({ minimum: 0, maximum: 1 })),
    smsLogin: optional(Type.Integer({ minimum: 0, maximum: 1 })),
    wxLogin: optional(Type.Integer({ minimum: 0, maximum: 1 })),
    cpLogin: optional(Type.Integer({ minimum: 0, maximum: 1 })),
    adminAccount: optional(Type.String({ minLength: 2, maxLength: 64, pattern: ACCOUNT_PATTERN })),
    adminRealName: optional(Type.String({ maxLength: 64 })),
    createTime: Type.Optional(Type.String()),
    updateTime: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
type SubmitBody = Static<typeof SubmitBody>

const ListQuery = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, default: PAGING.defaultCurrent })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: PAGING.defaultSize })),
    tenantId: Type.Optional(Type.String({ maxLength: 12, description: 'starts with' })),
    tenantFullName: Type.Optional(Type.String({ maxLength: 255, description: 'contains' })),
    domain: Type.Optional(Type.String({ maxLength: 255, description: 'contains' })),
    parentTenantId: Type.Optional(TenantIdParam),
    tenantType: Type.Optional(Type.String({ maxLength: 32 })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    ...LangParam,
  },
  { additionalProperties: false },
)
const DetailQuery = Type.Object({ id: TenantIdParam, ...LangParam }, { additionalProperties: false })
const IdsQuery = Type.Object({ ids: TenantIdList, ...LangParam }, { additionalProperties: false })
const NameQuery = Type.Object(
  { tenantFullName: Type.Optional(Type.String({ maxLength: 255, description: 'contains' })), ...LangParam },
  { additionalProperties: false },
)
const TopQuery = Type.Object({ topTenantId: TenantIdParam, ...LangParam }, { additionalProperties: false })
const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })

const fieldLabels: FieldLabels = {
  ...Object.fromEntries(Object.entries(tenantResource.fields).map(([n, f]) => [n, f.label])),
  id: tenantResource.fields.tenantId.label,
  ids: tenantResource.fields.tenantId.label,
  topTenantId: tenantResource.fields.parentTenantId.label,
  adminAccount: { zh_CN: '管理员账号', zh_HK: '管理員帳號', en: 'Administrator account' },
  adminRealName: { zh_CN: '管理员姓名', zh_HK: '管理員姓名', en: 'Administrator name' },
}
const tags = ['tenant']

const toInput = (body: SubmitBody): TenantInput => {
  const { id: _id, createTime: _c, updateTime: _u, parentTenantId, expireTime, ...rest } = body
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
  const service = new TenantAdminService(app.ids)

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

  app.get(
    `${BASE}/${endpointsOf(tenantResource).page}`,
    {
      config: { permission: codes.view, fieldLabels },
      schema: {
        tags,
        summary: 'Tenants, one page (platform administrators)',
        querystring: ListQuery,
        response: { 200: Envelope(PageOf(TenantRecord)), ...errors },
      },
    },
    async (req) => {
      const zone = await zoneOf(req)
      return ok(req, await app.db.withSystem((tx) => service.page(tx, req.query, zone)))
    },
  )

  app.get(
    `${BASE}/detail`,
    {
      config: { permission: codes.view, fieldLabels },
      schema: {
        tags,
        summary: 'One tenant by tenant id (platform administrators)',
        querystring: DetailQuery,
        response: { 200: Envelope(TenantRecord), ...errors },
      },
    },
    async (req) => {
      const zone = await zoneOf(req)
      const row = await app.db.withSystem((tx) => service.find(tx, req.query.id))
      if (!row) throw notFound()
      return ok(req, toTenantRecord(row, zone))
    },
  )

  app.post(
    `${BASE}/submit`,
    {
      config: { permission: [codes.add, codes.edit], fieldLabels },
      schema: {
        tags,
        summary:
          'Update (id) or create a tenant with its administrator role, root department, administrator (initial password answered once), dictionaries and top menus',
        body: SubmitBody,
        response: { 200: Envelope(SavedTenant), ...errors },
      },
    },
    async (req) => {
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
  )

  app.post(
    `${BASE}/remove`,
    {
      config: { permission: codes.remove, fieldLabels },
      schema: {
        tags,
        summary: 'Remove tenants (logical; never 000000 or a tenant with sub-tenants); their sessions end',
        querystring: IdsQuery,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(req)
      await app.db.withSystem((tx) => service.remove(tx, req.query.ids.split(','), actor))
      return ok(req, true)
    },
  )

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

  app.get(
    `${BASE}/tree`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'Every tenant as a tree of groups and their tenants',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Array(TenantTree)), ...errors },
      },
    },
    async (req) => {
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
  )

  app.get(
    `${BASE}/top_tenant_list`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'The top tenants (those in no group)',
        querystring: NoQuery,
        response: { 200: Envelope(Type.Array(TenantRecord)), ...errors },
      },
    },
    async (req) => {
      const zone = await zoneOf(req)
      const rows = await app.db.withSystem((tx) => service.tops(tx))
      return ok(
        req,
        rows.map((r) => toTenantRecord(r, zone)),
      )
    },
  )

  app.get(
    `${BASE}/tenant_list`,
    {
      config: { permission: codes.view, fieldLabels },
      schema: {
        tags,
        summary: 'Every tenant (optionally whose name contains tenantFullName), for pickers',
        querystring: NameQuery,
        response: { 200: Envelope(Type.Array(TenantRecord)), ...errors },
      },
    },
    async (req) => {
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
  )

  app.get(
    `${BASE}/allListByTopTenandId`,
    {
      config: { permission: codes.view, fieldLabels },
      schema: {
        tags,
        summary: 'A top tenant and every tenant below it',
        querystring: TopQuery,
        response: { 200: Envelope(Type.Array(TenantRecord)), ...errors },
      },
    },
    async (req) => {
      const zone = await zoneOf(req)
      const rows = await app.db.withSystem((tx) => service.familyOf(tx, req.query.topTenantId))
      return ok(
        req,
        rows.map((r) => toTenantRecord(r, zone)),
      )
    },
  )
}
