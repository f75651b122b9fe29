import { Activity } from 'react'
import { act, render } from '@testing-library/react'
import { BridgeProvider } from '@store/bridge/react'
import type { BridgeSession } from '@store/bridge'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { registry as v1 } from './prefetch-fixtures'
import type { MicroAppEntry } from './registry'
import { REGISTRY_FRESH_MS, useMicroRegistry, type RegistryState } from './use-registry'

jest.mock('./registry', () => ({ ...jest.requireActual('./registry'), fetchRegistry: jest.fn() }))
const { fetchRegistry } = jest.requireMock<{ fetchRegistry: jest.Mock }>('./registry')

const v2: MicroAppEntry[] = v1.map((e) => ({ ...e, version: '9.9.9' }))

/** What each mounted tab saw last, by its name. */
const seen = new Map<string, RegistryState>()
function Tab({ name }: { name: string }) {
  seen.set(name, useMicroRegistry())
  return null
}
const shell = (tabs: string[]) => (
  <BridgeProvider bridge={hostBridge}>
    {tabs.map((name) => (
      <Tab key={name} name={name} />
    ))}
  </BridgeProvider>
)
const versionsIn = (name: string) => {
  const state = seen.get(name)
  return state?.status === 'ready' ? [...new Set(state.entries.map((e) => e.version))] : state?.status
}

beforeEach(() => {
  jest.useFakeTimers()
  fetchRegistry.mockReset()
  hostControl.setState({ session: { accessToken: `token-${Math.random()}` } as BridgeSession })
})
afterEach(() => jest.useRealTimers())

describe('the registry reaches the next tab opened, not the tabs open (issue 22 item 5)', () => {
  it('the shell and tabs opened at one go share one read', async () => {
    fetchRegistry.mockResolvedValue(v1)
    render(shell(['shell', 'crm', 'sms']))
    await act(async () => undefined)
    expect(fetchRegistry).toHaveBeenCalledTimes(1)
    for (const tab of ['shell', 'crm', 'sms']) expect(seen.get(tab)).toEqual({ status: 'ready', entries: v1 })
  })

  it(`a tab opened more than ${REGISTRY_FRESH_MS / 1000} s later reads again and gets the new version; the tab already open keeps its own`, async () => {
    fetchRegistry.mockResolvedValueOnce(v1).mockResolvedValueOnce(v2)
    const { rerender } = render(shell(['crm']))
    await act(async () => undefined)
    act(() => jest.advanceTimersByTime(REGISTRY_FRESH_MS + 1))
    rerender(shell(['crm', 'reopened']))
    await act(async () => undefined)
    expect(fetchRegistry).toHaveBeenCalledTimes(2)
    expect(versionsIn('reopened')).toEqual(['9.9.9'])
    expect(versionsIn('crm')).not.toContain('9.9.9')
  })

  it('a kept-alive tab shown again from the background does not read: it keeps the version it opened with', async () => {
    fetchRegistry.mockResolvedValueOnce(v1).mockResolvedValueOnce(v2)
    const kept = (mode: 'visible' | 'hidden') => (
      <BridgeProvider bridge={hostBridge}>
        <Activity mode={mode}>
          <Tab name="kept" />
        </Activity>
      </BridgeProvider>
    )
    const { rerender } = render(kept('visible'))
    await act(async () => undefined)
    act(() => jest.advanceTimersByTime(REGISTRY_FRESH_MS + 1))
    rerender(kept('hidden'))
    rerender(kept('visible'))
    await act(async () => undefined)
    expect(fetchRegistry).toHaveBeenCalledTimes(1)
    expect(versionsIn('kept')).not.toContain('9.9.9')
  })
})
