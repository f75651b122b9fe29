import { NO_PERMISSIONS } from '@store/bridge'
import { menuEndpoints } from '@store/contract'
import { clearLoggedOutState, storageKey } from '../session'
import { envelope, fakeServer } from '../session/test-server'
import { hostBridge, hostControl } from './host-bridge'
import { sharePermissions } from './permissions'

const SERVED = {
  buttons: ['user_add', 'user_delete'],
  tabs: ['member_points'],
  hovs: ['goods_hov'],
  hiddenColumns: { member: ['phone', 'idCard'] },
}

function server() {
  const s = fakeServer()
  s.on('GET', menuEndpoints.buttons.path, () =>
    envelope(SERVED.buttons.map((code) => ({ code, category: 2, children: [] }))),
  )
  s.on('GET', menuEndpoints.tabs.path, () => envelope(SERVED.tabs))
  s.on('GET', menuEndpoints.hovs.path, () => envelope(SERVED.hovs))
  s.on('GET', menuEndpoints.hideColumns.path, () =>
    envelope([{ resourceCode: 'member', scopeValue: 'phone,idCard' }]),
  )
  return s
}

const stored = (name: Parameters<typeof storageKey>[0]) =>
  JSON.parse(localStorage.getItem(storageKey(name)) ?? 'null') as unknown

describe('§3 session state: permissions are kept locally', () => {
  beforeEach(() => {
    localStorage.clear()
    hostControl.setState({ permissions: NO_PERMISSIONS })
  })

  it('§3 session state: permission, tabPermission, HOVPermission and hideColumns are stored under their names', async () => {
    await sharePermissions(server().api, () => undefined)
    expect(hostBridge.getState().permissions).toEqual(SERVED)
    expect(stored('permission')).toEqual({ user_add: true, user_delete: true })
    expect(stored('tabPermission')).toEqual(['member_points'])
    expect(stored('HOVPermission')).toEqual({ goods_hov: true })
    expect(stored('hideColumns')).toEqual({ member: ['phone', 'idCard'] })
  })

  it('§3 session state: the next start shares the kept permissions before the server answers', async () => {
    await sharePermissions(server().api, () => undefined)
    hostControl.setState({ permissions: NO_PERMISSIONS })
    const never = fakeServer()
    const pending = new Promise<never>(() => undefined)
    for (const endpoint of [
      menuEndpoints.buttons,
      menuEndpoints.tabs,
      menuEndpoints.hovs,
      menuEndpoints.hideColumns,
    ])
      never.on('GET', endpoint.path, () => pending)
    void sharePermissions(never.api, () => undefined)
    expect(hostBridge.getState().permissions).toEqual(SERVED)
  })

  it('§8 a failed permission load resets the lists, kept ones too, and says so', async () => {
    await sharePermissions(server().api, () => undefined)
    const errors: unknown[] = []
    const failing = fakeServer()
    failing.on('GET', menuEndpoints.tabs.path, () => envelope(null, 500, '服务器内部错误'))
    await sharePermissions(failing.api, (e) => errors.push(e))
    expect(hostBridge.getState().permissions).toEqual(NO_PERMISSIONS)
    expect(stored('permission')).toEqual({})
    expect(errors).toHaveLength(1)
  })

  it('§4 logout clears the kept permissions', async () => {
    await sharePermissions(server().api, () => undefined)
    clearLoggedOutState()
    for (const name of ['permission', 'tabPermission', 'HOVPermission', 'hideColumns'] as const)
      expect(localStorage.getItem(storageKey(name))).toBeNull()
  })
})
