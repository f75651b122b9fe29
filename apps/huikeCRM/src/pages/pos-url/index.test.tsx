import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const front = { id: '401', posCode: 'POS-1', posUrl: 'https://pos.example.com/1', shopId: null }
const tenant = { tenantId: '100001', tenantName: 'Kangan' }

function renderPosUrls(buttons: string[]) {
  return renderSubApp(subApp, 'setting/posurl', {
    buttons,
    state: { tenant },
    routes: {
      'GET /api/store-crm/posurl/list': () => ({ data: [front] }),
      'POST /api/store-crm/posurl/saveOrUpdate': ({ body }) => ({ data: { id: '402', ...(body as object) } }),
    },
  })
}

describe('POS URLs, /huikeCRM/setting/posurl (spec §7 posurl/list, posurl/saveOrUpdate)', () => {
  beforeAll(initI18n)

  it('lists the tenant’s own POS addresses; there is no Delete, the server keeps them', async () => {
    const { calls } = renderPosUrls(['crm_pos_url_view', 'crm_pos_url_delete'])
    expect(await screen.findByText('https://pos.example.com/1')).toBeTruthy()
    expect(calls.find((c) => c.url.endsWith('/posurl/list'))?.params).toEqual({ tenantId: '100001' })
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull()
    expect(screen.queryByRole('button', { name: 'Add' })).toBeNull()
  })

  it('an address is added through saveOrUpdate', async () => {
    const { calls } = renderPosUrls(['crm_pos_url_view', 'crm_pos_url_add'])
    await screen.findByText('POS-1')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('POS code'), { target: { value: 'POS-2' } })
    fireEvent.change(within(dialog).getByLabelText('POS URL'), {
      target: { value: 'https://pos.example.com/2' },
    })
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/posurl/saveOrUpdate'))?.body).toEqual({
        posCode: 'POS-2',
        posUrl: 'https://pos.example.com/2',
      }),
    )
  })
})
