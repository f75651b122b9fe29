// For the prefetch tests: a tenant's registry and a user's menus.
import type { MenuRoute } from '../menu/types'
import type { MicroAppEntry } from './registry'

const page = (path: string): MenuRoute => ({
  id: path,
  parentId: 'crm',
  applicationId: 'app1',
  code: path,
  name: path,
  title: path,
  view: path,
  path,
  source: null,
  category: 1,
  remark: null,
  query: null,
  isMicro: 1,
  microName: null,
  meta: {
    keepAlive: true,
    i18n: { zh_CN: path, zh_HK: path, en: path },
    expireTime: '9999-12-31 23:59:59',
    expired: false,
    available: true,
  },
})

const group = (id: string, children: MenuRoute[]): MenuRoute => ({
  ...page(id),
  id,
  path: null,
  category: 0,
  children,
})

const app = (name: string, extra: Partial<MicroAppEntry> = {}): MicroAppEntry => ({
  name,
  baseroute: `/${name}`,
  component: 'federation',
  iframe: false,
  url: null,
  expose: './App',
  version: '1.0.0',
  entry: `/apps/${name}/1.0.0/mf-manifest.json`,
  bridge: 1,
  ...extra,
})

/** Tenant 100002 is pinned to huikeCRM 1.0.1 (gray release): the registry names that version's entry. */
export const registry = [
  app('huikeCRM', { version: '1.0.1', entry: '/apps/huikeCRM/1.0.1/mf-manifest.json' }),
  app('sms', { component: 'qiankun', entry: '/apps/sms/2.0.0/index.html' }),
  app('wms'),
  app('outside', { iframe: true, entry: null, url: 'https://example.com' }),
]
/** The user has the CRM and SMS menus, and no WMS menu. */
export const menus = [
  group('crm', [page('/huikeCRM/member/list'), page('/huikeCRM/member/level')]),
  group('marketing', [page('/sms/template/list')]),
  page('/outside/page'),
]
