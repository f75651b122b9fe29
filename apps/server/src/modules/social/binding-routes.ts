import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, bindingEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import type { Tx } from '../../core/db/database'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { bindIdentity, bindStatusOf, unbindKind, type Actor } from './identities'
import type { SocialKind } from './kinds'
import { codeLabels } from './info-routes'
import { providerOf, type Providers } from './provider'

const fieldLabels: FieldLabels = {
  ...codeLabels,
  type: { zh_CN: '解绑类型', zh_HK: '解綁類型', en: 'Binding type' },
}

const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 500: ErrorEnvelope }
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

  endpointRoute(app, bindingEndpoints.bindWxOp, {
    config: signedIn,
    errors,
    handler: (req) => bind(req, 'wechat', req.query.code),
  })

  endpointRoute(app, bindingEndpoints.bindWxCp, {
    config: signedIn,
    errors,
    handler: (req) => bind(req, 'wxcp', req.query.code),
  })

  endpointRoute(app, bindingEndpoints.queryBindStatus, {
    config: signedIn,
    errors,
    handler: (req) => withStatus(req),
  })

  endpointRoute(app, bindingEndpoints.unbind, {
    config: signedIn,
    errors,
    handler: (req) => withStatus(req, (tx, actor) => unbindKind(tx, app.ids, actor, req.query.type)),
  })

  endpointRoute(app, bindingEndpoints.unBindAndDel, {
    config: signedIn,
    errors,
    handler: (req) =>
      withStatus(req, (tx, actor) => unbindKind(tx, app.ids, actor, 'wxcp', { dropProofs: true })),
  })
}
