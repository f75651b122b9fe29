import type { MenuRoute } from '../menu/types'
import type { MicroAppEntry } from '../micro/registry'
import { pageOf, pageTitle } from './page-of'

const menu = (path: string, extra: Partial<MenuRoute> = {}): MenuRoute => ({
  id: path,
  parentId: '1',
  applicationId: null,
  code: path,
  name: path,
  title: path,
  view: path,
  path,
  source: null,
  category: 1,
  remark: null,
  query: null,
  isMicro: 0,
  microName: null,
  meta: {
    keepAlive: true,
    i18n: { zh_CN: '用户管理', zh_HK: '用戶管理', en: 'Users' },
    expireTime: '9999-12-31 23:59:59',
    expired: false,
    available: true,
  },
  ...extra,
})

const demo: MicroAppEntry = {
  name: 'child-store-demo',
  baseroute: '/child-store-demo',
  component: 'federation',
  iframe: false,
  url: null,
  expose: './App',
  version: '1.0.0',
  entry: '/apps/child-store-demo/1.0.0/mf-manifest.json',
  bridge: 1,
}

describe('pageOf: what a path shows', () => {
  it('decides a shell route at once, even before the menus and the registry have loaded', () => {
    expect(pageOf('/wel/index', null, null, 'en')).toMatchObject({ kind: 'shell', label: 'Home' })
  })

  it('decides nothing else while the menus or the registry are still loading', () => {
    expect(pageOf('/child-store-demo/list', null, [demo], 'en')).toEqual({ kind: 'pending' })
    expect(pageOf('/child-store-demo/list', [], null, 'en')).toEqual({ kind: 'pending' })
    expect(pageOf('/system/user', [menu('/system/user')], null, 'en')).toEqual({ kind: 'pending' })
  })

  it('a sub-app path opened by deep link is the sub-app once the registry has loaded', () => {
    expect(pageOf('/child-store-demo/list?page=2', [], [demo], 'en')).toMatchObject({
      kind: 'micro',
      app: 'child-store-demo',
    })
  })

  it('a menu path is the menu in the language asked; an expired menu is expired; anything else unknown', () => {
    const routes = [menu('/system/user'), menu('/system/old', { meta: { ...menu('').meta, expired: true } })]
    expect(pageOf('/system/user', routes, [], 'zh_HK')).toMatchObject({ kind: 'menu', label: '用戶管理' })
    expect(pageOf('/system/old', routes, [], 'en')).toMatchObject({ kind: 'expired' })
    expect(pageOf('/nowhere', routes, [], 'en')).toEqual({ kind: 'unknown' })
  })
})

describe('pageOf: a screen the user has no right to (spec §6)', () => {
  it('§6 one of the host’s screens without the user’s menu is 403 in its tab, decided before the screen loads', () => {
    expect(pageOf('/system/user', [], [], 'en')).toEqual({ kind: 'forbidden', label: 'No access' })
    expect(pageOf('/authority/role', [], [], 'zh_CN')).toEqual({ kind: 'forbidden', label: '无权访问' })
  })

  it('§6 a shell screen bound to a menu is 403 without it, titled by its name; with it, titled by the menu', () => {
    expect(pageOf('/dict-horizontal/index', null, null, 'en')).toEqual({ kind: 'pending' })
    expect(pageOf('/dict-horizontal/index', [], [], 'en')).toEqual({
      kind: 'forbidden',
      label: 'Dictionaries',
    })
    expect(pageOf('/dict-horizontal/index', [menu('/dict-horizontal/index')], [], 'en')).toMatchObject({
      kind: 'shell',
      label: 'Users',
    })
    expect(pageOf('/download/index', [], [], 'en')).toMatchObject({ kind: 'shell' })
  })
})

describe('pageTitle: a tab’s title', () => {
  it('is the menu’s label in the language asked, whatever title the page was opened with', () => {
    const page = pageOf('/system/user', [menu('/system/user')], [], 'en')
    expect(pageTitle(page, 'Opened as')).toBe('Users')
  })

  it('of a sub-app page without a menu is the title the sub-app gave it, else its path', () => {
    const page = pageOf('/child-store-demo/detail/7', [], [demo], 'en')
    expect(pageTitle(page, 'Order 7')).toBe('Order 7')
    expect(pageTitle(page, undefined)).toBe('/child-store-demo/detail/7')
  })

  it('of an unknown page is the title given', () => {
    expect(pageTitle({ kind: 'unknown' }, 'Kept')).toBe('Kept')
  })
})
