import { Type, type Static, type TSchema } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf, TenantId } from '../envelope'
import {
  LangParam,
  endpointsOf,
  IgnoredPagingParams,
  UnpagedQuery,
  PagingParams,
  IgnoredSortParams,
} from '../resource'
import { tenantAppResource } from '../resources/application'
import { TENANT_ID_PATTERN, UNLIMITED_ACCOUNTS, tenantResource } from '../resources/tenant'
import { ACCOUNT_PATTERN } from '../resources/user'

export const TenantIdList = Type.String({
  pattern: '^[0-9]{6}(,[0-9]{6}){0,999}$',
  description: 'comma-separated tenant ids',
})
export const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })

const TenantIdParam = Type.String({ pattern: TENANT_ID_PATTERN, description: 'a six-digit tenant id' })
const NullableString = Type.Union([Type.String(), Type.Null()])

const tenantColumns = {
  id: Type.String({ description: 'the tenant id' }),
  tenantId: Type.String(),
  tenantFullName: Type.String(),
  tenantName: Type.String({ description: 'BladeX’s name of tenantFullName' }),
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
/** A tenant as the platform's administration lists it. */
export const TenantRecord = Type.Object(tenantColumns, { additionalProperties: false })
export type TenantRecord = Static<typeof TenantRecord>
/** A saved tenant; a new one with its first administrator and that administrator's initial password. */
export const SavedTenant = Type.Object(
  {
    ...tenantColumns,
    adminAccount: Type.Optional(Type.String({ description: 'a new tenant’s first administrator' })),
    initialPassword: Type.Optional(
      Type.String({ description: 'a new tenant administrator’s initial password: answered this once' }),
    ),
  },
  { additionalProperties: false },
)
export type SavedTenant = Static<typeof SavedTenant>
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

const optional = <T extends TSchema>(schema: T) => Type.Optional(Type.Union([schema, Type.Null()]))
/** The tenant form: with `id` an update, else a new tenant with its administrator. */
export const TenantSubmit = Type.Object(
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
    tenantName: Type.Optional(
      Type.String({ description: 'echoed from a record, ignored: tenantFullName names it' }),
    ),
    createTime: Type.Optional(Type.String()),
    updateTime: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
)
export type TenantSubmit = Static<typeof TenantSubmit>

const BASE = tenantResource.basePath
const tags = ['tenant']
const NameFilter = Type.Optional(Type.String({ maxLength: 255, description: 'contains' }))

const TenantPageQuery = Type.Object(
  {
    ...PagingParams,
    ...IgnoredSortParams,
    tenantId: Type.Optional(Type.String({ maxLength: 12, description: 'starts with' })),
    tenantFullName: NameFilter,
    domain: Type.Optional(Type.String({ maxLength: 255, description: 'contains' })),
    parentTenantId: Type.Optional(TenantIdParam),
    tenantType: Type.Optional(Type.String({ maxLength: 32 })),
    status: Type.Optional(Type.Integer({ minimum: 0, maximum: 1 })),
    ...LangParam,
  },
  { additionalProperties: false },
)

/** Platform administration of tenants (platform administrators only): the list, form, licence and pickers. */
export const tenantAdminEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/${endpointsOf(tenantResource).page}`,
    tags,
    summary: 'Tenants, one page (platform administrators)',
    query: TenantPageQuery,
    reply: PageOf(TenantRecord),
  }),
  list: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list`,
    tags,
    summary: 'BladeX’s tenant/list: tenants, one page (platform administrators), as list_v2',
    query: TenantPageQuery,
    reply: PageOf(TenantRecord),
  }),
  select: defineEndpoint({
    method: 'GET',
    path: `${BASE}/select`,
    tags,
    summary: 'BladeX’s tenant/select: every live tenant, for a tenant picker (platform administrators)',
    query: UnpagedQuery,
    reply: Type.Array(TenantRecord),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    tags,
    summary: 'One tenant by tenant id (platform administrators)',
    query: Type.Object({ id: TenantIdParam, ...LangParam }, { additionalProperties: false }),
    reply: TenantRecord,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/submit`,
    tags,
    summary:
      'Update (id) or create a tenant with its administrator role, root department, administrator (initial password answered once), dictionaries and top menus',
    query: null,
    body: TenantSubmit,
    reply: SavedTenant,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/remove`,
    tags,
    summary: 'Remove tenants (logical; never 000000 or a tenant with sub-tenants); their sessions end',
    query: Type.Object({ ids: TenantIdList, ...LangParam }, { additionalProperties: false }),
    reply: Type.Boolean(),
  }),
  setting: defineEndpoint({
    method: 'POST',
    path: `${tenantResource.basePath}/setting`,
    tags: ['tenant'],
    summary: 'Set the account limit (-1 unlimited) and expiry (empty: none) of tenants; not 000000',
    query: Type.Object(
      {
        ids: TenantIdList,
        accountNumber: Type.Integer({
          minimum: UNLIMITED_ACCOUNTS,
          maximum: 1_000_000,
          description: '-1: unlimited',
        }),
        expireTime: Type.Optional(
          Type.Union([DateTime, Type.Literal('')], { description: 'empty: never expires' }),
        ),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
  tree: defineEndpoint({
    method: 'GET',
    path: `${BASE}/tree`,
    tags,
    summary: 'Every tenant as a tree of groups and their tenants',
    query: UnpagedQuery,
    reply: Type.Array(TenantTree),
  }),
  topTenantList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/top_tenant_list`,
    tags,
    summary: 'The top tenants (those in no group)',
    query: UnpagedQuery,
    reply: Type.Array(TenantRecord),
  }),
  tenantList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/tenant_list`,
    tags,
    summary: 'Every tenant (optionally whose name contains tenantFullName), for pickers',
    query: Type.Object(
      { tenantFullName: NameFilter, ...IgnoredPagingParams, ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Array(TenantRecord),
  }),
  allListByTopTenantId: defineEndpoint({
    method: 'GET',
    path: `${BASE}/allListByTopTenandId`,
    tags,
    summary: 'A top tenant and every tenant below it',
    query: Type.Object(
      { topTenantId: TenantIdParam, ...IgnoredPagingParams, ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Array(TenantRecord),
  }),
}

/** A tenant with the applications opened to it. */
export const TenantApps = Type.Object(
  {
    id: Type.String({ description: 'the tenant id again: tables key their rows by `id`' }),
    tenantId: Type.String(),
    tenantFullName: Type.String(),
    applicationIds: Type.Array(Id),
    applicationNames: Type.Array(Type.String()),
  },
  { additionalProperties: false },
)
export type TenantApps = Static<typeof TenantApps>

const TenantQuery = Type.Object({ tenantId: TenantId, ...LangParam }, { additionalProperties: false })
const tenantAppTags = ['tenantApp']

/** The applications the platform opens to one tenant (platform administrators only). */
export const tenantAppEndpoints = {
  view: defineEndpoint({
    method: 'GET',
    path: `${tenantAppResource.basePath}/view_v2`,
    tags: tenantAppTags,
    summary: 'One tenant with the applications opened to it: platform administrators only',
    query: TenantQuery,
    reply: TenantApps,
  }),
  echo: defineEndpoint({
    method: 'GET',
    path: `${tenantAppResource.basePath}/echo_v2`,
    tags: tenantAppTags,
    summary: 'The applications opened to a tenant, for the edit form: platform administrators only',
    query: TenantQuery,
    reply: TenantApps,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${tenantAppResource.basePath}/submit`,
    tags: tenantAppTags,
    summary: 'Set the applications opened to a tenant: platform administrators only',
    body: Type.Object(
      { tenantId: TenantId, applicationIds: Type.Array(Id, { maxItems: 1000, uniqueItems: true }) },
      { additionalProperties: false },
    ),
    reply: TenantApps,
  }),
}
