import axios, { AxiosHeaders, type AxiosInstance, type AxiosRequestConfig } from 'axios'
import type { Bridge } from '@store/bridge'
import { LIMITS } from '@store/contract'
import { ApiError, ZH_CN_FALLBACKS, messageOf, type FallbackTexts } from './api-error'

declare module 'axios' {
  interface AxiosRequestConfig {
    /** spec §8: the call's error toast stays until closed instead of 3000 ms */
    errorClose?: boolean
  }
}

/** The OAuth client the web front ends sign in as (contract.md "Client"). */
export const WEB_CLIENT = { id: 'storedesk', secret: 'storedesk_secret' }
/** The codes that are not failures (spec §8: codes other than 200, 201, 203, 401 are errors). */
const SUCCESS_CODES = new Set([200, 201, 203])

export interface ClientOptions {
  baseURL?: string
  /** the access token and SSO session id of the current session, if any */
  session(): { accessToken: string; sessionId: string | null } | null
  locale(): string
  /** a 401: the session is over (spec §8) */
  onUnauthorized?(error: ApiError): void
  fallbacks?(): FallbackTexts
  timeoutMs?: number
}

/** What every call returns: the envelope's `data`. */
export interface Api {
  get<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T>
  post<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>
  put<T>(url: string, body?: unknown, config?: AxiosRequestConfig): Promise<T>
  delete<T>(url: string, params?: object, config?: AxiosRequestConfig): Promise<T>
  readonly axios: AxiosInstance
}

const basicAuth = () => `Basic ${btoa(`${WEB_CLIENT.id}:${WEB_CLIENT.secret}`)}`

/**
 * The API client. Sends the client, session and language headers; resolves with the envelope's `data`;
 * rejects with an ApiError carrying the server's message (or the §8 fallback), never a raw axios error.
 * Statuses up to 500 reach the body check rather than failing in transport (spec §8).
 */
export function createApi(options: ClientOptions): Api {
  const fallbacks = options.fallbacks ?? (() => ZH_CN_FALLBACKS)
  const instance = axios.create({
    baseURL: options.baseURL ?? '',
    timeout: options.timeoutMs ?? LIMITS.requestTimeoutMs,
    validateStatus: (status) => status >= 200 && status <= 500,
  })

  instance.interceptors.request.use((config) => {
    const headers = AxiosHeaders.from(config.headers)
    if (!headers.has('Authorization')) headers.set('Authorization', basicAuth())
    headers.set('Accept-Language', options.locale())
    const session = options.session()
    if (session) {
      headers.set('Blade-Auth', `bearer ${session.accessToken}`)
      if (session.sessionId) headers.set('store-session-id', session.sessionId)
    }
    config.headers = headers
    return config
  })

  instance.interceptors.response.use(
    (response) => {
      const body: unknown = response.data
      const envelopeCode =
        typeof body === 'object' && body !== null && typeof (body as { code?: unknown }).code === 'number'
          ? (body as { code: number }).code
          : undefined
      const code = envelopeCode ?? response.status
      if (SUCCESS_CODES.has(code)) return response
      const error = new ApiError(
        code,
        messageOf(body) ?? fallbacks().unknown,
        body,
        response.config.errorClose === true,
      )
      if (code === 401) options.onUnauthorized?.(error)
      return Promise.reject(error)
    },
    (error: unknown) => {
      const timedOut = axios.isAxiosError(error) && error.code === 'ECONNABORTED'
      const errorClose = axios.isAxiosError(error) && error.config?.errorClose === true
      return Promise.reject(
        new ApiError(0, timedOut ? fallbacks().timeout : fallbacks().unknown, undefined, errorClose),
      )
    },
  )

  const unwrap = async <T>(call: Promise<{ data: unknown }>): Promise<T> => {
    const body = (await call).data
    const isEnvelope = typeof body === 'object' && body !== null && 'success' in body && 'data' in body
    return (isEnvelope ? (body as { data: T }).data : body) as T
  }

  return {
    get: (url, params, config) => unwrap(instance.get(url, { ...config, params })),
    post: (url, body, config) => unwrap(instance.post(url, body, config)),
    put: (url, body, config) => unwrap(instance.put(url, body, config)),
    delete: (url, params, config) => unwrap(instance.delete(url, { ...config, params })),
    axios: instance,
  }
}

/** The client a sub-app uses: the session and language come from the bridge; a 401 goes to the host. */
export function createBridgeApi(bridge: Bridge, baseURL?: string): Api {
  return createApi({
    baseURL,
    session: () => bridge.getState().session,
    locale: () => bridge.getState().locale,
    onUnauthorized: () => bridge.services.sessionExpired(),
  })
}
