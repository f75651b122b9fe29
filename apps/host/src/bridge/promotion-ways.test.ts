import { promManagerEndpoints } from '@store/contract'
import { envelope, fakeServer } from '../session/test-server'
import { hostBridge, hostControl } from './host-bridge'
import { clearPromotionWays, loadPromotionWays } from './promotion-ways'

const WAYS = [
  { id: '1', promWay: 'fixedPrice', promType: 1, promScene: 'POS' },
  { id: '2', promWay: 'tiered', promType: 4, promScene: 'POS' },
]

describe('the promotion ways: loaded at start-up (spec §7), cleared at logout (spec §4)', () => {
  beforeEach(() => hostControl.setState({ promotionWays: [] }))

  test('way/session reaches every sub-app as promotionWays; logout empties them', async () => {
    const server = fakeServer()
    server.on('GET', promManagerEndpoints.waySession.path, () => envelope(WAYS))
    const errors: unknown[] = []
    await loadPromotionWays(server.api, (e) => errors.push(e))
    expect(hostBridge.getState().promotionWays).toEqual(WAYS)
    expect(errors).toEqual([])
    clearPromotionWays()
    expect(hostBridge.getState().promotionWays).toEqual([])
  })

  test('a server without the promotions module (404) leaves them empty and says nothing', async () => {
    const errors: unknown[] = []
    await loadPromotionWays(fakeServer().api, (e) => errors.push(e))
    expect(hostBridge.getState().promotionWays).toEqual([])
    expect(errors).toEqual([])
  })

  test('a refused load is reported with the server’s message', async () => {
    const server = fakeServer()
    server.on('GET', promManagerEndpoints.waySession.path, () => envelope(null, 500, '服务器内部错误'))
    const errors: unknown[] = []
    await loadPromotionWays(server.api, (e) => errors.push(e))
    expect(hostBridge.getState().promotionWays).toEqual([])
    expect(errors.map((e) => (e as Error).message)).toEqual(['服务器内部错误'])
  })
})
