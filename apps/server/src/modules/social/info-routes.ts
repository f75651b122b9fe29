import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, loginEndpoints } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { loginTenantOf } from '../tenant'
import { bindingOf, recordProof } from './identities'
import { LOGIN_FLAG, messageOf, type SocialKind } from './kinds'
import { providerOf, type Providers, type SocialIdentity } from './provider'

export const codeLabels: FieldLabels = {
  code: { zh_CN: '授权码', zh_HK: '授權碼', en: 'Authorisation code' },
  state: { zh_CN: '状态参数', zh_HK: '狀態參數', en: 'State' },
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
}

const errors = { 400: ErrorEnvelope, 500: ErrorEnvelope }

/**
 * The login page's first step with WeChat: the code from WeChat's redirect becomes the identity, and
 * a five-minute, single-use proof that the grant of the same kind requires.
 */
export default async function infoRoutes(fastify: FastifyInstance, opts: { providers: Providers }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  const identify = async (req: FastifyRequest, kind: SocialKind, code: string) => {
    const provider = providerOf(opts.providers, kind)
    const t = await loginTenantOf(app.db, req)
    if (t[LOGIN_FLAG[kind]] !== 1) throw badRequest(messageOf(kind, 'LoginDisabled'))
    const identity: SocialIdentity = await provider.identify(code)
    const binding = await app.db.withTenant({ tenantId: t.tenantId }, async (tx) => {
      await recordProof(tx, identity)
      return bindingOf(tx, kind, identity.corpId, identity.openId)
    })
    return { identity, bound: Boolean(binding) }
  }

  endpointRoute(app, loginEndpoints.wechatInfo, {
    errors,
    config: { public: true, fieldLabels: codeLabels },
    handler: async (req) => {
      const { identity, bound } = await identify(req, 'wechat', req.query.code)
      return ok(req, { openId: identity.openId, unionId: identity.unionId, bound })
    },
  })

  endpointRoute(app, loginEndpoints.wxcpInfo, {
    errors,
    config: { public: true, fieldLabels: codeLabels },
    handler: async (req) => {
      const { identity, bound } = await identify(req, 'wxcp', req.query.code)
      return ok(req, { wxCpCompanyId: identity.corpId, wxCpOpenId: identity.openId, bound })
    },
  })
}
