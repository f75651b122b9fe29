import type { MenuRoute } from '../menu/types'
import { pageOf } from '../router/page-of'
import { hidesSideMenu, sideApplicationOf } from './side-application'

const route = (id: string, applicationId: string, microName: string | null, children: MenuRoute[] = []) =>
  ({ id, applicationId, microName, children }) as unknown as MenuRoute

const todo = route('todo', 'app-workflow', 'workflow-micro')
const routes = [route('crm', 'app-crm', 'huikeCRM'), route('wf', 'app-workflow', 'workflow-micro', [todo])]
const applications = [{ id: 'app-crm' }, { id: 'app-workflow' }]

describe('the side menu follows the tab (spec §2)', () => {
  it('shows the application of the page’s menu', () => {
    expect(
      sideApplicationOf({ kind: 'micro', label: 'To-do', menu: todo }, routes, 'app-crm', applications),
    ).toBe('app-workflow')
  })

  it('a sub-app page without a menu of its own (a record’s detail) keeps its sub-app’s application', () => {
    const detail = { kind: 'micro', label: 'Process detail', app: 'workflow-micro' } as const
    expect(sideApplicationOf(detail, routes, null, applications)).toBe('app-workflow')
  })

  it('elsewhere: the application the user chose, else the first', () => {
    expect(sideApplicationOf({ kind: 'unknown' }, routes, 'app-workflow', applications)).toBe('app-workflow')
    expect(sideApplicationOf({ kind: 'unknown' }, routes, null, applications)).toBe('app-crm')
  })
})

describe('§2 layout: where the side menu is hidden', () => {
  const listed = [
    '/wel/index',
    '/notification/list',
    '/personalCenter/index',
    '/download/index',
    '/dict-horizontal/index',
    '/dict-vertical/index',
    '/info/index',
    '/topDetail/list',
    '/smallTicketSet/templateManage',
  ]
  const meta = { keepAlive: true, i18n: {}, expireTime: '9999-12-31 23:59:59', expired: false }
  const menuAt = (path: string, parentId: string) =>
    ({ ...route(path, 'app-sys', null), path, parentId, title: path, meta }) as unknown as MenuRoute
  const held = listed.map((path) => menuAt(path, '9'))
  const page = (path: string) => pageOf(path, held, [], 'zh_CN')

  it.each(listed)('§2 layout: the side menu is hidden on %s', (path) => {
    expect(page(path).kind).toBe('shell')
    expect(hidesSideMenu(page(path))).toBe(true)
  })

  it('§2 layout: the side menu is hidden on a top-level menu page and while the path is undecided', () => {
    expect(hidesSideMenu(pageOf('/system/top', [menuAt('/system/top', '0')], [], 'zh_CN'))).toBe(true)
    expect(hidesSideMenu({ kind: 'pending' })).toBe(true)
  })

  it('§2 layout: the side menu shows on other pages', () => {
    expect(hidesSideMenu(page('/notification'))).toBe(false)
    expect(hidesSideMenu({ kind: 'micro', label: 'To-do', menu: todo })).toBe(false)
  })
})
