import type { FastifyInstance } from 'fastify'
import { Server, type DefaultEventsMap, type Socket } from 'socket.io'
import {
  BINDING_DEPT,
  pickLocale,
  translate,
  type BindingDeptAck,
  type MessageKey,
  type RealtimeEvent,
  type RealtimeEvents,
} from '@store/contract'
import type { Session } from '../tokens'
import { deptRoom, sessionRoom, tenantRoom, userRoom } from './rooms'

interface SocketData {
  session: Session
}

interface ClientEvents {
  [BINDING_DEPT]: (userId: unknown, ack?: (answer: BindingDeptAck) => void) => void
}
type ServerEvents = { [K in RealtimeEvent]: (payload: RealtimeEvents[K]) => void }

export type Hub = Server<ClientEvents, ServerEvents, DefaultEventsMap, SocketData>
type Connection = Socket<ClientEvents, ServerEvents, DefaultEventsMap, SocketData>

/** A refused handshake: the client's `connect_error` carries the envelope's code and message. */
function refused(key: MessageKey, lang: unknown): Error & { data: { code: number; msg: string } } {
  const locale = pickLocale(typeof lang === 'string' ? lang : undefined, undefined)
  return Object.assign(new Error(key), { data: { code: 401, msg: translate(key, locale) } })
}

/**
 * The socket.io server on the API's own port. A connection is accepted on the same checks as the
 * HTTP guard (core/auth.ts): the access token in `auth.token` must be ours, unexpired and of a
 * session that has not been revoked. It then joins its tenant's, user's and session's rooms.
 */
export function createHub(app: FastifyInstance): Hub {
  const io: Hub = new Server(app.server, { serveClient: false })

  io.use(async (socket, next) => {
    const { token, lang } = socket.handshake.auth as Record<string, unknown>
    const session = typeof token === 'string' ? await app.tokens.verify(token) : null
    if (!session) return next(refused('unauthorized', lang))
    const revoked = await app.revocations.reasonFor(session.sessionId)
    if (revoked) return next(refused(revoked === 'forced_offline' ? 'forcedOffline' : 'unauthorized', lang))
    socket.data.session = session
    next()
  })

  io.on('connection', (socket) => {
    const { tenantId, userId, sessionId } = socket.data.session
    void socket.join([tenantRoom(tenantId), userRoom(tenantId, userId), sessionRoom(sessionId)])
    socket.on(BINDING_DEPT, (claimedUserId, ack) => {
      const answer = bindDept(socket, claimedUserId)
      if (typeof ack === 'function') ack(answer)
    })
  })
  return io
}

/**
 * `bindingDept` (spec §7): the client names its user; the connection then also hears its
 * department's events. The department comes from the token, never from the client.
 */
function bindDept(socket: Connection, claimedUserId: unknown): BindingDeptAck {
  const { tenantId, userId, deptId } = socket.data.session
  if (String(claimedUserId) !== userId || !deptId) return { success: false }
  void socket.join(deptId.split(',').map((id) => deptRoom(tenantId, id)))
  return { success: true, deptId }
}
