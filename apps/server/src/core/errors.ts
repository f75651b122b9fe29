import { FORCED_OFFLINE, type MessageKey, type RefusalReason } from '@store/contract'

/** A failure the client should read: HTTP status, envelope code and a translated message. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: number,
    readonly key: MessageKey,
    readonly params: Record<string, string | number> = {},
    /** sent as the envelope's `reason` */
    readonly reason?: RefusalReason,
  ) {
    super(key)
    this.name = 'AppError'
  }
}

export const badRequest = (key: MessageKey, params?: Record<string, string | number>) =>
  new AppError(400, 400, key, params)
/** Not found is a business failure (contract.md): HTTP 400, envelope code 404. */
export const notFound = () => new AppError(400, 404, 'notFound')
export const unauthorized = (key: MessageKey = 'unauthorized') => new AppError(401, 401, key)
/** spec §8: the session was ended by the concurrent-login limit; localised text plus a stable `reason`. */
export const forcedOffline = () => new AppError(401, 401, 'forcedOffline', {}, FORCED_OFFLINE)
export const forbidden = (permission: string) => new AppError(403, 403, 'forbidden', { permission })
