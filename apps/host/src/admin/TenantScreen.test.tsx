import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { envelope } from '../session/test-server'
import { pageOf, renderAdmin } from './admin-test-kit'
import TenantScreen from './TenantScreen'

const LIST = '/api/blade-system/tenant/list_v2'
const SETTING = '/api/blade-system/tenant/setting'
const tenant = (tenantId: string, tenantFullName: string) => ({
  id: tenantId,
  tenantId,
  tenantFullName,
  accountNumber: -1,
  expireTime: null,
  status: 1,
})
const TENANTS = [tenant('100001', 'Pharmacy chain'), tenant('100002', 'Retail chain')]

function tenants(buttons: string[]) {
  return renderAdmin(<TenantScreen />, buttons, (server) => {
    server.on('GET', LIST, () => pageOf(TENANTS))
    server.on('POST', SETTING, () => envelope(true))
  })
}
const choose = async (...names: string[]) => {
  for (const name of names) {
    const row = (await screen.findByText(name)).closest('tr')!
    fireEvent.click(within(row).getByRole('checkbox'))
  }
}
const openLicence = async () => {
  fireEvent.click(await screen.findByRole('button', { name: 'Licence settings' }))
  return screen.findByRole('dialog', { name: /^Licence of/ })
}
const accountLimit = (dialog: HTMLElement) => within(dialog).getByLabelText('Account limit')
const clickOk = (dialog: HTMLElement) =>
  act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'OK' })))
/** Answers the host's confirmation (antd keeps closed ones in the page: the last is this one). */
const confirmSave = async () => {
  const titles = await screen.findAllByText(/^Set this licence for/, { selector: '.ant-modal-confirm-title' })
  const confirm = titles.at(-1)!.closest('.ant-modal-confirm') as HTMLElement
  await act(async () => fireEvent.click(within(confirm).getByText('Save').closest('button')!))
}

describe('tenant licence settings (spec §7 System tenant/setting)', () => {
  it('Licence settings needs tenant_setting: without it, the chosen tenants offer only batch delete', async () => {
    await tenants(['tenant_view', 'tenant_delete'])
    await choose('Pharmacy chain')
    expect(await screen.findByRole('button', { name: 'Delete selected' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Licence settings' })).toBeNull()
  })

  it('with tenant_setting alone tenants can be chosen for it, and are never offered for deletion', async () => {
    await tenants(['tenant_view', 'tenant_setting'])
    await choose('Pharmacy chain')
    expect(await screen.findByRole('button', { name: 'Licence settings' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Delete selected' })).toBeNull()
  })

  it('an account limit below -1 is refused before sending', async () => {
    const server = await tenants(['tenant_view', 'tenant_setting'])
    await choose('Pharmacy chain')
    const dialog = await openLicence()
    fireEvent.change(accountLimit(dialog), { target: { value: '-2' } })
    await clickOk(dialog)
    expect(await within(dialog).findByText('Enter a whole number from -1 to 1000000')).toBeTruthy()
    expect(server.requests.some((r) => r.url === SETTING)).toBe(false)
  })

  it('sets the limit and expiry of every chosen tenant by tenant/setting after confirmation, then reloads', async () => {
    const server = await tenants(['tenant_view', 'tenant_setting'])
    await choose('Pharmacy chain', 'Retail chain')
    const dialog = await openLicence()
    expect(within(dialog).getByText('Licence of 2 chosen tenant(s)')).toBeTruthy()
    fireEvent.change(accountLimit(dialog), { target: { value: '50' } })
    const expiry = within(dialog).getByLabelText('Expiry')
    fireEvent.mouseDown(expiry)
    fireEvent.change(expiry, { target: { value: '2099-01-01 08:30:00' } })
    fireEvent.keyDown(expiry, { key: 'Enter', code: 'Enter', keyCode: 13 })
    const lists = server.requests.filter((r) => r.url === LIST).length
    await clickOk(dialog)
    await confirmSave()
    await waitFor(() =>
      expect(server.requests.find((r) => r.url === SETTING)?.params).toEqual({
        ids: '100001,100002',
        accountNumber: 50,
        expireTime: '2099-01-01 08:30:00',
      }),
    )
    expect(await screen.findByText('Licence saved')).toBeTruthy()
    await waitFor(() => expect(server.requests.filter((r) => r.url === LIST).length).toBe(lists + 1))
  })
})
