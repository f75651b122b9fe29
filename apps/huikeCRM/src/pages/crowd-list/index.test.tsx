import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const seniors = {
  id: '901',
  packName: 'Active seniors',
  filters: JSON.stringify({ phone: '13800000001', status: 1 }),
  memberCount: 42,
  countTime: '2026-11-24 08:00:00',
}
const everyone = { id: '902', packName: 'Everyone', filters: '{}', memberCount: null, countTime: null }

function renderPacks(buttons: string[]) {
  return renderSubApp(subApp, 'crowd/list', {
    buttons,
    routes: {
      'GET /api/store-insider/brand/optionlist': () => ({ data: [] }),
      'GET /api/store-crm/crowd/page': () => ({ data: { records: [seniors, everyone], total: 2 } }),
      'POST /api/store-crm/crowd/refresh': () => ({ data: true }),
      'POST /api/store-crm/crowd/submit': ({ body }) => ({
        data: { id: '903', memberCount: null, countTime: null, ...(body as object) },
      }),
    },
  })
}

describe('crowd packs, /huikeCRM/crowd/list (spec §2 crowd packs)', () => {
  beforeAll(initI18n)

  it('shows each pack’s filters in words and its counted size; a pack not counted yet shows Counting…', async () => {
    renderPacks(['crowd_pack_view'])
    expect(await screen.findByText('Mobile number: 13800000001 · Status: Active')).toBeTruthy()
    expect(screen.getByText('42')).toBeTruthy()
    expect(screen.getByText('All members')).toBeTruthy()
    expect(screen.getByText('Counting…')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull()
  })

  it('Refresh queues a recount of that pack and says so', async () => {
    const { calls, notices } = renderPacks(['crowd_pack_view', 'crowd_pack_edit'])
    await screen.findByText('Active seniors')
    fireEvent.click(screen.getAllByRole('button', { name: 'Refresh' })[0]!)
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/crowd/refresh'))?.params).toEqual({ id: '901' }),
    )
    await waitFor(() => expect(notices).toContain('Counting the members of “Active seniors” again'))
  })

  it('a new pack saves the member search as the member list sends it', async () => {
    const { calls } = renderPacks(['crowd_pack_view', 'crowd_pack_add'])
    await screen.findByText('Active seniors')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).queryByLabelText('Members')).toBeNull()
    fireEvent.change(within(dialog).getByLabelText('Name', { selector: '#crowd-pack-record_packName' }), {
      target: { value: 'Phone 138' },
    })
    fireEvent.change(within(dialog).getByLabelText('Mobile number'), { target: { value: ' 13800000009 ' } })
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/crowd/submit'))?.body).toEqual({
        packName: 'Phone 138',
        filters: '{"phone":"13800000009"}',
      }),
    )
  })

  it('a pack needs a name and filters', async () => {
    const { calls } = renderPacks(['crowd_pack_view', 'crowd_pack_add'])
    await screen.findByText('Active seniors')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }))
    expect(await within(dialog).findByText('Enter the Name')).toBeTruthy()
    expect(await within(dialog).findByText('Enter the Filters')).toBeTruthy()
    expect(calls.some((c) => c.url.endsWith('/crowd/submit'))).toBe(false)
  })
})
