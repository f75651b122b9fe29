import { fireEvent, screen, waitFor } from '@testing-library/react'
import { initI18n, renderSubApp } from '@store/micro/testing'
import subApp from '../../App'

const COIN = { enabled: 0, coinName: '金币', coinsPerYuan: 100, expiryMonths: 0 }
const EDITOR = ['virtual_coin_view', 'virtual_coin_edit']

function renderCoin(buttons: string[]) {
  return renderSubApp(subApp, 'virtualCoin', {
    buttons,
    routes: {
      'GET /api/store-insider/member-center/virtualCoin/detail': () => ({ data: COIN }),
      'POST /api/store-insider/member-center/virtualCoin/submit': (call) => ({ data: call.body }),
    },
  })
}
const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save' }))

describe('virtual coins, /member-center/virtualCoin (spec §7 start-up virtual coin configuration)', () => {
  beforeAll(initI18n)

  it('without the view permission: the no-permission page and no call to the server', async () => {
    const { calls } = renderCoin([])
    expect(await screen.findByText(/You have no permission for this menu/)).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('a viewer sees the configuration read-only, with no Save', async () => {
    renderCoin(['virtual_coin_view'])
    expect((await screen.findByLabelText('Coin name')).getAttribute('value')).toBe('金币')
    expect(field('Coin name').disabled).toBe(true)
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull()
  })

  it('a saved configuration, after the confirmation, is the shell’s at once', async () => {
    const { bridge, calls, confirms } = renderCoin(EDITOR)
    await screen.findByLabelText('Coin name')
    fireEvent.click(field('Virtual coins on'))
    fireEvent.change(field('Coin name'), { target: { value: 'Kangan coins' } })
    fireEvent.change(field('Coins worth one yuan'), { target: { value: '50' } })
    save()
    const saved = { enabled: 1, coinName: 'Kangan coins', coinsPerYuan: 50, expiryMonths: 0 }
    await waitFor(() => expect(bridge.getState().memberCenter.virtualCoin).toEqual(saved))
    expect(confirms).toEqual([expect.objectContaining({ title: 'Save the virtual coin configuration?' })])
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual(saved)
  })

  it('a blank name and coins worth nothing are refused on the form with their messages, before any call', async () => {
    const { calls } = renderCoin(EDITOR)
    await screen.findByLabelText('Coin name')
    fireEvent.change(field('Coin name'), { target: { value: ' ' } })
    fireEvent.change(field('Coins worth one yuan'), { target: { value: '0' } })
    save()
    expect(
      await screen.findByText('Enter the coins’ name: at most 16 characters, no spaces at either end'),
    ).toBeTruthy()
    expect(await screen.findByText('Enter a whole number from 1 to 10000')).toBeTruthy()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)
  })
})
