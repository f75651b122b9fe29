import { fireEvent, screen, waitFor } from '@testing-library/react'
import { initI18n, renderSubApp, type RenderOptions } from '@store/micro/testing'
import subApp from '../../App'

const MODE = { scope: 'tenant', electronicCard: 1, physicalCard: 0, cardPrefix: '', cardLength: 12 }
const LOAD = 'GET /api/store-insider/member-center/cardMode/detail'
const SAVE = 'POST /api/store-insider/member-center/cardMode/submit'
const EDITOR = ['member_card_mode_view', 'member_card_mode_edit']

function renderMode(buttons: string[], more: Partial<RenderOptions> = {}) {
  return renderSubApp(subApp, 'cardMode', {
    buttons,
    routes: { [LOAD]: () => ({ data: MODE }), [SAVE]: (call) => ({ data: call.body }) },
    ...more,
  })
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('membership card mode, /member-center/cardMode (spec §7 start-up card mode)', () => {
  beforeAll(initI18n)

  it('without the view permission: the no-permission page and no call to the server', async () => {
    const { calls } = renderMode(['member_card_mode_edit'])
    expect(await screen.findByText(/You have no permission for this menu/)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('a saved mode, after the confirmation, is the shell’s card mode at once', async () => {
    const { bridge, calls, confirms } = renderMode(EDITOR)
    await screen.findByLabelText('Card number prefix')
    fireEvent.click(screen.getByLabelText('One card per member brand'))
    fireEvent.click(field('Issue physical cards'))
    fireEvent.change(field('Card number prefix'), { target: { value: 'ka' } })
    save()
    const saved = { scope: 'brand', electronicCard: 1, physicalCard: 1, cardPrefix: 'KA', cardLength: 12 }
    await waitFor(() => expect(bridge.getState().memberCenter.cardMode).toEqual(saved))
    expect(confirms).toEqual([expect.objectContaining({ title: 'Save the membership card mode?' })])
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(saved)
  })

  it('issuing no card at all is refused on the form, before any call', async () => {
    const { calls } = renderMode(EDITOR)
    await screen.findByLabelText('Card number prefix')
    fireEvent.click(field('Issue electronic cards'))
    save()
    expect(await screen.findByText('Issue electronic cards, physical cards or both')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('a length that leaves fewer than 4 serial digits after the prefix is refused, naming the least', async () => {
    const { calls } = renderMode(EDITOR)
    await screen.findByLabelText('Card number prefix')
    fireEvent.change(field('Card number prefix'), { target: { value: 'KANGAN' } })
    fireEvent.change(field('Card number length (prefix included)'), { target: { value: '9' } })
    save()
    expect(
      await screen.findByText(
        'Card numbers must be at least 10 characters long (the prefix and 4 serial digits)',
      ),
    ).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })

  it('a save the server refuses shows its message and leaves the shell’s card mode alone', async () => {
    const { bridge, notices } = renderMode(EDITOR, {
      routes: {
        [LOAD]: () => ({ data: MODE }),
        [SAVE]: () => ({ code: 400, msg: 'Issue electronic cards, physical cards or both' }),
      },
    })
    await screen.findByLabelText('Card number prefix')
    save()
    await waitFor(() => expect(notices).toContain('Issue electronic cards, physical cards or both'))
    expect(bridge.getState().memberCenter.cardMode).toBeNull()
  })
})
