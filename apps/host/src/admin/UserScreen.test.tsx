import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { envelope } from '../session/test-server'
import { pageOf, renderAdmin, type FakeServer } from './admin-test-kit'
import UserScreen from './UserScreen'

const CRUD = ['user_view', 'user_add', 'user_edit', 'user_delete']
const ALL = [...CRUD, 'user_reset', 'user_grant']
const node = (id: string, title: string, children: unknown[] = []) => ({
  id,
  parentId: '0',
  title,
  key: id,
  value: id,
  children,
})
const DEPTS = [node('1', 'Head office', [node('2', 'Xuhui store')])]
const ROLES = [node('21', 'Administrator'), node('22', 'Store clerk')]
const CLERK = {
  id: '5',
  account: 'clerk',
  name: null,
  realName: 'Counter clerk',
  phone: '13800000000',
  email: null,
  deptId: '2',
  deptName: 'Xuhui store',
  roleIds: ['22'],
  status: 1,
}

function users(buttons: string[], routes: (server: FakeServer) => void = () => {}) {
  return renderAdmin(<UserScreen />, buttons, (server) => {
    server.on('GET', '/api/blade-system/dept/tree', () => envelope(DEPTS))
    server.on('GET', '/api/blade-user/page', () => pageOf([CLERK]))
    server.on('GET', '/api/blade-system/role/tree', () => envelope(ROLES))
    routes(server)
  })
}
const clerkRow = async () => (await screen.findByText('clerk')).closest('tr')!
const pageCalls = (server: FakeServer) => server.requests.filter((r) => r.url === '/api/blade-user/page')
/** Answers the host's confirmation titled `title` (antd keeps closed ones in the page: the last is this one). */
const confirmWith = async (title: RegExp, button: string) => {
  const titles = await screen.findAllByText(title, { selector: '.ant-modal-confirm-title' })
  const confirm = titles.at(-1)!.closest('.ant-modal-confirm') as HTMLElement
  fireEvent.click(within(confirm).getByText(button).closest('button')!)
}

describe('user administration (spec §2 tree-type page, §7 Users)', () => {
  it('the department tree narrows the users to the chosen department, and each row names its department', async () => {
    const server = await users(CRUD)
    const row = await clerkRow()
    expect(within(row).getByText('Xuhui store')).toBeTruthy()
    expect(pageCalls(server)[0]!.params).not.toHaveProperty('deptId')
    fireEvent.click(await screen.findByText('Xuhui store', { selector: '.ant-tree-title' }))
    await waitFor(() => expect(pageCalls(server).at(-1)!.params).toMatchObject({ deptId: '2', current: 1 }))
    fireEvent.click(screen.getByText('All departments', { selector: '.ant-tree-title' }))
    await waitFor(() => expect(pageCalls(server).at(-1)!.params).not.toHaveProperty('deptId'))
  })

  it('the rows’ own buttons show only with the seed’s codes (user_grant, user_reset, user_edit)', async () => {
    await users(['user_view'])
    const row = await clerkRow()
    expect(within(row).getByRole('button', { name: 'View' })).toBeTruthy()
    for (const name of ['Assign roles', 'Reset password', 'Disable', 'Edit', 'Delete'])
      expect(within(row).queryByRole('button', { name })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
  })

  it('a new user is validated (account, name, mobile, a role) before it is sent, then saved by blade-user/submit; the generated initial password is shown', async () => {
    const server = await users(ALL, (s) =>
      s.on('POST', '/api/blade-user/submit', () =>
        envelope({ ...CLERK, account: 'e2e_cashier', initialPassword: 'Qv8#mz41' }),
      ),
    )
    await clerkRow()
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|Submit)$/ })))
    expect(await within(dialog).findByText('Enter the Account')).toBeTruthy()
    expect(within(dialog).getByText('Choose at least one role')).toBeTruthy()
    expect(server.requests.some((r) => r.url === '/api/blade-user/submit')).toBe(false)

    fireEvent.change(within(dialog).getByLabelText('Account'), { target: { value: 'e2e_cashier' } })
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'New cashier' } })
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: '13900000000' } })
    fireEvent.mouseDown(within(dialog).getByLabelText('Roles').closest('.ant-select-selector')!)
    fireEvent.click(await screen.findByText('Store clerk', { selector: '.ant-select-tree-title' }))
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|Submit)$/ })))
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === '/api/blade-user/submit')?.body).toMatchObject({
        account: 'e2e_cashier',
        realName: 'New cashier',
        phone: '13900000000',
        status: 1,
        roleIds: ['22'],
      }),
    )
    expect(await screen.findByText('Initial password (shown this once: pass it on to the user)')).toBeTruthy()
    expect(screen.getByText('New password of e2e_cashier: Qv8#mz41')).toBeTruthy()
  })

  it('assign roles: the role tree with the user’s roles checked, saved by blade-user/grant', async () => {
    const server = await users(ALL, (s) => s.on('POST', '/api/blade-user/grant', () => envelope(true)))
    fireEvent.click(within(await clerkRow()).getByRole('button', { name: 'Assign roles' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Roles of Counter clerk')).toBeTruthy()
    const clerkRole = (await within(dialog).findByText('Store clerk')).closest('.ant-tree-treenode')!
    expect(clerkRole.querySelector('.ant-tree-checkbox-checked')).not.toBeNull()
    fireEvent.click(within(dialog).getByText('Administrator'))
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })))
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === '/api/blade-user/grant')?.params).toEqual({
        userIds: '5',
        roleIds: '22,21',
      }),
    )
    expect(await screen.findByText('Roles saved')).toBeTruthy()
  })

  it('reset password asks first, then shows the new password the server answered once', async () => {
    const server = await users(ALL, (s) =>
      s.on('POST', '/api/blade-user/reset-password', () =>
        envelope([{ userId: '5', account: 'clerk', password: 'Kx7#pq92' }]),
      ),
    )
    fireEvent.click(within(await clerkRow()).getByRole('button', { name: 'Reset password' }))
    await screen.findAllByText(/Reset the password of Counter clerk\?/)
    expect(server.requests.some((r) => r.url.endsWith('/reset-password'))).toBe(false)
    await confirmWith(/Reset the password of Counter clerk\?/, 'Reset password')
    expect(await screen.findByText('New password of clerk: Kx7#pq92')).toBeTruthy()
    expect(server.requests.find((r) => r.url.endsWith('/reset-password'))!.params).toEqual({ userIds: '5' })
  })

  it('disable asks first, sends status 0 by blade-user/status and reloads the page', async () => {
    const server = await users(ALL, (s) => s.on('POST', '/api/blade-user/status', () => envelope(true)))
    fireEvent.click(within(await clerkRow()).getByRole('button', { name: 'Disable' }))
    await confirmWith(/^Disable Counter clerk\?/, 'Disable')
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === '/api/blade-user/status')?.params).toEqual({
        ids: '5',
        status: 0,
      }),
    )
    expect(await screen.findByText('Status saved')).toBeTruthy()
    await waitFor(() => expect(pageCalls(server).length).toBe(2))
  })
})
