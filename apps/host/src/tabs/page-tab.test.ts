import type { MenuRoute } from '../menu/types'
import { pageOf } from '../router/page-of'
import { pageTab } from './page-tab'

const meta = { keepAlive: false, i18n: {}, expireTime: '9999-12-31 23:59:59', expired: false }
const menus = [
  { id: '7', parentId: '1', path: '/system/user', title: '用户管理', meta } as unknown as MenuRoute,
]
const page = (path: string) => pageOf(path, menus, [], 'zh_CN')

describe('§4 tabs: which navigation opens a tab', () => {
  it('§4 tabs: a route with isTab false (/switchTenant) opens no tab', () => {
    expect(page('/switchTenant')).toMatchObject({ kind: 'shell', route: { isTab: false } })
    expect(pageTab(page('/switchTenant'), '/switchTenant', '切换租户')).toBeNull()
  })

  it('§4 tabs: an undecided or unknown path opens no tab', () => {
    expect(pageTab(pageOf('/system/user', null, null, 'zh_CN'), '/system/user', '')).toBeNull()
    expect(pageTab(page('/no/such/page'), '/no/such/page', '')).toBeNull()
  })

  it('§4 tabs: a menu page opens its tab with the menu id and keep-alive flag', () => {
    expect(pageTab(page('/system/user?x=1'), '/system/user?x=1', '用户管理')).toMatchObject({
      id: '7',
      path: '/system/user',
      query: 'x=1',
      label: '用户管理',
      keepAlive: false,
    })
  })

  it('§4 tabs: a shell page without isTab opens its tab', () => {
    expect(pageTab(page('/download/index'), '/download/index', '下载中心')).toMatchObject({
      value: '/download/index',
      keepAlive: true,
    })
  })
})
