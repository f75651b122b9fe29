import { FORCED_OFFLINE } from '@store/contract'
import type { ApiError } from '@store/request'

/**
 * spec §8: a 401 of a session forced offline by the concurrent-login limit. Told by the envelope's
 * `reason` (docs/architecture-notes.md "Envelope and errors"), never by `msg`, which comes in the
 * request's language.
 */
export function isForcedOffline(error?: ApiError): boolean {
  const body = error?.data
  return typeof body === 'object' && body !== null && (body as { reason?: unknown }).reason === FORCED_OFFLINE
}
