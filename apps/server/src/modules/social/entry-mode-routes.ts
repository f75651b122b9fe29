import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Envelope, ErrorEnvelope, LangParam, TenantId } from '@store/contract'
import { ok, type FieldLabels } from '../../core/envelope'
import { loginTenantOf } from '../system'
import type { Providers } from './provider'

const EntryQuery = Type.Object(
  {
    /** Without it, the Tenant-Id header names the tenant (contract.md "Headers"). */
    tenantId: Type.Optional(TenantId),
    ...LangParam,
  },
  { additionalProperties: false },
)
const EntryMode = Type.Object({
  defaultLogin: Type.String({ description: 'the login form shown first: pwd, sms, wx or cp' }),
  pwdLogin: Type.Integer({ description: 'password login offered (0/1)' }),
  smsLogin: Type.Integer({ description: 'SMS login offered (0/1)' }),
  wxLogin: Type.Integer({
    description: 'WeChat login offered (0/1): the tenant allows it and it is configured',
  }),
  cpLogin: Type.Integer({
    description: 'enterprise WeChat login offered (0/1): the tenant allows it and it is configured',
  }),
})
const fieldLabels: FieldLabels = { tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' } }

/**
 * spec §7 `base-info/getEntryMode`: the sign-in modes the login page offers for a tenant. WeChat and
 * enterprise WeChat count only when the server has their provider configured, so the page never
 * offers a sign-in that can only fail.
 */
export default async function entryModeRoutes(fastify: FastifyInstance, opts: { providers: Providers }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    '/api/store-crm/base-info/getEntryMode',
    {
      config: { public: true, fieldLabels },
      schema: {
        tags: ['tenant'],
        summary: 'The tenant’s sign-in modes for the login page; 400 “未查询到租户ID” when there is none',
        security: [],
        querystring: EntryQuery,
        response: { 200: Envelope(EntryMode), 400: ErrorEnvelope, 500: ErrorEnvelope },
      },
    },
    async (req) => {
      const t = await loginTenantOf(app.db, req)
      return ok(req, {
        defaultLogin: t.defaultLogin,
        pwdLogin: t.pwdLogin,
        smsLogin: t.smsLogin,
        wxLogin: t.wxLogin === 1 && opts.providers.wechat ? 1 : 0,
        cpLogin: t.cpLogin === 1 && opts.providers.wxcp ? 1 : 0,
      })
    },
  )
}
