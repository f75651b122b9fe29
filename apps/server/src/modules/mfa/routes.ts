import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Envelope, LangParam, loginEndpoints, MfaEnrolment } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { OAuthError } from '../auth'
import type { CodePurpose, MfaActor, MfaService, Result } from './service'
import { openTicket } from './tickets'
import type { Enrolment } from './totp'
import { errors } from '../../core/resource/route-kit'

const BASE = '/api/blade-user/mfa'
const tags = ['mfa']

const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })
const CodeBody = Type.Object(
  {
    code: Type.String({
      minLength: 6,
      maxLength: 32,
      description: 'a 6-digit code of the authenticator app, or (except for activate) a recovery code',
    }),
  },
  { additionalProperties: false },
)
const RecoveryCodesRecord = Type.Object({
  recoveryCodes: Type.Array(Type.String(), { description: 'single-use codes, shown this once' }),
})
const StatusRecord = Type.Object({
  enabled: Type.Boolean(),
  required: Type.Boolean({ description: 'the password policy requires it for this user' }),
  recoveryCodesLeft: Type.Integer(),
})

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

  app.get(
    `${BASE}/status`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, required by the policy, and the recovery codes left',
        querystring: NoQuery,
        response: { 200: Envelope(StatusRecord), ...errors },
      },
    },
    async (req) => {
      const s = sessionOf(req)
      return ok(req, await app.db.withTenant(s, (tx) => mfa.status(tx, s.userId)))
    },
  )

  app.post(
    `${BASE}/enrol`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'A new TOTP secret and its QR code, to confirm with activate (refused once it is on)',
        querystring: NoQuery,
        response: { 200: Envelope(MfaEnrolment), ...errors },
      },
    },
    (req) => change(req, (tx, actor) => mfa.enrol(tx, actor)),
  )

  app.post(
    `${BASE}/activate`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in on with a code of the enrolled secret; answers 10 recovery codes',
        querystring: NoQuery,
        body: CodeBody,
        response: { 200: Envelope(RecoveryCodesRecord), ...errors },
      },
    },
    (req) =>
      change(req, async (tx, actor) => {
        const checked = await checkCode(tx, actor, req.body.code, 'activate')
        if (!checked.ok) return checked
        return { ok: true, value: { recoveryCodes: await mfa.activate(tx, actor) } }
      }),
  )

  app.post(
    `${BASE}/recovery-codes`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working), confirmed with a code',
        querystring: NoQuery,
        body: CodeBody,
        response: { 200: Envelope(RecoveryCodesRecord), ...errors },
      },
    },
    (req) =>
      change(req, async (tx, actor) => {
        const checked = await checkCode(tx, actor, req.body.code, 'confirm')
        if (!checked.ok) return checked
        return { ok: true, value: { recoveryCodes: await mfa.renewRecoveryCodes(tx, actor) } }
      }),
  )

  app.post(
    `${BASE}/disable`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'Turn two-factor sign-in off, confirmed with a code (refused while the policy requires it)',
        querystring: NoQuery,
        body: CodeBody,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    (req) =>
      change(req, async (tx, actor) => {
        if (await mfa.requiredByPolicy(tx, actor.userId)) return { ok: false, key: 'mfaRequiredByPolicy' }
        const checked = await checkCode(tx, actor, req.body.code, 'confirm')
        if (!checked.ok) return checked
        await mfa.disable(tx, actor)
        return { ok: true, value: true }
      }),
  )
}
