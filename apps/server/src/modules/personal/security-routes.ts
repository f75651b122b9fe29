import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, MESSAGES, selfEndpoints, translate, type MessageKey } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { unauthorized } from '../../core/errors'
import { formatDateTime } from '../../core/time'
import { loadPolicy, passwordAge, recentSignIns } from '../auth'
import { totpEnabled } from '../mfa'
import { bindStatusOf } from '../social'
import { liveUserById } from '../user'

const DAY_MS = 86_400_000
const RECENT_SIGN_INS = 5

/**
 * `user-safe`, the personal centre's security overview of the caller: password age by the tenant's
 * policy, second factor, bindings and the last sign-ins.
 */
export default async function securityRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  endpointRoute(app, selfEndpoints.userSafe, {
    config: { permission: SIGNED_IN },
    errors: { 400: ErrorEnvelope, 401: ErrorEnvelope, 500: ErrorEnvelope },
    handler: async (req) => {
      const session = sessionOf(req)
      const timeZone = await app.tenants.timeZoneOf(session.tenantId)
      const overview = await app.db.withTenant(session, async (tx) => {
        const u = await liveUserById(tx, session.userId)
        // The account was removed while its token still runs: it is no one now.
        if (!u) throw unauthorized()
        const policy = await loadPolicy(tx)
        const signIns = await recentSignIns(tx, session.userId, RECENT_SIGN_INS)
        const expires =
          policy.expiryDays > 0 && u.passwordChangedAt
            ? new Date(u.passwordChangedAt.getTime() + policy.expiryDays * DAY_MS)
            : null
        return {
          password: {
            changedAt: u.passwordChangedAt && formatDateTime(u.passwordChangedAt, timeZone),
            expiresAt: expires && formatDateTime(expires, timeZone),
            daysLeft: expires && Math.max(0, Math.ceil((expires.getTime() - Date.now()) / DAY_MS)),
            state: passwordAge(u, policy),
            expiryDays: policy.expiryDays,
            warningDays: policy.warningDays,
          },
          mfaEnabled: await totpEnabled(tx, session.userId),
          bindings: await bindStatusOf(tx, session.userId, timeZone),
          recentSignIns: signIns.map((l) => ({
            time: formatDateTime(l.createTime, timeZone),
            grantType: l.grantType,
            success: l.success === 1,
            reason:
              l.reason && (l.reason in MESSAGES ? translate(l.reason as MessageKey, req.locale) : l.reason),
            ip: l.ip,
            userAgent: l.userAgent,
          })),
        }
      })
      return ok(req, overview)
    },
  })
}
