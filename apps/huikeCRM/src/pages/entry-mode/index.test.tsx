import { screen } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const modes = { defaultLogin: 'sms', pwdLogin: 1, smsLogin: 1, wxLogin: 0, cpLogin: 0 }

function renderEntryMode(buttons: string[]) {
  return renderSubApp(subApp, 'setting/entryMode', {
    buttons,
    state: { tenant: { tenantId: '100001', tenantName: 'Kangan' } },
    routes: { 'GET /api/store-crm/base-info/getEntryMode': () => ({ data: modes }) },
  })
}

describe('entry mode, /huikeCRM/setting/entryMode (spec §7 base-info/getEntryMode)', () => {
  beforeAll(initI18n)

  it('shows the tenant’s sign-in modes read-only, and where they are changed', async () => {
    const { calls } = renderEntryMode(['crm_entry_mode_view'])
    expect(await screen.findByText('Default sign-in')).toBeTruthy()
    expect(calls[0]).toMatchObject({
      url: expect.stringContaining('/getEntryMode'),
      params: { tenantId: '100001' },
    })
    expect(screen.getByText('SMS sign-in', { selector: 'td, td *' })).toBeTruthy()
    expect(screen.getAllByText('Offered')).toHaveLength(2)
    expect(screen.getAllByText('Not offered')).toHaveLength(2)
    expect(screen.getByText(/changed by the platform administrator under System › Tenants/)).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Open Tenants' })).toBeNull()
    expect(screen.queryByRole('textbox')).toBeNull()
  })

  it('whoever may edit tenants is offered the tenant screen', async () => {
    renderEntryMode(['crm_entry_mode_view', 'tenant_edit'])
    expect(await screen.findByRole('button', { name: 'Open Tenants' })).toBeTruthy()
  })
})
