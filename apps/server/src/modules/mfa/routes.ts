import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { loginEndpoints, mfaEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { OAuthError } from '../auth'
import type { CodePurpose, MfaActor, MfaService, Result } from './service'
import { openTicket } from './tickets'
import type { Enrolment } from './totp'

/** Code refusals that go to the login log (a wrong code counts towards the per-user limit). */
const LOGGED_REFUSALS = ['mfaCodeInvalid', 'mfaCodeReused', 'mfaTooManyTries']

/** Two-factor sign-in: enrolment at login, and the personal centre's TOTP settings. */
export default async function mfaRoutes(fastify: FastifyInstance, opts: { mfa: MfaService }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { mfa } = opts

  const actorOf = (req: FastifyRequest): MfaActor => {
    const s = sessionOf(req)
    return {
      tenantId: s.tenantId,
      userId: s.userId,
      account: s.account,
      ip: req.ip,
      userAgent: String(req.headers['user-agent'] ?? ''),
      requestId: req.id,
    }
  }

  /** One transaction for the signed-in user; a refusal commits (its log line) and then answers 400. */
  const change = async <T>(req: FastifyRequest, work: (tx: Tx, actor: MfaActor) => Promise<Result<T>>) => {
    const actor = actorOf(req)
    const result = await app.db.withTenant(actor, (tx) => work(tx, actor))
    if (!result.ok) throw badRequest(result.key, result.params)
    return ok(req, result.value)
  }

  const checkCode = async (tx: Tx, actor: MfaActor, code: string, purpose: CodePurpose) => {
    const checked = await mfa.checkCode(tx, actor, code.trim(), purpose)
    if (!checked.ok && LOGGED_REFUSALS.includes(checked.key)) await mfa.logRefusal(tx, actor, checked.key)
    return checked
  }

  endpointRoute(app, loginEndpoints.mfaEnrol, {
    config: { public: true },
    handler: async (req) => {
      const header = req.headers['tenant-id']
      const tenantId = typeof header === 'string' ? header : ''
      if (!tenantId) throw badRequest('tenantIdMissing')
      await app.login.checkTenant(tenantId).catch((err: unknown) => {
        throw err instanceof OAuthError ? badRequest(err.key, err.params) : err
      })
      const result = await app.db.withTenant({ tenantId }, async (tx): Promise<Result<Enrolment>> => {
        const ticket = await openTicket(tx, req.body.mfa_ticket)
        const u = ticket && (await mfa.userById(tx, ticket.userId))
        if (!ticket || !u) return { ok: false, key: 'mfaTicketInvalid' }
        const actor = {
          tenantId,
          userId: u.id,
          account: u.account,
          ip: req.ip,
          userAgent: String(req.headers['user-agent'] ?? ''),
          requestId: req.id,
        }
        return mfa.enrol(tx, actor)
      })
      if (!result.ok) throw badRequest(result.key, result.params)
      return ok(req, result.value)
    },
  })

  endpointRoute(app, mfaEndpoints.status, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const s = sessionOf(req)
      return ok(req, await app.db.withTenant(s, (tx) => mfa.status(tx, s.userId)))
    },
  })

  endpointRoute(app, mfaEndpoints.enrol, {
    config: { permission: SIGNED_IN },
    handler: (req) => change(req, (tx, actor) => mfa.enrol(tx, actor)),
  })

  endpointRoute(app, mfaEndpoints.activate, {
    config: { permission: SIGNED_IN },
    handler: (req) =>
      change(req, async (tx, actor) => {
        const checked = await checkCode(tx, actor, req.body.code, 'activate')
        if (!checked.ok) return checked
        return { ok: true, value: { recoveryCodes: await mfa.activate(tx, actor) } }
      }),
  })

  endpointRoute(app, mfaEndpoints.recoveryCodes, {
    config: { permission: SIGNED_IN },
    handler: (req) =>
      change(req, async (tx, actor) => {
        const checked = await checkCode(tx, actor, req.body.code, 'confirm')
        if (!checked.ok) return checked
        return { ok: true, value: { recoveryCodes: await mfa.renewRecoveryCodes(tx, actor) } }
      }),
  })

  endpointRoute(app, mfaEndpoints.disable, {
    config: { permission: SIGNED_IN },
    handler: (req) =>
      change(req, async (tx, actor) => {
        if (await mfa.requiredByPolicy(tx, actor.userId)) return { ok: false, key: 'mfaRequiredByPolicy' }
        const checked = await checkCode(tx, actor, req.body.code, 'confirm')
        if (!checked.ok) return checked
        await mfa.disable(tx, actor)
        return { ok: true, value: true }
      }),
  })
}
