import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios'
import { createApi, type Api } from '@store/request'

export interface FakeCall {
  method: string
  url: string
  params: Record<string, unknown>
  body: unknown
}

/** What a fake endpoint answers: the envelope's data, or a refusal with the server's code and message. */
export type FakeReply = { data: unknown } | { code: number; msg: string }
export type FakeRoute = (call: FakeCall) => FakeReply

/**
 * An in-memory server for component tests, as an axios adapter: each route is keyed `GET /api/…`
 * and answers in the server's envelope; every call is recorded.
 */
export function fakeServer(routes: Record<string, FakeRoute>): { adapter: AxiosAdapter; calls: FakeCall[] } {
  const calls: FakeCall[] = []
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const url = config.url ?? ''
    const call: FakeCall = {
      method: (config.method ?? 'get').toUpperCase(),
      url,
      params: (config.params ?? {}) as Record<string, unknown>,
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    }
    calls.push(call)
    const route = routes[`${call.method} ${url}`]
    const reply: FakeReply = route
      ? route(call)
      : { code: 404, msg: `No such endpoint: ${call.method} ${url}` }
    const body =
      'data' in reply
        ? { code: 200, success: true, data: reply.data, msg: 'Success' }
        : { code: reply.code, success: false, data: null, msg: reply.msg }
    return { data: body, status: 'data' in reply ? 200 : reply.code, statusText: '', headers: {}, config }
  }
  return { adapter, calls }
}

/** The real API client (`createApi`) talking to a `fakeServer`. */
export function fakeApi(routes: Record<string, FakeRoute>): { api: Api; calls: FakeCall[] } {
  const { adapter, calls } = fakeServer(routes)
  const api = createApi({
    session: () => ({ accessToken: 'test-token', sessionId: null }),
    locale: () => 'en',
  })
  api.axios.defaults.adapter = adapter
  return { api, calls }
}
