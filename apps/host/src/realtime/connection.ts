import { io } from 'socket.io-client'
import { BINDING_DEPT, REALTIME_EVENTS, type Locale, type RealtimeEvent } from '@store/contract'

export interface RealtimeOptions {
  /** the current access token (read again on every reconnection, so a refreshed token is used) */
  token(): string | undefined
  locale(): Locale
  userId: string
  onEvent(event: RealtimeEvent, payload: unknown): void
}

/**
 * The page's one socket to the realtime hub, on the page's own origin. On each (re)connection it
 * emits `bindingDept` with the user's id (spec §7). Answers the function that closes it.
 */
export function openRealtime({ token, locale, userId, onEvent }: RealtimeOptions): () => void {
  const socket = io({
    // websocket only: several server processes behind a balancer then need no sticky sessions
    transports: ['websocket'],
    auth: (send) => send({ token: token(), lang: locale() }),
  })
  socket.on('connect', () => void socket.emit(BINDING_DEPT, userId))
  for (const event of REALTIME_EVENTS) socket.on(event, (payload: unknown) => onEvent(event, payload))
  return () => void socket.disconnect()
}
