import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { type ReactElement, useEffect } from 'react'
import { act, fireEvent, render, screen } from '@testing-library/react'
import { MemoryRouter } from 'react-router-dom'
import { BridgeProvider } from '@store/bridge/react'
import type { SubApp } from '@store/micro'
import { hostBridge } from '../bridge/host-bridge'
import { errorLog } from '../errors/error-log'
import { FederatedView } from './FederatedView'
import { SLOW_LOAD_MS } from './frames'
import type { LoadableEntry } from './federation'

jest.mock('./federation', () => ({ loadFederatedSubApp: jest.fn() }))
const { loadFederatedSubApp: load } = jest.requireMock<{ loadFederatedSubApp: jest.Mock }>('./federation')

const ENTRY: LoadableEntry = {
  name: 'drill',
  baseroute: '/drill',
  component: 'federation',
  iframe: false,
  url: null,
  expose: './App',
  version: '1.0.0',
  entry: '/apps/drill/1.0.0/mf-manifest.json',
  bridge: 1,
}

/** A sub-app whose page is the component given, built against this shell's bridge. */
const subApp = (Page: () => ReactElement): SubApp =>
  ({ bridgeVersion: hostBridge.version, Component: Page }) as unknown as SubApp

/** The fault a drill sets; the fixed sub-app renders once it is cleared. */
let fault: Error | null = null
function ThrowsOnRender() {
  if (fault) throw fault
  return <p>drill page</p>
}
function ThrowsInEffect() {
  useEffect(() => {
    if (fault) throw fault
  }, [])
  return <p>drill page</p>
}

function renderView() {
  render(
    <BridgeProvider bridge={hostBridge}>
      <MemoryRouter>
        <FederatedView entry={ENTRY} location="/drill/list" />
      </MemoryRouter>
    </BridgeProvider>,
  )
}

/** The failed tab's Retry (antd spaces a two-character Chinese label: matched by place, not text). */
const retryButton = () => screen.getByTestId('micro-failed').querySelector('button')!

const logged = () => errorLog.entries().map((e) => [e.type, e.message])

beforeEach(() => {
  errorLog.clear()
  load.mockReset()
  fault = null
  jest.spyOn(console, 'error').mockImplementation(() => undefined)
})
afterEach(() => jest.useRealTimers())

describe('a failing sub-app stays in its tab, says what happened, retries, and is logged (issue 22 failure drills)', () => {
  it('a chunk missing after a redeploy: the tab says so with Retry, the error log names the sub-app and version, Retry loads it once the chunk is back', async () => {
    load
      .mockRejectedValueOnce(new Error('Loading chunk 137 failed.'))
      .mockResolvedValue(subApp(ThrowsOnRender))
    renderView()
    expect(
      (await screen.findByText('drill: Loading chunk 137 failed.')).closest('[data-testid="micro-failed"]'),
    ).not.toBeNull()
    expect(logged()).toEqual([['subapp-load', 'drill@1.0.0: Loading chunk 137 failed.']])
    fireEvent.click(retryButton())
    expect(await screen.findByText('drill page')).toBeTruthy()
    expect(load).toHaveBeenLastCalledWith(ENTRY, true)
  })

  it.each([
    ['throws while rendering', ThrowsOnRender],
    ['throws in an effect', ThrowsInEffect],
  ])(
    'a sub-app that %s shows the failure in its tab and the error log; Retry renders it once fixed',
    async (_, Page) => {
      fault = new Error('drill fault')
      load.mockResolvedValue(subApp(Page))
      renderView()
      expect(
        (await screen.findByText('drill: drill fault')).closest('[data-testid="micro-failed"]'),
      ).not.toBeNull()
      expect(logged()).toContainEqual(['subapp-render', 'drill@1.0.0: drill fault'])
      fault = null
      fireEvent.click(retryButton())
      expect(await screen.findByText('drill page')).toBeTruthy()
    },
  )

  it(`a sub-app slower than ${SLOW_LOAD_MS / 1000} s says it is slow and offers Retry; the retry loads it again`, async () => {
    jest.useFakeTimers()
    load.mockReturnValueOnce(new Promise(() => undefined)).mockResolvedValue(subApp(ThrowsOnRender))
    renderView()
    expect(screen.queryByTestId('micro-slow')).toBeNull()
    act(() => jest.advanceTimersByTime(SLOW_LOAD_MS - 1))
    expect(screen.queryByTestId('micro-slow')).toBeNull()
    act(() => jest.advanceTimersByTime(1))
    const slow = screen.getByTestId('micro-slow')
    fireEvent.click(slow.querySelector('button')!)
    jest.useRealTimers()
    expect(await screen.findByText('drill page')).toBeTruthy()
    expect(load).toHaveBeenCalledTimes(2)
  })
})
