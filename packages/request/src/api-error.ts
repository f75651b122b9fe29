/** A refused call: the envelope's (or OAuth error's) code and message, ready to show (spec §8). */
export class ApiError extends Error {
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
    /** spec §8: the call set errorClose, so its error toast stays until closed */
    readonly errorClose = false,
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/** The texts spec §8 falls back to when the server gives none. */
export interface FallbackTexts {
  unknown: string
  timeout: string
}

export const ZH_CN_FALLBACKS: FallbackTexts = { unknown: '未知错误', timeout: '请求超时' }

/** The message of a failed response body: `msg`, else `message`, else OAuth's `error_description`. */
export function messageOf(body: unknown): string | undefined {
  if (typeof body !== 'object' || body === null) return undefined
  const record = body as Record<string, unknown>
  for (const key of ['msg', 'message', 'error_description']) {
    const value = record[key]
    if (typeof value === 'string' && value) return value
  }
  return undefined
}
