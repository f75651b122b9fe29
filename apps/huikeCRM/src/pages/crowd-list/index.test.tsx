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
const goldTagged = {
  id: '904',
  packName: 'Gold with tags',
  filters: JSON.stringify({ gradeId: '9002', tagIds: '71,72' }),
  memberCount: 7,
  countTime: '2026-11-24 08:00:00',
}
const everyone = { id: '902', packName: 'Everyone', filters: '{}', memberCount: null, countTime: null }

function renderPacks(buttons: string[]) {
  return renderSubApp(subApp, 'crowd/list', {
    buttons,
    routes: {
      'GET /api/store-insider/brand/optionlist': () => ({ data: [] }),
      'GET /api/store-insider/grade/list': () => ({
        data: [
          { id: '9001', gradeName: 'Silver' },
          { id: '9002', gradeName: 'Gold' },
        ],
      }),
      'GET /api/store-crm/tag/list': () => ({
        data: [
          { id: '71', tagName: 'Diabetes' },
          { id: '72', tagName: 'Night owl' },
        ],
      }),
      'GET /api/store-crm/crowd/page': () => ({
        data: { records: [seniors, goldTagged, everyone], total: 3 },
      }),
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

  it('a pack’s grade and tags show by name to those who may read them', async () => {
    renderPacks(['crowd_pack_view', 'member_grade_view', 'member_tag_view'])
    expect(await screen.findByText('Grade: Gold · Tags: Diabetes, Night owl')).toBeTruthy()
  })

  it('a new pack saves the chosen grade and tags as the member list sends them', async () => {
    const { calls } = renderPacks([
      'crowd_pack_view',
      'crowd_pack_add',
      'member_grade_view',
      'member_tag_view',
    ])
    await screen.findByText('Active seniors')
    fireEvent.click(screen.getByRole('button', { name: 'Add' }))
    const dialog = await screen.findByRole('dialog')
    fireEvent.change(within(dialog).getByLabelText('Name', { selector: '#crowd-pack-record_packName' }), {
      target: { value: 'Silver diabetics' },
    })
    fireEvent.mouseDown(
      within(dialog).getByRole('combobox', { name: 'Grade' }).closest('.ant-select-selector')!,
    )
    fireEvent.click(await screen.findByText('Silver', { selector: '.ant-select-item-option-content' }))
    fireEvent.mouseDown(
      within(dialog).getByRole('combobox', { name: 'Tags' }).closest('.ant-select-selector')!,
    )
    fireEvent.click(await screen.findByText('Diabetes', { selector: '.ant-select-item-option-content' }))
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|Save|Submit/ }))
    await waitFor(() =>
      expect(calls.find((c) => c.url.endsWith('/crowd/submit'))?.body).toEqual({
        packName: 'Silver diabetics',
        filters: '{"gradeId":"9001","tagIds":"71"}',
      }),
    )
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
