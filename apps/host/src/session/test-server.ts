import { createApi, type Api } from '@store/request'

/** A request as the fake server saw it, after the real client's interceptors ran. */
export interface SeenRequest {
  method: string
  url: string
  params: Record<string, unknown>
  headers: Record<string, string>
  body: Record<string, unknown>
}

export interface FakeAnswer {
  status?: number
  body: unknown
}

type Handler = (request: SeenRequest) => FakeAnswer | Promise<FakeAnswer>
type Adapter = NonNullable<Api['axios']['defaults']['adapter']>
type AdapterConfig = Parameters<Extract<Adapter, (...args: never[]) => unknown>>[0]

/** A JSON body as sent (a batch's array too: tests cast it), else the form's fields. */
function bodyOf(data: unknown): Record<string, unknown> {
  if (typeof data !== 'string' || !data) return {}
  if (data.startsWith('{') || data.startsWith('[')) return JSON.parse(data) as Record<string, unknown>
  return Object.fromEntries(new URLSearchParams(data))
}

/**
 * For tests: the real API client (interceptors, envelope, errors) talking to a scripted server instead
 * of the network. Unknown routes answer 404 like the server does. Pass a client (the shell's hostApi)
 * to script that one.
 */
export function fakeServer(api: Api = createApi({ session: () => null, locale: () => 'zh_CN' })) {
  const routes = new Map<string, Handler>()
  const requests: SeenRequest[] = []

  const adapter = async (config: AdapterConfig) => {
    const headers = Object.fromEntries(
      Object.entries(config.headers.toJSON()).map(([name, value]) => [name.toLowerCase(), String(value)]),
    )
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      params: (config.params ?? {}) as Record<string, unknown>,
      headers,
      body: bodyOf(config.data),
    }
    requests.push(request)
    const handler = routes.get(`${request.method} ${request.url}`)
    const answer = handler
      ? await handler(request)
      : { status: 404, body: { code: 404, success: false, data: null, msg: 'not found' } }
    const status = answer.status ?? 200
    return { data: answer.body, status, statusText: String(status), headers: {}, config }
  }
  api.axios.defaults.adapter = adapter as Adapter

  return {
    api,
    requests,
    on(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, handler: Handler) {
      routes.set(`${method} ${url}`, handler)
    },
  }
}

export const envelope = (data: unknown, code = 200, msg = '操作成功'): FakeAnswer => ({
  status: code,
  body: { code, success: code === 200, data, msg },
})
