import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { BridgeProvider } from '@store/bridge/react'
import { microRegistryEndpoints } from '@store/contract'
import { hostApi } from '../bridge/api'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { envelope, fakeServer } from '../session/test-server'
import { DevOverrideBanner } from './DevOverrideBanner'
import { DEV_VERSION, OVERRIDES_KEY, devOverrides, withOverrides } from './dev-overrides'
import type { MicroAppEntry } from './registry'

const released = (name: string, extra: Partial<MicroAppEntry> = {}): MicroAppEntry => ({
  name,
  baseroute: `/${name}`,
  component: 'federation',
  iframe: false,
  url: null,
  expose: './App',
  version: '1.0.0',
  entry: `/apps/${name}/1.0.0/mf-manifest.json`,
  bridge: 1,
  ...extra,
})
const REGISTRY = [released('huikeCRM'), released('microshop'), released('site', { iframe: true })]
const DEV = 'http://localhost:3001/mf-manifest.json'

/** The tenant's answer to dev-override, and how often it was asked. */
function tenantAllows(allowed: boolean) {
  const server = fakeServer(hostApi)
  server.on('GET', microRegistryEndpoints.devOverride.path, () => envelope({ allowed }))
  return () => server.requests.filter((r) => r.url === microRegistryEndpoints.devOverride.path).length
}
const store = (overrides: unknown) => localStorage.setItem(OVERRIDES_KEY, JSON.stringify(overrides))

const environment = process.env.NODE_ENV
beforeEach(() => {
  localStorage.clear()
  devOverrides.clear()
})
afterEach(() => {
  process.env.NODE_ENV = environment
})

describe('a browser’s sub-app overrides, honoured only where allowed (issue 22 item 3)', () => {
  it('with nothing overridden the registry is as the server gave it and the server is not asked', async () => {
    const asked = tenantAllows(true)
    expect(await withOverrides(hostApi, REGISTRY)).toEqual(REGISTRY)
    expect(asked()).toBe(0)
    expect(devOverrides.active()).toEqual({})
  })

  it('a tenant that allows overrides: the overridden sub-app loads from the dev remote as a development build', async () => {
    const asked = tenantAllows(true)
    store({ huikeCRM: DEV })
    const entries = await withOverrides(hostApi, REGISTRY)
    expect(entries[0]).toEqual({ ...REGISTRY[0], entry: DEV, version: DEV_VERSION, bridge: null })
    expect(entries.slice(1)).toEqual(REGISTRY.slice(1))
    expect(asked()).toBe(1)
    expect(devOverrides.active()).toEqual({ huikeCRM: DEV })
  })

  it('a tenant that does not allow them (or cannot say): the list is ignored', async () => {
    tenantAllows(false)
    store({ huikeCRM: DEV })
    expect(await withOverrides(hostApi, REGISTRY)).toEqual(REGISTRY)
    expect(devOverrides.active()).toEqual({})
    fakeServer(hostApi) // dev-override answers 404
    expect(await withOverrides(hostApi, REGISTRY)).toEqual(REGISTRY)
    expect(devOverrides.active()).toEqual({})
  })

  it('a development build honours them without asking the server', async () => {
    process.env.NODE_ENV = 'development'
    const asked = tenantAllows(false)
    store({ microshop: DEV })
    expect((await withOverrides(hostApi, REGISTRY))[1]).toMatchObject({ entry: DEV, version: DEV_VERSION })
    expect(asked()).toBe(0)
  })

  it('only http(s) addresses of non-iframe sub-apps the registry knows are taken', async () => {
    tenantAllows(true)
    store({ huikeCRM: 'javascript:alert(1)', site: DEV, unknown: DEV, microshop: 42 })
    expect(await withOverrides(hostApi, REGISTRY)).toEqual(REGISTRY)
    expect(devOverrides.active()).toEqual({})
    localStorage.setItem(OVERRIDES_KEY, 'not json')
    expect(await withOverrides(hostApi, REGISTRY)).toEqual(REGISTRY)
  })

  it('the shell shows a banner while an override is active; Clear empties the list and reloads', async () => {
    hostControl.setState({ locale: 'en' })
    tenantAllows(true)
    store({ huikeCRM: DEV })
    const reload = jest.fn()
    render(
      <BridgeProvider bridge={hostBridge}>
        <DevOverrideBanner onCleared={reload} />
      </BridgeProvider>,
    )
    expect(screen.queryByTestId('micro-override-banner')).toBeNull()
    await act(() => withOverrides(hostApi, REGISTRY))
    const banner = screen.getByTestId('micro-override-banner')
    expect(banner.textContent).toContain(
      `This browser runs sub-apps from development remotes: huikeCRM → ${DEV}`,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Clear and reload' }))
    expect(localStorage.getItem(OVERRIDES_KEY)).toBeNull()
    expect(reload).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('micro-override-banner')).toBeNull()
  })
})
