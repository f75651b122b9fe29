import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Envelope, ErrorEnvelope, LangParam, TenantId } from '@store/contract'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { loginTenantOf } from '../system'
import { bindingOf, recordProof } from './identities'
import { LOGIN_FLAG, messageOf, type SocialKind } from './kinds'
import { providerOf, type Providers, type SocialIdentity } from './provider'

/** A sign-in code from the provider's redirect, and the page's own `state` (its CSRF check, not ours). */
export const CodeQuery = {
  code: Type.String({ minLength: 1, maxLength: 512, description: 'the code WeChat redirected back with' }),
  state: Type.Optional(Type.String({ maxLength: 128, description: 'echoed by WeChat; checked by the page' })),
  ...LangParam,
}
const InfoQuery = Type.Object(
  {
    ...CodeQuery,
    /** Without it, the Tenant-Id header names the tenant (contract.md "Headers"). */
    tenantId: Type.Optional(TenantId),
  },
  { additionalProperties: false },
)

export const codeLabels: FieldLabels = {
  code: { zh_CN: '授权码', zh_HK: '授權碼', en: 'Authorisation code' },
  state: { zh_CN: '状态参数', zh_HK: '狀態參數', en: 'State' },
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
}

const WeChatInfo = Type.Object({
  openId: Type.String(),
  unionId: Type.Union([Type.String(), Type.Null()]),
  bound: Type.Boolean({
    description: 'an account of the tenant has this WeChat: the wechat grant may follow',
  }),
})
const EnterpriseInfo = Type.Object({
  wxCpCompanyId: Type.String(),
  wxCpOpenId: Type.String(),
  bound: Type.Boolean({ description: 'an account of the tenant has it: the wxcp grant may follow' }),
})

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

  app.get(
    '/api/store-wx/weixin/op/info',
    {
      config: { public: true, fieldLabels: codeLabels },
      schema: {
        tags: ['wechat'],
        summary: 'WeChat (official account) code → openId and unionId; allows one wechat grant in 5 minutes',
        security: [],
        querystring: InfoQuery,
        response: { 200: Envelope(WeChatInfo), ...errors },
      },
    },
    async (req) => {
      const { identity, bound } = await identify(req, 'wechat', req.query.code)
      return ok(req, { openId: identity.openId, unionId: identity.unionId, bound })
    },
  )

  app.get(
    '/api/store-qywx/weixin/cp/info',
    {
      config: { public: true, fieldLabels: codeLabels },
      schema: {
        tags: ['wechat'],
        summary: 'Enterprise WeChat code → corp id and user; allows one wxcp grant in 5 minutes',
        security: [],
        querystring: InfoQuery,
        response: { 200: Envelope(EnterpriseInfo), ...errors },
      },
    },
    async (req) => {
      const { identity, bound } = await identify(req, 'wxcp', req.query.code)
      return ok(req, { wxCpCompanyId: identity.corpId, wxCpOpenId: identity.openId, bound })
    },
  )
}
