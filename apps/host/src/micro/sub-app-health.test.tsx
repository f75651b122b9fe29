import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { type ReactElement } from 'react'
import { render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { BridgeProvider } from '@store/bridge/react'
import { SUB_APP_REPORT_MAX, microHealthEndpoints, type SubAppReport } from '@store/contract'
import type { SubApp } from '@store/micro'
import { hostApi } from '../bridge/api'
import { hostBridge } from '../bridge/host-bridge'
import { envelope, fakeServer } from '../session/test-server'
import { DEV_VERSION } from './dev-overrides'
import type { LoadableEntry } from './federation'
import { FederatedView } from './FederatedView'
import { IDLE_FALLBACK_MS } from './idle'
import { HEALTH_FLUSH_MS, createHealthReporter, healthReporter } from './sub-app-health'

jest.mock('./federation', () => ({ loadFederatedSubApp: jest.fn() }))
const { loadFederatedSubApp: load } = jest.requireMock<{ loadFederatedSubApp: jest.Mock }>('./federation')

const ENTRY: LoadableEntry = {
  name: 'watched',
  baseroute: '/watched',
  component: 'federation',
  iframe: false,
  url: null,
  expose: './App',
  version: '2.1.0',
  entry: '/apps/watched/2.1.0/mf-manifest.json',
  bridge: 1,
}

const subApp = (Page: () => ReactElement): SubApp =>
  ({ bridgeVersion: hostBridge.version, Component: Page }) as unknown as SubApp
const Page = () => <p>watched page</p>
function Throws(): ReactElement {
  throw new Error('cannot read x of undefined')
}

function renderView() {
  render(
    <BridgeProvider bridge={hostBridge}>
      <MemoryRouter>
        <FederatedView entry={ENTRY} location="/watched/list" />
      </MemoryRouter>
    </BridgeProvider>,
  )
}

/** The host's client on a scripted server that stores every report batch. */
function reportServer() {
  const server = fakeServer(hostApi)
  server.on('POST', microHealthEndpoints.report.path, (req) =>
    envelope((req.body as unknown as unknown[]).length),
  )
  return () =>
    server.requests
      .filter((r) => r.url === microHealthEndpoints.report.path)
      .map((r) => r.body as unknown as SubAppReport[])
}

const delayed = <T,>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms))

beforeEach(() => {
  load.mockReset()
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => jest.useRealTimers())

describe('a sub-app’s health reaches the server through the bridge (issue 22 item 6)', () => {
  it('a mount reports its sub-app, version and load time', async () => {
    const batches = reportServer()
    load.mockImplementation(() => delayed(60, subApp(Page)))
    renderView()
    expect(await screen.findByText('watched page')).toBeTruthy()
    expect(batches()).toEqual([])
    await healthReporter.flush()
    expect(batches()).toHaveLength(1)
    const [mount] = batches()[0]!
    expect(mount).toMatchObject({ name: 'watched', version: '2.1.0', kind: 'mount' })
    expect(mount!.durationMs).toBeGreaterThanOrEqual(50)
    expect(mount!.durationMs).toBeLessThan(5000)
  })

  it('a failing load and a render error are reported with their messages, in one batch', async () => {
    const batches = reportServer()
    load.mockRejectedValueOnce(new Error('Loading chunk 7 failed.'))
    renderView()
    await screen.findByText('watched: Loading chunk 7 failed.')
    load.mockResolvedValue(subApp(Throws))
    renderView()
    await screen.findByText('watched: cannot read x of undefined')
    await healthReporter.flush()
    expect(batches()).toHaveLength(1)
    expect(batches()[0]!.map((r) => [r.name, r.version, r.kind, r.message])).toEqual([
      ['watched', '2.1.0', 'loadFailure', 'Loading chunk 7 failed.'],
      // it did load: the mount counts, then the error it threw while rendering
      ['watched', '2.1.0', 'mount', undefined],
      ['watched', '2.1.0', 'renderError', 'cannot read x of undefined'],
    ])
    expect(batches()[0]![2]!.stack).toContain('cannot read x of undefined')
  })

  it('a developer’s build (version 0.0.0-dev: an override, a standalone build) is not reported', async () => {
    const batches = reportServer()
    hostBridge.services.reportSubApp!({ name: 'watched', version: DEV_VERSION, kind: 'mount', durationMs: 5 })
    await healthReporter.flush()
    expect(batches()).toEqual([])
  })
})

describe('the health reporter sends batches, never one request per mount', () => {
  const mount = (durationMs: number): SubAppReport => ({
    name: 'watched',
    version: '2.1.0',
    kind: 'mount',
    durationMs,
  })

  it(`gathers reports and sends them together every ${HEALTH_FLUSH_MS / 1000} s once the browser is idle`, async () => {
    jest.useFakeTimers()
    const send = jest.fn().mockResolvedValue(undefined)
    const reporter = createHealthReporter(send)
    for (const ms of [120, 340, 560]) reporter.add(mount(ms))
    jest.advanceTimersByTime(HEALTH_FLUSH_MS - 1)
    expect(send).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1 + IDLE_FALLBACK_MS)
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][0].map((r: SubAppReport) => r.durationMs)).toEqual([120, 340, 560])
    await Promise.resolve()
    jest.advanceTimersByTime(HEALTH_FLUSH_MS + IDLE_FALLBACK_MS)
    expect(send).toHaveBeenCalledTimes(1)
    reporter.stop()
  })

  it(`a full batch of ${SUB_APP_REPORT_MAX} goes at once; a hidden page sends what waits; a refused batch is dropped`, async () => {
    const send = jest.fn().mockRejectedValueOnce(new Error('400')).mockResolvedValue(undefined)
    const reporter = createHealthReporter(send)
    for (let i = 0; i < SUB_APP_REPORT_MAX; i++) reporter.add(mount(i))
    expect(send).toHaveBeenCalledTimes(1)
    expect(send.mock.calls[0][0]).toHaveLength(SUB_APP_REPORT_MAX)
    await reporter.flush()
    reporter.add(mount(1))
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true })
    document.dispatchEvent(new Event('visibilitychange'))
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true })
    expect(send).toHaveBeenCalledTimes(2)
    expect(send.mock.calls[1][0]).toEqual([mount(1)])
    reporter.stop()
  })
})
