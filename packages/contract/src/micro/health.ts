import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { MICRO_APP_NAME, MICRO_APP_SEMVER, microAppResource } from '../resources/micro-app'

/** The most reports one batch takes: a shell sends what gathered since its last flush. */
export const SUB_APP_REPORT_MAX = 100
/** How far back the platform's health table looks (issue 22 item 6: the last 24 hours). */
export const SUB_APP_HEALTH_HOURS = 24
/** The latest error messages the health table shows per sub-app and version. */
export const SUB_APP_HEALTH_ERRORS = 5

/** One observation of a sub-app in the shell, as the bridge's `reportSubApp` hands it on (bridge 1.4). */
export const SubAppReport = Type.Object(
  {
    name: Type.String({ pattern: MICRO_APP_NAME, maxLength: 64, description: 'the sub-app’s name' }),
    version: Type.String({
      pattern: MICRO_APP_SEMVER,
      maxLength: 64,
      description: 'the version the tab runs',
    }),
    kind: Type.Union([Type.Literal('mount'), Type.Literal('loadFailure'), Type.Literal('renderError')], {
      description: 'what happened: mount (with durationMs), loadFailure or renderError (with message)',
    }),
    durationMs: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 600_000,
        description: 'a mount: from the start of loading to the sub-app ready to render',
      }),
    ),
    message: Type.Optional(
      Type.String({ minLength: 1, maxLength: 2000, description: 'a failure: the error' }),
    ),
    stack: Type.Optional(Type.String({ maxLength: 8000 })),
    url: Type.Optional(Type.String({ maxLength: 1000, description: 'the page it happened on' })),
    time: Type.Optional(
      Type.Integer({ minimum: 0, maximum: 4_102_444_800_000, description: 'epoch milliseconds' }),
    ),
  },
  { additionalProperties: false },
)
export type SubAppReport = Static<typeof SubAppReport>

/** An error among the latest of a sub-app version. */
export const SubAppHealthError = Type.Object(
  {
    kind: Type.Union([Type.Literal('loadFailure'), Type.Literal('renderError')]),
    message: Type.String(),
    tenantId: Type.String(),
    time: Type.String({ description: 'yyyy-MM-dd HH:mm:ss in the caller’s time zone' }),
  },
  { additionalProperties: false },
)
export type SubAppHealthError = Static<typeof SubAppHealthError>

/** One sub-app version's last 24 hours over every tenant. */
export const SubAppHealth = Type.Object(
  {
    name: Type.String(),
    version: Type.String(),
    mounts: Type.Integer(),
    medianMs: Type.Union([Type.Integer(), Type.Null()], { description: 'null: no mount' }),
    p95Ms: Type.Union([Type.Integer(), Type.Null()], { description: 'null: no mount' }),
    loadFailures: Type.Integer(),
    renderErrors: Type.Integer(),
    latestErrors: Type.Array(SubAppHealthError, { description: 'newest first' }),
  },
  { additionalProperties: false },
)
export type SubAppHealth = Static<typeof SubAppHealth>

const BASE = microAppResource.basePath

/** Sub-app observability (docs/sub-apps.md "Observability"): the shell reports, the platform reads. */
export const microHealthEndpoints = {
  report: defineEndpoint({
    method: 'POST',
    path: `${BASE}/health/report`,
    tags: [microAppResource.name],
    summary: `The shell’s batch of sub-app observations (at most ${SUB_APP_REPORT_MAX}): mounts with their load time, load failures and render errors, stored in the caller’s tenant (failures also in its browser error log); answers how many were stored`,
    body: Type.Array(SubAppReport, { maxItems: SUB_APP_REPORT_MAX }),
    reply: Type.Integer(),
  }),
  summary: defineEndpoint({
    method: 'GET',
    path: `${BASE}/health/summary`,
    tags: [microAppResource.name],
    summary: `Each sub-app version’s last ${SUB_APP_HEALTH_HOURS} hours over every tenant: mounts, median and p95 load time, load failures, render errors and the latest errors: platform administrators only`,
    reply: Type.Array(SubAppHealth),
  }),
}
