import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { envelope } from '../session/test-server'
import { renderAdmin, type FakeServer } from './admin-test-kit'
import RoleScreen from './RoleScreen'

const CRUD = ['role_view', 'role_add', 'role_edit', 'role_delete']
const role = (id: string, roleName: string, roleAlias: string, children: unknown[] = [], parentId = '0') => ({
  id,
  parentId,
  roleName,
  roleAlias,
  roleType: 1,
  sort: 1,
  children,
})
const ROLES = [role('21', 'Administrator', 'administrator', [role('22', 'Store clerk', 'clerk', [], '21')])]
const node = (id: string, parentId: string, title: string, kind: string, children: unknown[] = []) => ({
  id,
  parentId,
  title,
  key: id,
  value: id,
  kind,
  children,
})
/** System > Users (with its Add button) and Parameters; a data scope under Users; no API scope. */
const TREES = {
  menu: [
    node('1', '0', 'System', 'menu', [
      node('2', '1', 'Users', 'menu', [node('3', '2', 'Add user', 'menu')]),
      node('4', '1', 'Parameters', 'menu'),
    ]),
  ],
  dataScope: [node('2', '1', 'Users', 'menu', [node('31', '2', 'Own department', 'dataScope')])],
  apiScope: [],
}
const KEYS = { menu: ['1', '2', '3'], dataScope: ['31'], apiScope: [] }

function roles(buttons: string[], routes: (server: FakeServer) => void = () => {}) {
  return renderAdmin(<RoleScreen />, buttons, (server) => {
    server.on('GET', '/api/blade-system/role/list', () => envelope(ROLES))
    routes(server)
  })
}
const checkedIn = (tab: HTMLElement, title: string) =>
  within(tab).getByText(title).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox-checked') !==
  null

describe('role administration (spec §6 role screen, §7 Roles)', () => {
  it('roles show as a tree from role/list with no pager; Grant needs role_grant', async () => {
    await roles(CRUD)
    await screen.findAllByText('Administrator')
    expect(document.querySelector('.ant-table-row-expand-icon')).not.toBeNull()
    expect(document.querySelector('.ant-pagination')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Grant' })).toBeNull()
  })

  it('each role shows its parent by name and its kind by label, never as raw ids and numbers', async () => {
    await roles(CRUD)
    await screen.findAllByText('Administrator')
    fireEvent.click(document.querySelector('.ant-table-row-expand-icon')!)
    const clerk = (await screen.findByText('Store clerk')).closest('tr')!
    expect(within(clerk).getByText('Administrator')).toBeTruthy()
    expect(within(clerk).getByText('Organisation role')).toBeTruthy()
    const admin = screen.getAllByText('Administrator')[0]!.closest('tr')!
    expect(within(admin).getByText('Top level')).toBeTruthy()
    expect(within(admin).queryByText('0')).toBeNull()
  })

  it('grant: three tabs of what may be granted, the role’s grants checked, saved by role/grant with the menus above', async () => {
    const server = await roles([...CRUD, 'role_grant'], (s) => {
      s.on('GET', '/api/blade-system/menu/grant-tree', () => envelope(TREES))
      s.on('GET', '/api/blade-system/role/role-tree-keys', () => envelope(KEYS))
      s.on('POST', '/api/blade-system/role/grant', () => envelope(true))
    })
    const row = (await screen.findByText('administrator')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Grant' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Permissions of Administrator')).toBeTruthy()
    const tabs = (await within(dialog).findAllByRole('tab')).map((t) => t.textContent)
    expect(tabs).toEqual(['Menus', 'Data scopes', 'API scopes'])
    const menus = await within(dialog).findByRole('group', { name: 'Menus' })
    expect(checkedIn(menus, 'Add user')).toBe(true)
    expect(checkedIn(menus, 'Parameters')).toBe(false)
    expect(server.requests.find((r) => r.url.endsWith('/role-tree-keys'))!.params).toMatchObject({
      roleIds: '21',
    })

    fireEvent.click(within(menus).getByText('Parameters'))
    fireEvent.click(within(dialog).getByRole('tab', { name: 'Data scopes' }))
    const scopes = await within(dialog).findByRole('group', { name: 'Data scopes' })
    expect(checkedIn(scopes, 'Own department')).toBe(true)
    fireEvent.click(within(dialog).getByRole('tab', { name: 'API scopes' }))
    expect((await within(dialog).findAllByText('No data')).length).toBeGreaterThan(0)
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })))
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === '/api/blade-system/role/grant')?.body).toEqual({
        roleIds: ['21'],
        menuIds: ['1', '2', '3', '4'],
        dataScopeIds: ['31'],
        apiScopeIds: [],
      }),
    )
    expect(await screen.findByText('Permissions saved')).toBeTruthy()
  })
})
