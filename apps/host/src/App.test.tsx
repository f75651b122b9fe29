import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { App, PROBE_TIMEOUT_MS } from './App'

type Answer = { status: number; body?: unknown } | Error
type FetchMock = jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>

const realFetch = globalThis.fetch

/** A fetch that answers /healthz and /readyz from the table; anything else is a test bug. */
function fakeFetch(answers: Record<string, Answer>): FetchMock {
  const mock: FetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input)
    const answer = answers[url]
    if (answer === undefined) throw new Error(`unexpected fetch ${url}`)
    if (answer instanceof Error) throw answer
    // jsdom has no Response class; App reads only ok, status and json().
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      json: async () => answer.body,
    } as Response
  })
  globalThis.fetch = mock
  return mock
}

const ok = { status: 200, body: { code: 200, success: true, data: { status: 'ok' }, msg: '操作成功' } }

/** The status table's row for one check, by its header (server / database). */
async function findRow(name: string) {
  return screen.findByRole('row', { name: new RegExp(`^${name}`) })
}

beforeEach(() => {
  window.history.replaceState(null, '', '/')
  jest.spyOn(console, 'error')
})

afterEach(() => {
  globalThis.fetch = realFetch
  // React reports act() problems and failed renders on console.error: none may slip through.
  expect(console.error).not.toHaveBeenCalled()
  jest.restoreAllMocks()
  jest.useRealTimers()
})

test('shows loading, then server and database status in zh_CN by default', async () => {
  const fetchMock = fakeFetch({ '/healthz': ok, '/readyz': ok })

  render(<App />)

  expect(screen.getByRole('heading', { level: 1, name: 'Storedesk' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe('正在检查…')
  expect((screen.getByRole('button', { name: '重试' }) as HTMLButtonElement).disabled).toBe(true)

  expect(within(await findRow('服务器')).getByText('正常')).toBeTruthy()
  expect(within(await findRow('数据库')).getByText('正常')).toBeTruthy()
  expect(screen.queryByRole('status')).toBeNull()
  expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/healthz', '/readyz'])

  const docs = screen.getByRole('link', { name: 'API 文档' })
  expect(docs.getAttribute('href')).toBe('/api/docs')
  expect(document.documentElement.lang).toBe('zh-CN')
})

test('a failing readiness probe marks the database unavailable with the server message', async () => {
  fakeFetch({
    '/healthz': ok,
    '/readyz': { status: 503, body: { code: 503, success: false, data: null, msg: 'database unreachable' } },
  })

  render(<App />)

  expect(within(await findRow('服务器')).getByText('正常')).toBeTruthy()
  expect(within(await findRow('数据库')).getByText('不可用 (HTTP 503: database unreachable)')).toBeTruthy()
})

test('shows the error text when the server cannot be reached, and retry fetches again', async () => {
  const fetchMock = fakeFetch({
    '/healthz': new TypeError('Failed to fetch'),
    '/readyz': new TypeError('Failed to fetch'),
  })

  render(<App />)

  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toBe('无法获取系统状态：Failed to fetch')
  const callsBefore = fetchMock.mock.calls.length
  expect(callsBefore).toBeGreaterThan(0)

  fakeFetch({ '/healthz': ok, '/readyz': ok })
  const retried = globalThis.fetch as FetchMock
  fireEvent.click(screen.getByRole('button', { name: '重试' }))

  expect(screen.getByRole('status').textContent).toBe('正在检查…')
  expect(within(await findRow('服务器')).getByText('正常')).toBeTruthy()
  expect(retried).toHaveBeenCalledWith('/healthz', expect.anything())
  expect(retried).toHaveBeenCalledWith('/readyz', expect.anything())
  expect(screen.queryByRole('alert')).toBeNull()
})

test('?lang=en shows English', async () => {
  window.history.replaceState(null, '', '/?lang=en')
  fakeFetch({ '/healthz': ok, '/readyz': { status: 503 } })

  render(<App />)

  expect(screen.getByRole('status').textContent).toBe('Checking…')
  expect(within(await findRow('Server')).getByText('Up')).toBeTruthy()
  expect(within(await findRow('Database')).getByText('Unavailable (HTTP 503)')).toBeTruthy()
  expect(screen.getByRole('heading', { level: 2, name: 'System status' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'API documentation' }).getAttribute('href')).toBe('/api/docs')
  expect(document.documentElement.lang).toBe('en')
})

test('?lang=zh_HK shows traditional Chinese; an unknown lang falls back to zh_CN', async () => {
  window.history.replaceState(null, '', '/?lang=zh_HK')
  fakeFetch({ '/healthz': ok, '/readyz': ok })
  const { unmount } = render(<App />)
  expect(within(await findRow('伺服器')).getByText('正常')).toBeTruthy()
  unmount()

  window.history.replaceState(null, '', '/?lang=fr')
  render(<App />)
  expect(within(await findRow('服务器')).getByText('正常')).toBeTruthy()
})

test('a probe that never answers ends in a timeout error', async () => {
  jest.useFakeTimers()
  // Like the real fetch: pending until its signal aborts.
  globalThis.fetch = jest.fn(
    (_input: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')))
      }),
  )

  render(<App />)
  expect(screen.getByRole('status')).toBeTruthy()

  await act(async () => {
    jest.advanceTimersByTime(PROBE_TIMEOUT_MS)
  })

  expect(screen.getByRole('alert').textContent).toBe('无法获取系统状态：请求超时')
})
