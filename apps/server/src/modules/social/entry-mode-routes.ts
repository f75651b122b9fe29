import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, loginEndpoints } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { loginTenantOf } from '../tenant'
import type { Providers } from './provider'

const fieldLabels: FieldLabels = { tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' } }

/**
 * spec §7 `base-info/getEntryMode`: the sign-in modes the login page offers for a tenant. WeChat and
 * enterprise WeChat count only when the server has their provider configured, so the page never
 * offers a sign-in that can only fail.
 */
export default async function entryModeRoutes(fastify: FastifyInstance, opts: { providers: Providers }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  endpointRoute(app, loginEndpoints.entryMode, {
    errors: { 400: ErrorEnvelope, 500: ErrorEnvelope },
    config: { public: true, fieldLabels },
    handler: async (req) => {
      const t = await loginTenantOf(app.db, req)
      return ok(req, {
        defaultLogin: t.defaultLogin,
        pwdLogin: t.pwdLogin,
        smsLogin: t.smsLogin,
        wxLogin: t.wxLogin === 1 && opts.providers.wechat ? 1 : 0,
        cpLogin: t.cpLogin === 1 && opts.providers.wxcp ? 1 : 0,
      })
    },
  })
}
