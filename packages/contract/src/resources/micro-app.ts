import { Type, type Static } from 'typebox'
import { TenantId } from '../envelope'
import { STATUS_OPTIONS, defineResource } from '../resource'

/** How the host mounts a sub-app (spec §3 Micro-app definition `component`). */
export const MICRO_COMPONENTS = ['federation', 'qiankun'] as const
export type MicroComponent = (typeof MICRO_COMPONENTS)[number]

/** A sub-app's name: its base route without the slash (`child-store-demo`, `huikeCRM`). */
export const MICRO_APP_NAME = '^[A-Za-z][A-Za-z0-9_-]{0,63}$'
/** A release's version: semantic versioning (`1.4.0`, `2.0.0-beta.1`). */
export const MICRO_APP_SEMVER =
  '^(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)\\.(0|[1-9][0-9]*)(-[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?(\\+[0-9A-Za-z-]+(\\.[0-9A-Za-z-]+)*)?$'
/** Where the server serves a release's files: `/apps/<name>/<version>/…`. */
export const MICRO_APPS_PATH = '/apps'

const MICRO_BASE = '/api/blade-system/micro-app'

/**
 * The sub-app catalogue (spec §3 Micro-app definition: name, url, baseroute, component, iframe).
 * Platform data: the platform's administrators keep it; each tenant gets the versions the registry
 * resolves for it.
 */
export const microAppResource = defineResource({
  name: 'micro_app',
  basePath: MICRO_BASE,
  permission: 'micro_app',
  label: { zh_CN: '微应用', zh_HK: '微應用', en: 'Micro-app' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  fields: {
    name: {
      type: 'string',
      label: { zh_CN: '应用名称', zh_HK: '應用名稱', en: 'Name' },
      required: true,
      max: 64,
      pattern: MICRO_APP_NAME,
      unique: true,
      search: 'like',
      sort: true,
    },
    baseroute: {
      type: 'string',
      label: { zh_CN: '基础路由', zh_HK: '基礎路由', en: 'Base route' },
      required: true,
      max: 65,
      pattern: '^/[A-Za-z][A-Za-z0-9_-]{0,63}$',
      unique: true,
      search: 'like',
    },
    component: {
      type: 'string',
      label: { zh_CN: '加载方式', zh_HK: '載入方式', en: 'Mount mode' },
      required: true,
      pattern: `^(${MICRO_COMPONENTS.join('|')})$`,
      search: 'eq',
    },
    iframe: {
      type: 'bool',
      label: { zh_CN: '内嵌页面', zh_HK: '內嵌頁面', en: 'Iframe' },
      default: 0,
      search: 'eq',
    },
    url: {
      type: 'string',
      label: { zh_CN: '页面地址', zh_HK: '頁面地址', en: 'Page address' },
      max: 1000,
    },
    expose: {
      type: 'string',
      label: { zh_CN: '暴露模块', zh_HK: '暴露模組', en: 'Exposed module' },
      max: 128,
      pattern: '^\\./[A-Za-z0-9_/-]+$',
      default: './App',
    },
    sort: {
      type: 'int',
      label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
      min: 0,
      max: 999999,
      default: 0,
      sort: true,
    },
    status: {
      type: 'int',
      label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
      min: 0,
      max: 1,
      default: 1,
      search: 'eq',
      options: STATUS_OPTIONS,
    },
    remark: { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})

/** What the host reads after sign-in: each enabled sub-app with the version this tenant gets. */
export const MicroAppEntry = Type.Object(
  {
    name: Type.String(),
    baseroute: Type.String(),
    component: Type.Union([Type.Literal('federation'), Type.Literal('qiankun')]),
    iframe: Type.Boolean(),
    url: Type.Union([Type.String(), Type.Null()], { description: 'the external page of an iframe app' }),
    expose: Type.String({ description: 'the Module Federation expose to mount' }),
    version: Type.Union([Type.String(), Type.Null()], { description: 'null: no version published yet' }),
    entry: Type.Union([Type.String(), Type.Null()], {
      description: 'mf-manifest.json / remoteEntry.js (federation) or index.html (qiankun); null: none yet',
    }),
    bridge: Type.Union([Type.Integer(), Type.Null()], {
      description: 'the bridge major it was built against',
    }),
  },
  { additionalProperties: false },
)
export type MicroAppEntry = Static<typeof MicroAppEntry>

/** Spec §7 `front/batch/redirectVersion`: urls to rewrite to the caller's tenant's versions. */
export const RedirectVersionBody = Type.Array(
  Type.Object(
    {
      url: Type.String({ maxLength: 1000, pattern: '^((?!\\.\\.).)*$', description: 'no `..`' }),
      serverName: Type.String({ maxLength: 64, description: 'the sub-app’s name' }),
    },
    { additionalProperties: false },
  ),
  { maxItems: 100 },
)

const name = Type.String({ maxLength: 64, description: 'the sub-app’s name' })
const version = Type.String({ maxLength: 64, description: 'semantic version, e.g. 1.2.0' })

/** One published build of a sub-app. */
export const MicroAppVersion = Type.Object(
  {
    name: Type.String(),
    version: Type.String(),
    entry: Type.String(),
    bridge: Type.Integer(),
    current: Type.Boolean({ description: 'the version every tenant without a pin gets' }),
    releasedAt: Type.String(),
    remark: Type.Union([Type.String(), Type.Null()]),
  },
  { additionalProperties: false },
)
export type MicroAppVersion = Static<typeof MicroAppVersion>

export const PublishVersionBody = Type.Object(
  {
    name,
    version,
    entry: Type.String({
      maxLength: 1000,
      description: '/apps/<name>/<version>/<file> on this server, or an absolute http(s) URL (CDN)',
    }),
    bridge: Type.Integer({ minimum: 1, maximum: 999, description: 'the bridge major of the build' }),
    current: Type.Optional(
      Type.Boolean({ description: 'make it the current version (the first one always is)' }),
    ),
    remark: Type.Optional(Type.String({ maxLength: 255 })),
  },
  { additionalProperties: false },
)
export type PublishVersionBody = Static<typeof PublishVersionBody>

export const CurrentVersionBody = Type.Object({ name, version }, { additionalProperties: false })

/** A tenant's pin to a version of a sub-app (gray release). */
export const MicroAppGray = Type.Object(
  { tenantId: Type.String(), tenantName: Type.String(), version: Type.String() },
  { additionalProperties: false },
)
export type MicroAppGray = Static<typeof MicroAppGray>

const tenantIds = Type.Array(TenantId, { minItems: 1, maxItems: 1000, uniqueItems: true })
export const GraySubmitBody = Type.Object({ name, version, tenantIds }, { additionalProperties: false })
export const GrayRemoveBody = Type.Object({ name, tenantIds }, { additionalProperties: false })

/** `storedesk-release.json` in a built sub-app's folder: what the release helper and discovery read. */
export interface ReleaseManifest {
  name: string
  version: string
  /** a file of the folder (`mf-manifest.json`, `index.html`) or an absolute URL */
  entry: string
  bridge: number
  component: MicroComponent
}
