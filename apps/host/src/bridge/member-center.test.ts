import { cardModeEndpoints, virtualCoinEndpoints } from '@store/contract'
import { envelope, fakeServer } from '../session/test-server'
import { hostBridge, hostControl } from './host-bridge'
import { loadMemberCenter } from './member-center'

const CARD_MODE = { scope: 'brand', electronicCard: 1, physicalCard: 1, cardPrefix: 'KA', cardLength: 12 }
const COIN = { enabled: 1, coinName: '康安币', coinsPerYuan: 50, expiryMonths: 24 }

describe('start-up loads the member centre settings and shares them through the bridge (spec §7)', () => {
  beforeEach(() => hostControl.setState({ memberCenter: { cardMode: null, virtualCoin: null } }))

  test('the card mode and the virtual coin configuration reach every sub-app as memberCenter', async () => {
    const server = fakeServer()
    server.on('GET', cardModeEndpoints.detail.path, () => envelope(CARD_MODE))
    server.on('GET', virtualCoinEndpoints.detail.path, () => envelope(COIN))
    const errors: unknown[] = []
    await loadMemberCenter(server.api, (e) => errors.push(e))
    expect(hostBridge.getState().memberCenter).toEqual({ cardMode: CARD_MODE, virtualCoin: COIN })
    expect(errors).toEqual([])
  })

  test('a server without the member module (404) leaves both null and says nothing', async () => {
    const errors: unknown[] = []
    await loadMemberCenter(fakeServer().api, (e) => errors.push(e))
    expect(hostBridge.getState().memberCenter).toEqual({ cardMode: null, virtualCoin: null })
    expect(errors).toEqual([])
  })

  test('one refused load is reported with the server’s message; the other setting still arrives', async () => {
    const server = fakeServer()
    server.on('GET', cardModeEndpoints.detail.path, () => envelope(null, 500, '服务器内部错误'))
    server.on('GET', virtualCoinEndpoints.detail.path, () => envelope(COIN))
    const errors: unknown[] = []
    await loadMemberCenter(server.api, (e) => errors.push(e))
    expect(hostBridge.getState().memberCenter).toEqual({ cardMode: null, virtualCoin: COIN })
    expect(errors.map((e) => (e as Error).message)).toEqual(['服务器内部错误'])
  })
})
