import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { envelope } from '../session/test-server'
import { pageOf, renderAdmin } from './admin-test-kit'
import { adminScreenOf } from './routes'
import TenantAppScreen from './TenantAppScreen'

const BASE = '/api/blade-system/tenant-app'
const TENANTS = [
  {
    id: '100001',
    tenantId: '100001',
    tenantFullName: 'Pharmacy chain',
    applicationIds: ['1'],
    applicationNames: ['CRM'],
  },
  {
    id: '100002',
    tenantId: '100002',
    tenantFullName: 'Retail chain',
    applicationIds: [],
    applicationNames: [],
  },
]
const APPS = [
  { id: '1', name: '会员', nameZhHk: null, nameEn: 'CRM' },
  { id: '2', name: '商城', nameZhHk: null, nameEn: 'Shop' },
]
const opened = { tenantId: '100001', tenantFullName: 'Pharmacy chain', applicationIds: ['1'] }

function tenantApps(buttons: string[]) {
  return renderAdmin(<TenantAppScreen />, buttons, (server) => {
    server.on('GET', `${BASE}/list_v2`, () => pageOf(TENANTS))
    server.on('GET', `${BASE}/echo_v2`, () => envelope(opened))
    server.on('GET', `${BASE}/view_v2`, () => envelope(opened))
    server.on('GET', '/api/blade-system/application/list_v2', () => pageOf(APPS))
    server.on('POST', `${BASE}/submit`, () => envelope(opened))
  })
}
const rowOf = async (name: string) => (await screen.findByText(name)).closest('tr')!
const checkbox = (dialog: HTMLElement, name: string) =>
  within(dialog).getByRole('checkbox', { name }) as HTMLInputElement

describe('tenant apps (spec §7 System tenant-app)', () => {
  it('the menu seed’s /appAuthManage shows the tenant-app screen', () => {
    expect(adminScreenOf('/appAuthManage')).toEqual({ composed: '/appAuthManage' })
  })

  it('lists each tenant from list_v2 with its opened applications; without tenant_app_edit no Applications button', async () => {
    const server = await tenantApps(['tenant_app_view'])
    const row = await rowOf('Pharmacy chain')
    expect(within(row).getByText('CRM')).toBeTruthy()
    expect(within(row).queryByRole('button', { name: 'Applications' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
    expect(server.requests.find((r) => r.url === `${BASE}/list_v2`)!.params).toEqual({ current: 1, size: 10 })
  })

  it('view shows the tenant’s applications from view_v2, checked and read-only, with nothing to save', async () => {
    await tenantApps(['tenant_app_view'])
    fireEvent.click(within(await rowOf('Pharmacy chain')).getByRole('button', { name: 'View' }))
    const dialog = await screen.findByRole('dialog')
    await within(dialog).findByRole('checkbox', { name: 'CRM' })
    expect(checkbox(dialog, 'CRM').checked).toBe(true)
    expect(checkbox(dialog, 'Shop').checked).toBe(false)
    expect(checkbox(dialog, 'Shop').disabled).toBe(true)
    expect(within(dialog).queryByRole('button', { name: 'OK' })).toBeNull()
  })

  it('Applications sets the opened applications by submit and reloads the list', async () => {
    const server = await tenantApps(['tenant_app_view', 'tenant_app_edit'])
    fireEvent.click(within(await rowOf('Pharmacy chain')).getByRole('button', { name: 'Applications' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Applications of Pharmacy chain (100001)')).toBeTruthy()
    await within(dialog).findByRole('checkbox', { name: 'Shop' })
    expect(server.requests.some((r) => r.url === `${BASE}/echo_v2` && r.params.tenantId === '100001')).toBe(
      true,
    )
    // each toggle is seen on the screen before the next (a loaded runner renders late)
    fireEvent.click(checkbox(dialog, 'Shop'))
    await waitFor(() => expect(checkbox(dialog, 'Shop').checked).toBe(true))
    fireEvent.click(checkbox(dialog, 'CRM'))
    await waitFor(() => expect(checkbox(dialog, 'CRM').checked).toBe(false))
    const lists = server.requests.filter((r) => r.url === `${BASE}/list_v2`).length
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })))
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === `${BASE}/submit`)?.body).toEqual({
        tenantId: '100001',
        applicationIds: ['2'],
      }),
    )
    expect(await screen.findByText('Applications saved')).toBeTruthy()
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === `${BASE}/list_v2`).length).toBe(lists + 1),
    )
  })
})
