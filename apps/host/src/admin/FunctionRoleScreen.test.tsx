import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { envelope } from '../session/test-server'
import { renderAdmin } from './admin-test-kit'
import { FunctionRoleScreen } from './RoleScreen'

const CRUD = ['role_view', 'role_add', 'role_edit', 'role_delete']
const PRINTER = { id: '31', parentId: '0', roleName: 'Printer', roleAlias: 'printer', roleType: 2, sort: 1 }

function functionRoles(buttons: string[]) {
  return renderAdmin(<FunctionRoleScreen />, buttons, (server) => {
    server.on('GET', '/api/blade-system/role/list', () => envelope([PRINTER]))
    server.on('POST', '/api/blade-system/role/submit', () => envelope(true))
  })
}

describe('function roles (spec §6 function-role screen, §7 Roles)', () => {
  it('only the roles of type 2 are asked for, shown as a flat list; Grant needs role_grant', async () => {
    const server = await functionRoles([...CRUD, 'role_grant'])
    const row = (await screen.findByText('printer')).closest('tr')!
    expect(within(row).getByRole('button', { name: 'Grant' })).toBeTruthy()
    expect(server.requests.find((r) => r.url === '/api/blade-system/role/list')!.params).toMatchObject({
      roleType: 2,
    })
    expect(document.querySelector('.ant-table-row-expand-icon')).toBeNull()
    expect(screen.queryByRole('columnheader', { name: 'Parent' })).toBeNull()
  })

  it('a new function role asks for neither parent nor kind and is saved as type 2 at the top level', async () => {
    const server = await functionRoles(CRUD)
    await screen.findByText('printer')
    expect(screen.queryByRole('button', { name: 'Grant' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByLabelText('Parent')).toBeNull()
    expect(within(dialog).queryByLabelText('Kind')).toBeNull()
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Cashier' } })
    fireEvent.change(within(dialog).getByLabelText('Alias'), { target: { value: 'cashier' } })
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|Submit)$/ })))
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === '/api/blade-system/role/submit')?.body).toMatchObject({
        roleName: 'Cashier',
        roleAlias: 'cashier',
        roleType: 2,
        parentId: '0',
      }),
    )
  })
})
