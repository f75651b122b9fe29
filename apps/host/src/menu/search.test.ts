import { pinyin } from 'pinyin-pro'
import { searchIndex, searchMenus, type Pinyin } from './search'
import type { MenuRoute } from './types'

const toPinyin: Pinyin = (text, initialsOnly) =>
  pinyin(text, { toneType: 'none', type: 'array', ...(initialsOnly && { pattern: 'first' }) })

const route = (
  id: string,
  name: string,
  en: string,
  path: string,
  remark: string | null = null,
  category = 1,
): MenuRoute => ({
  id,
  parentId: '0',
  applicationId: null,
  code: id,
  name,
  title: name,
  view: name,
  path,
  source: null,
  category,
  remark,
  query: null,
  isMicro: 0,
  microName: null,
  meta: {
    keepAlive: true,
    i18n: { zh_CN: name, zh_HK: name, en },
    expireTime: '9999-12-31 23:59:59',
    expired: false,
    available: true,
  },
})

const routes: MenuRoute[] = [
  {
    ...route('1', '系统管理', 'System', '/system', null, 0),
    children: [
      route('2', '用户管理', 'Users', '/system/user', '后台账号'),
      route('3', '部门管理', 'Departments', '/system/dept'),
    ],
  },
  route('4', '会员列表', 'Members', '/huikeCRM/member/list'),
]
const index = searchIndex(routes, 'zh_CN', toPinyin)
const found = (keyword: string) => searchMenus(index, keyword).map((e) => e.route.id)

test('finds a page by its name', () => expect(found('用户')).toEqual(['2']))
test('finds a page by full pinyin, case-insensitive', () => expect(found('YongHu')).toEqual(['2']))
test('finds a page by pinyin initials', () => expect(found('bmgl')).toEqual(['3']))
test('finds a page by path', () => expect(found('/huikecrm')).toEqual(['4']))
test('finds a page by remark', () => expect(found('账号')).toEqual(['2']))
test('finds a page by its English name', () => expect(found('members')).toEqual(['4']))
test('submenus are not results, and a blank keyword finds nothing', () => {
  expect(found('xtgl')).toEqual([])
  expect(found('   ')).toEqual([])
})
test('labels follow the shell language', () => {
  expect(searchIndex(routes, 'en', toPinyin).map((e) => e.label)).toEqual(['Users', 'Departments', 'Members'])
})
