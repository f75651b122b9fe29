import manifest from '../package.json'
import { BRIDGE_VERSION, checkCompatibility, createBridge, hasButton, type HostServices } from './index'

const services = {} as HostServices

describe('global state bridge (ARCHITECTURE §1: one bridge, versioned)', () => {
  it('hands sub-apps the state the host sets, frozen, and tells subscribers old and new', () => {
    const { bridge, control } = createBridge(services)
    const seen: string[] = []
    bridge.subscribe((state, previous) => seen.push(`${previous.locale}→${state.locale}`))
    control.setState({ locale: 'en' })
    expect(bridge.getState().locale).toBe('en')
    expect(Object.isFrozen(bridge.getState())).toBe(true)
    expect(seen).toEqual(['zh_CN→en'])
  })

  it('select calls back only when the selected slice changes', () => {
    const { bridge, control } = createBridge(services)
    const brands: Array<string | null> = []
    bridge.select(
      (s) => s.brandId,
      (brand) => brands.push(brand),
    )
    control.setState({ locale: 'zh_HK' })
    bridge.setBrand('b1')
    bridge.setBrand('b1')
    control.setState((s) => ({ theme: { ...s.theme, colorPrimary: '#000000' } }))
    bridge.setBrand(null)
    expect(brands).toEqual(['b1', null])
  })

  it('since 1.2: a saved member centre setting replaces only its own part of memberCenter', () => {
    const { bridge, control } = createBridge(services)
    expect(bridge.getState().memberCenter).toEqual({ cardMode: null, virtualCoin: null })
    const virtualCoin = { enabled: 1, coinName: '金币', coinsPerYuan: 100, expiryMonths: 0 }
    control.setState({ memberCenter: { cardMode: null, virtualCoin } })
    const cardMode = {
      scope: 'brand' as const,
      electronicCard: 1,
      physicalCard: 0,
      cardPrefix: '',
      cardLength: 12,
    }
    bridge.setMemberCenter?.({ cardMode })
    expect(bridge.getState().memberCenter).toEqual({ cardMode, virtualCoin })
  })

  it('an unsubscribed listener hears nothing more', () => {
    const { bridge, control } = createBridge(services)
    const listener = jest.fn()
    const off = bridge.subscribe(listener)
    off()
    control.setState({ locale: 'en' })
    expect(listener).not.toHaveBeenCalled()
  })

  it('forwards realtime events by name to their listeners only', () => {
    const { bridge, control } = createBridge(services)
    const notices: unknown[] = []
    const off = bridge.onRealtime('haveNewNotice', (p) => notices.push(p))
    bridge.onRealtime('exportNotify', () => notices.push('wrong'))
    control.emitRealtime('haveNewNotice', { count: 1 })
    off()
    control.emitRealtime('haveNewNotice', { count: 2 })
    expect(notices).toEqual([{ count: 1 }])
  })

  it('button codes come from the permissions', () => {
    const { bridge, control } = createBridge(services)
    control.setState({ permissions: { buttons: ['demo_add'], tabs: [], hovs: [], hiddenColumns: {} } })
    expect(hasButton(bridge.getState(), 'demo_add')).toBe(true)
    expect(hasButton(bridge.getState(), 'demo_delete')).toBe(false)
  })

  it('a sub-app built against another major version is incompatible; minors are compatible', () => {
    expect(checkCompatibility('1.4.0', '1.0.0')).toEqual({ ok: true })
    expect(checkCompatibility(1, '1.9.2')).toEqual({ ok: true })
    expect(checkCompatibility('2.0.0', '1.0.0')).toEqual({ ok: false, host: 1, subApp: 2 })
    expect(() => checkCompatibility('x')).toThrow(TypeError)
  })

  it('the compiled bridge version is the package version sub-app builds record', () => {
    expect(BRIDGE_VERSION).toBe(manifest.version)
  })
})
