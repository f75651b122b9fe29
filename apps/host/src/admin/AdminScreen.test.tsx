import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import type { MenuRoute } from '../menu/types'
import { PageFor } from '../router/PageFor'
import { envelope } from '../session/test-server'
import { pageOf, renderAdmin, type FakeServer } from './admin-test-kit'

const menuPage = (path: string) => ({
  kind: 'menu' as const,
  label: path,
  menu: { path, meta: { keepAlive: true } } as MenuRoute,
})
const show = (path: string, buttons: string[], routes: (server: FakeServer) => void = () => {}) =>
  renderAdmin(<PageFor path={path} page={menuPage(path)} />, buttons, routes)

const posts = [
  { id: '11', category: 1, postCode: 'PHARM', postName: 'Pharmacist', sort: 1, remark: null },
  { id: '12', category: 1, postCode: 'CASHIER', postName: 'Cashier', sort: 2, remark: null },
]

describe('administration screens on one CrudTable (issue 7 part 2, spec §2 menu-driven routes)', () => {
  it('a system menu path shows its resource’s list, labelled by the contract, from the resource’s page call; posts can be imported and exported', async () => {
    const server = await show('/system/post', ['post_view', 'post_add', 'post_edit', 'post_delete'], (s) =>
      s.on('GET', '/api/blade-system/post/page', () => pageOf(posts)),
    )
    const row = (await screen.findByText('PHARM')).closest('tr')!
    expect(within(row).getByText('Pharmacist')).toBeTruthy()
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent)
    expect(headers).toEqual(expect.arrayContaining(['Post code', 'Post name', 'Actions']))
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Import' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Export' })).toBeTruthy()
    expect(server.requests.find((r) => r.url === '/api/blade-system/post/page')!.params).toMatchObject({
      current: 1,
      size: 10,
    })
  })

  it('a log is read-only: its rows can be viewed, never added, edited or deleted', async () => {
    await show('/log/login', ['log_login_view', 'log_login_add', 'log_login_delete'], (s) =>
      s.on('GET', '/api/blade-log/login/page', () =>
        pageOf([{ id: '1', account: 'admin', grantType: 'password', ip: '127.0.0.1', success: 1 }]),
      ),
    )
    await screen.findByText('127.0.0.1')
    expect(screen.getByRole('button', { name: 'View' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Edit' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
  })

  it('serial numbers are saved where the spec names the call (codeKey/saveOrUpdate)', async () => {
    const serial = {
      id: '5',
      code: 'ORDER',
      name: 'Orders',
      prefix: 'SO',
      datePattern: 'yyyyMMdd',
      width: 6,
      resetPeriod: 'day',
      remark: null,
    }
    const server = await show('/system/codeKey', ['code_key_view', 'code_key_edit'], (s) => {
      s.on('GET', '/api/blade-system/codeKey/page', () => pageOf([serial]))
      s.on('POST', '/api/blade-system/codeKey/saveOrUpdate', () => envelope(true))
    })
    const row = (await screen.findByText('ORDER')).closest('tr')!
    fireEvent.click(within(row).getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog')
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /^(OK|Submit)$/ })))
    await waitFor(() =>
      expect(server.requests.find((r) => r.url.endsWith('/saveOrUpdate'))?.body).toMatchObject({
        id: '5',
        code: 'ORDER',
      }),
    )
  })

  it('departments show as a tree from dept/list, with no pager, and offer no export (the download centre cannot export them)', async () => {
    const dept = (id: string, deptName: string, children: unknown[] = []) => ({
      id,
      parentId: '0',
      deptName,
      fullName: deptName,
      deptCategory: 1,
      sort: 1,
      remark: null,
      children,
    })
    const server = await show('/system/dept', ['dept_view'], (s) =>
      s.on('GET', '/api/blade-system/dept/list', () =>
        envelope([dept('1', 'Head office', [dept('2', 'East region')])]),
      ),
    )
    await screen.findAllByText('Head office')
    expect(document.querySelector('.ant-table-row-expand-icon')).not.toBeNull()
    expect(document.querySelector('.ant-pagination')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull()
    expect(server.requests.find((r) => r.url.endsWith('/dept/list'))!.params).not.toHaveProperty('current')
  })

  it('menus show as one tree from menu/list, each menu with its buttons below it', async () => {
    const menu = (
      id: string,
      parentId: string,
      name: string,
      category: number,
      children: unknown[] = [],
    ) => ({
      id,
      parentId,
      code: `m${id}`,
      name,
      path: category === 1 ? `/system/m${id}` : null,
      sort: 1,
      category,
      children,
    })
    const server = await show('/system/menu', ['menu_view'], (s) =>
      s.on('GET', '/api/blade-system/menu/list', () =>
        envelope([
          menu('1', '0', 'System', 0, [menu('2', '1', 'Users', 1, [menu('3', '2', 'Add user', 2)])]),
        ]),
      ),
    )
    await screen.findAllByText('System')
    expect(document.querySelector('.ant-table-row-expand-icon')).not.toBeNull()
    expect(document.querySelector('.ant-pagination')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull()
    expect(server.requests.find((r) => r.url.endsWith('/menu/list'))!.params).not.toHaveProperty('current')
    fireEvent.click(document.querySelector('.ant-table-row-expand-icon')!)
    fireEvent.click(
      (await screen.findByText('Users')).closest('tr')!.querySelector('.ant-table-row-expand-icon')!,
    )
    expect(await screen.findByText('Add user')).toBeTruthy()
  })

  it('the platform’s tenants show from tenant/list_v2, with no export (the download centre has no tenants)', async () => {
    const server = await show('/system/tenant', ['tenant_view', 'tenant_add'], (s) =>
      s.on('GET', '/api/blade-system/tenant/list_v2', () =>
        pageOf([{ id: '5', tenantId: '000000', tenantFullName: 'Platform', status: 1 }]),
      ),
    )
    const row = (await screen.findByText('000000')).closest('tr')!
    expect(within(row).getByText('Platform')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull()
    expect(server.requests.find((r) => r.url === '/api/blade-system/tenant/list_v2')!.params).toMatchObject({
      current: 1,
    })
  })

  it('a menu path the host has no screen for still says "not available yet"', async () => {
    await show('/operation/dbTools', [])
    expect(await screen.findByText('Not available yet')).toBeTruthy()
  })
})
