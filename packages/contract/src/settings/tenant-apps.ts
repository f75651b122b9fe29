import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam, endpointsOf, recordSchema, UnpagedQuery, IgnoredSortParams } from '../resource'
import { PACT_STATUS, appPactResource, tenantAppResource } from '../resources/application'
import { TenantApps } from '../system/tenants'

const tags = ['tenantApp']

/** An application opened to the caller's tenant, with its agreement's status. */
export const OpenedApp = Type.Object(
  {
    id: Id,
    code: Type.String(),
    name: Type.String({ description: 'in the caller’s language' }),
    path: Type.Union([Type.String(), Type.Null()]),
    icon: Type.Union([Type.String(), Type.Null()]),
    isMicro: Type.Integer(),
    microName: Type.Union([Type.String(), Type.Null()]),
    sort: Type.Integer(),
    openTime: Type.String(),
    pactStatus: Type.Union([Type.Integer(), Type.Null()], {
      description: 'its agreement: 0 pending, 1 signed, 2 terminated',
    }),
  },
  { additionalProperties: false },
)
export type OpenedApp = Static<typeof OpenedApp>

/** The tenant's own view of its applications, and the platform's list of tenants with theirs. */
export const tenantAppListEndpoints = {
  applicationList: defineEndpoint({
    method: 'GET',
    path: `${tenantAppResource.basePath}/applicationList`,
    tags,
    summary: 'The applications opened to the caller’s tenant, with their agreement’s status',
    query: UnpagedQuery,
    reply: Type.Array(OpenedApp),
  }),
  page: defineEndpoint({
    method: 'GET',
    path: `${tenantAppResource.basePath}/${endpointsOf(tenantAppResource).page}`,
    tags,
    summary: 'Tenants with the applications opened to them, one page: platform administrators only',
    query: Type.Object(
      {
        current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PAGING.defaultSize })),
        ...IgnoredSortParams,
        tenantId: Type.Optional(Type.String({ maxLength: 12, description: 'tenant id prefix' })),
        tenantFullName: Type.Optional(Type.String({ maxLength: 255, description: 'part of the name' })),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: PageOf(TenantApps),
  }),
}

/** The agreement of an application opened to the tenant: signed or terminated. */
export const appPactEndpoints = {
  updateStatus: defineEndpoint({
    method: 'POST',
    path: `${appPactResource.basePath}/updateStatus`,
    tags: [appPactResource.name],
    summary: 'Sign (1) or terminate (2) an agreement: pending → signed or terminated, signed → terminated',
    body: Type.Object(
      {
        id: Id,
        status: Type.Union([Type.Literal(PACT_STATUS.signed), Type.Literal(PACT_STATUS.terminated)], {
          description: '1 sign, 2 terminate',
        }),
      },
      { additionalProperties: false },
    ),
    reply: recordSchema(appPactResource),
  }),
}
