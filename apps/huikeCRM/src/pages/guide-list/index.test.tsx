import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const amy = { id: '301', guideCode: 'G001', guideName: 'Amy', phone: null, shopId: null, status: 1 }
const ben = { id: '302', guideCode: 'G002', guideName: 'Ben', phone: null, shopId: null, status: 1 }

function renderGuides(buttons: string[], confirm = true) {
  return renderSubApp(subApp, 'guide/list', {
    buttons,
    confirm,
    routes: {
      'GET /api/store-crm/insider/guide/page': () => ({ data: { records: [amy, ben], total: 2 } }),
      'GET /api/store-crm/insider/guide/list': () => ({ data: [amy, ben] }),
      'POST /api/store-crm/assistant/change': () => ({ data: { changed: 3 } }),
    },
  })
}

const changes = (calls: { url: string; body?: unknown }[]) =>
  calls.filter((c) => c.url.endsWith('/assistant/change'))

async function moveAmysMembersToBen() {
  await screen.findByText('Amy')
  fireEvent.click(screen.getAllByRole('button', { name: 'Move members' })[0]!)
  const dialog = await screen.findByRole('dialog')
  fireEvent.mouseDown(within(dialog).getByLabelText('To the shop assistant').closest('.ant-select-selector')!)
  fireEvent.click(await screen.findByText('Ben (G002)', { selector: '.ant-select-item-option-content' }))
  fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
  return dialog
}

describe('shop assistants, /huikeCRM/guide/list (spec §7 insider/guide/list, assistant/change)', () => {
  beforeAll(initI18n)

  it('lists the assistants; Move members only for whoever may edit members', async () => {
    renderGuides(['guide_view'])
    expect(await screen.findByText('Amy')).toBeTruthy()
    expect(screen.getByText('G002')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Move members' })).toBeNull()
  })

  it('moves all of an assistant’s members to the one chosen, once confirmed', async () => {
    const { calls, notices } = renderGuides(['guide_view', 'member_edit'])
    await moveAmysMembersToBen()
    await waitFor(() => expect(changes(calls)[0]?.body).toEqual({ fromGuideId: '301', toGuideId: '302' }))
    await waitFor(() => expect(notices).toContain('3 members moved'))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('nothing moves without a chosen assistant or when the confirmation is declined', async () => {
    const { calls } = renderGuides(['guide_view', 'member_edit'], false)
    await screen.findByText('Amy')
    fireEvent.click(screen.getAllByRole('button', { name: 'Move members' })[0]!)
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
    expect(await within(dialog).findByText('Choose the shop assistant who takes the members')).toBeTruthy()
    fireEvent.mouseDown(
      within(dialog).getByLabelText('To the shop assistant').closest('.ant-select-selector')!,
    )
    expect(screen.queryByText('Amy (G001)', { selector: '.ant-select-item-option-content' })).toBeNull()
    fireEvent.click(await screen.findByText('Ben (G002)', { selector: '.ant-select-item-option-content' }))
    fireEvent.click(within(dialog).getByRole('button', { name: 'Move' }))
    await act(async () => {})
    expect(changes(calls)).toEqual([])
    expect(screen.getByRole('dialog')).toBeTruthy()
  })
})
