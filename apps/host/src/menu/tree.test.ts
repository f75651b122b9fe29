import { applicationLabel, hasMenuFor, shownToRoles } from './tree'
import type { MenuRoute } from './types'

const route = (
  id: string,
  parentId: string,
  names: [string, string, string],
  path: string | null,
  extra: Partial<MenuRoute['meta']> & { children?: MenuRoute[] } = {},
): MenuRoute => {
  const { children, ...meta } = extra
  return {
    id,
    parentId,
    applicationId: 'app1',
    code: id,
    name: names[0],
    title: names[0],
    view: names[0],
    path,
    source: null,
    category: path ? 1 : 0,
    remark: null,
    query: null,
    isMicro: 0,
    microName: null,
    meta: {
      keepAlive: true,
      i18n: { zh_CN: names[0], zh_HK: names[1], en: names[2] },
      expireTime: '9999-12-31 23:59:59',
      expired: false,
      available: true,
      ...meta,
    },
    ...(children && { children }),
  }
}

const tree = [
  route('app1', '0', ['会员CRM', '會員CRM', 'Member CRM'], null, {
    children: [
      route('list', 'app1', ['会员列表', '會員列表', 'Member list'], '/huikeCRM/member/list'),
      route('brand', 'app1', ['会员品牌', '會員品牌', 'Member brands'], '/huikeCRM/memberbrandDefine', {
        roles: ['administrator'],
      }),
      route('tags', 'app1', ['会员标签', '會員標籤', 'Member tags'], '/huikeCRM/tag/list', {
        roles: ['manager', 'clerk'],
      }),
    ],
  }),
]
const paths = (routes: MenuRoute[]): (string | null)[] =>
  routes.flatMap((r) => [r.path, ...paths(r.children ?? [])])

describe('the menus the shell shows', () => {
  it('§6 a menu shows only when meta.roles is absent or includes one of the user’s roles', () => {
    expect(paths(shownToRoles(tree, ['clerk']))).toEqual([
      null,
      '/huikeCRM/member/list',
      '/huikeCRM/tag/list',
    ])
    expect(paths(shownToRoles(tree, ['administrator']))).toEqual([
      null,
      '/huikeCRM/member/list',
      '/huikeCRM/memberbrandDefine',
    ])
    expect(paths(shownToRoles(tree, []))).toEqual([null, '/huikeCRM/member/list'])
  })

  it('§1 an application’s name in the bar follows the language from its root menu’s names', () => {
    const app = { id: 'app1', title: '会员CRM' }
    expect(applicationLabel(app, tree, 'en')).toBe('Member CRM')
    expect(applicationLabel(app, tree, 'zh_HK')).toBe('會員CRM')
    expect(applicationLabel({ id: 'gone', title: '旧名' }, tree, 'en')).toBe('旧名')
  })

  it('§6 a notice’s link leads to a menu only when the user holds that path, whatever its query', () => {
    expect(hasMenuFor(tree, '/huikeCRM/tag/list?title=a&time=b')).toBe(true)
    expect(hasMenuFor(tree, '/topDetail?title=a')).toBe(false)
  })
})
