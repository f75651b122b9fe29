import type { MenuRoute } from '../menu/types'
import { sideApplicationOf } from './side-application'

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
