import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { BindStatus, Envelope, ErrorEnvelope, LangParam, SocialCodeQuery } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { ok, type FieldLabels } from '../../core/envelope'
import { bindIdentity, bindStatusOf, unbindKind, type Actor } from './identities'
import { SOCIAL_KINDS, type SocialKind } from './kinds'
import { codeLabels } from './info-routes'
import { providerOf, type Providers } from './provider'

const BASE = '/api/blade-user'

const BindQuery = Type.Object(SocialCodeQuery, { additionalProperties: false })
const UnbindQuery = Type.Object(
  { type: Type.Union(SOCIAL_KINDS.map((k) => Type.Literal(k))), ...LangParam },
  { additionalProperties: false },
)
const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })
const fieldLabels: FieldLabels = {
  ...codeLabels,
  type: { zh_CN: '解绑类型', zh_HK: '解綁類型', en: 'Binding type' },
}

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 500: ErrorEnvelope }
const tags = ['wechat']
const signedIn = { permission: SIGNED_IN, fieldLabels }

/**
 * spec §7 Users: the signed-in user binds WeChat and enterprise WeChat (with a fresh code from the
 * provider), sees and removes bindings. Each write is one transaction with its audit row; each answers
 * the new bind status.
 */
export default async function bindingRoutes(fastify: FastifyInstance, opts: { providers: Providers }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  /** Runs a change (if any) as the signed-in user, then answers their bind status, in one transaction. */
  const withStatus = async (req: FastifyRequest, work?: (tx: Tx, actor: Actor) => Promise<void>) => {
    const session = sessionOf(req)
    const timeZone = await app.tenants.timeZoneOf(session.tenantId)
    const status = await app.db.withTenant(session, async (tx) => {
      await work?.(tx, { userId: session.userId, requestId: req.id })
      return bindStatusOf(tx, session.userId, timeZone)
    })
    return ok(req, status)
  }

  const bind = async (req: FastifyRequest, kind: SocialKind, code: string) => {
    const identity = await providerOf(opts.providers, kind).identify(code, { withNickname: true })
    return withStatus(req, (tx, actor) => bindIdentity(tx, app.ids, actor, identity))
  }

  app.get(
    `${BASE}/bindWxOp`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Bind my account to the WeChat that the code (from WeChat’s redirect) proves',
        querystring: BindQuery,
        response: { 200: Envelope(BindStatus), ...errors },
      },
    },
    (req) => bind(req, 'wechat', req.query.code),
  )

  app.get(
    `${BASE}/bindWxCp`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Bind my account to the enterprise WeChat user that the code proves',
        querystring: BindQuery,
        response: { 200: Envelope(BindStatus), ...errors },
      },
    },
    (req) => bind(req, 'wxcp', req.query.code),
  )

  app.get(
    `${BASE}/queryBindStatus`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Which identities my account has bound: WeChat, enterprise WeChat, mobile number (masked)',
        querystring: NoQuery,
        response: { 200: Envelope(BindStatus), ...errors },
      },
    },
    (req) => withStatus(req),
  )

  app.get(
    `${BASE}/unbind`,
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Remove my WeChat (type=wechat) or enterprise WeChat (type=wxcp) binding',
        querystring: UnbindQuery,
        response: { 200: Envelope(BindStatus), ...errors },
      },
    },
    (req) => withStatus(req, (tx, actor) => unbindKind(tx, app.ids, actor, req.query.type)),
  )

  app.get(
    '/api/store-qywx/qywx/login/unBindAndDel',
    {
      config: signedIn,
      schema: {
        tags,
        summary: 'Remove my enterprise WeChat binding and its pending sign-in proofs',
        querystring: NoQuery,
        response: { 200: Envelope(BindStatus), ...errors },
      },
    },
    (req) => withStatus(req, (tx, actor) => unbindKind(tx, app.ids, actor, 'wxcp', { dropProofs: true })),
  )
}
