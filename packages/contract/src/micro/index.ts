import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { LangParam, IgnoredPagingParams } from '../resource'
import {
  CurrentVersionBody,
  GrayRemoveBody,
  GraySubmitBody,
  MicroAppEntry,
  MicroAppGray,
  MicroAppVersion,
  PublishVersionBody,
  RedirectVersionBody,
  microAppResource,
} from '../resources/micro-app'

const BASE = microAppResource.basePath

/** The tenant parameter (System → Params) that lets its users' browsers override sub-app entries. */
export const MICRO_DEV_OVERRIDE_PARAM = 'micro.devOverride'
const tags = [microAppResource.name]
const NameQuery = Type.Object(
  {
    name: Type.String({ maxLength: 64, description: 'the sub-app’s name' }),
    ...IgnoredPagingParams,
    ...LangParam,
  },
  { additionalProperties: false },
)

/** What a signed-in shell needs of the registry: its tenant's sub-apps and versions. */
export const microRegistryEndpoints = {
  registry: defineEndpoint({
    method: 'GET',
    path: `${BASE}/registry`,
    tags,
    summary:
      'The caller’s tenant’s sub-apps: how to mount each and the version it gets (its gray-release pin, else the current one; null when none is published)',
    reply: Type.Array(MicroAppEntry),
  }),
  redirectVersion: defineEndpoint({
    method: 'POST',
    path: '/api/blade-system/front/batch/redirectVersion',
    tags,
    summary:
      'Rewrite sub-app urls to the versions the caller’s tenant gets, in the order given; urls of unknown apps come back unchanged',
    body: RedirectVersionBody,
    reply: Type.Array(Type.String()),
  }),
  devOverride: defineEndpoint({
    method: 'GET',
    path: `${BASE}/dev-override`,
    tags,
    summary: `Whether the caller’s tenant lets a browser override a sub-app’s entry with a development remote (the tenant parameter ${MICRO_DEV_OVERRIDE_PARAM} = true); docs/sub-apps.md "Develop against the live shell"`,
    reply: Type.Object({ allowed: Type.Boolean() }, { additionalProperties: false }),
  }),
}

/**
 * The platform's administration of sub-apps' published versions and gray release (platform
 * administrators only).
 */
export const microAdminEndpoints = {
  versions: defineEndpoint({
    method: 'GET',
    path: `${BASE}/version/list`,
    tags,
    summary: 'The published versions of a sub-app, newest first: platform administrators only',
    query: NameQuery,
    reply: Type.Array(MicroAppVersion),
  }),
  publish: defineEndpoint({
    method: 'POST',
    path: `${BASE}/version/publish`,
    tags,
    summary:
      'Publish a build of a sub-app as a new version (the first one, or one sent with current, becomes current): platform administrators only',
    body: PublishVersionBody,
    reply: MicroAppVersion,
  }),
  makeCurrent: defineEndpoint({
    method: 'POST',
    path: `${BASE}/version/current`,
    tags,
    summary: 'Make a published version the one every tenant without a pin gets: platform administrators only',
    body: CurrentVersionBody,
    reply: MicroAppVersion,
  }),
  grayList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/gray/list`,
    tags,
    summary: 'The tenants pinned to a version of a sub-app (gray release): platform administrators only',
    query: NameQuery,
    reply: Type.Array(MicroAppGray),
  }),
  graySubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/gray/submit`,
    tags,
    summary:
      'Gray release: pin tenants to a published version of a sub-app; the next registry read gets it: platform administrators only',
    body: GraySubmitBody,
    reply: Type.Array(MicroAppGray),
  }),
  grayRemove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/gray/remove`,
    tags,
    summary:
      'Roll tenants back to the current version of a sub-app (drop their pins): platform administrators only',
    body: GrayRemoveBody,
    reply: Type.Boolean(),
  }),
}
export * from './health'
