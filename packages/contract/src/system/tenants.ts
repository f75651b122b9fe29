import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, TenantId } from '../envelope'
import { LangParam } from '../resource'
import { tenantAppResource } from '../resources/application'
import { UNLIMITED_ACCOUNTS, tenantResource } from '../resources/tenant'

export const TenantIdList = Type.String({
  pattern: '^[0-9]{6}(,[0-9]{6}){0,999}$',
  description: 'comma-separated tenant ids',
})
export const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })

/** Tenant administration beyond its list and form: the licence. */
export const tenantAdminEndpoints = {
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
