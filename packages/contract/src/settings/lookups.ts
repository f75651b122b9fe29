import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf, TenantId } from '../envelope'
import { LangParam, extraRecordSchema, recordSchema, IgnoredPagingParams } from '../resource'
import { appDocResource, appPrivateDocResource } from '../resources/application'
import { excelTemplateResource } from '../resources/excel-template'
import { paramResource } from '../resources/param'
import { shortcutKeyResource } from '../resources/shortcut-key'

/** spec §7: the shell asks for "every" shortcut with size 999999; the answer holds at most PAGING.maxSize. */
const CustomPaging = {
  tenantId: Type.Optional(TenantId),
  current: Type.Optional(Type.Integer({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: 999999 })),
}
/** an application's documents: every one at once (BladeX's paging taken, ignored) */
const AppQuery = Type.Object(
  { appId: Id, ...IgnoredPagingParams, ...LangParam },
  { additionalProperties: false },
)

/** The shell's read of the tenant's shortcut keys. */
export const shortcutKeyEndpoints = {
  custom: defineEndpoint({
    method: 'POST',
    path: `${shortcutKeyResource.basePath}/ste_page_custom`,
    tags: [shortcutKeyResource.name],
    summary: 'The tenant’s shortcut keys for the shell, by sort (parameters in the query or the body)',
    query: Type.Object({ ...CustomPaging, ...LangParam }, { additionalProperties: false }),
    body: Type.Union([Type.Object(CustomPaging, { additionalProperties: false }), Type.Null()]),
    reply: PageOf(extraRecordSchema(shortcutKeyResource)),
  }),
}

/** spec §7 System "params": a value by key. */
export const paramEndpoints = {
  value: defineEndpoint({
    method: 'GET',
    path: `${paramResource.basePath}/value`,
    tags: [paramResource.name],
    summary: 'A parameter’s value by key; data null when the tenant has no such parameter',
    query: Type.Object(
      { paramKey: Type.String({ minLength: 1, maxLength: 255 }), ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Union([Type.String(), Type.Null()]),
  }),
}

/** spec §7 System "exceltemplate": the template of an import/export function. */
export const excelTemplateEndpoints = {
  byFunctionCode: defineEndpoint({
    method: 'GET',
    path: `${excelTemplateResource.basePath}/get-by-functionCode`,
    tags: [excelTemplateResource.name],
    summary: 'The template of an import/export function, for its download link; data null when it has none',
    query: Type.Object(
      { functionCode: Type.String({ minLength: 1, maxLength: 128 }), ...LangParam },
      { additionalProperties: false },
    ),
    reply: Type.Union([recordSchema(excelTemplateResource), Type.Null()]),
  }),
}

/** An application's documents: the platform's for every tenant, and the tenant's own. */
export const applicationDocEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${appDocResource.basePath}/list`,
    tags: [appDocResource.name],
    summary: 'An application’s documents for every tenant, by sort',
    query: AppQuery,
    reply: Type.Array(recordSchema(appDocResource)),
  }),
  privateDoc: defineEndpoint({
    method: 'GET',
    path: `${appDocResource.basePath}/private-doc`,
    tags: [appPrivateDocResource.name],
    summary: 'The tenant’s private documents of an application, by sort',
    query: AppQuery,
    reply: Type.Array(recordSchema(appPrivateDocResource)),
  }),
}
