import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, loginEndpoints, smsEndpoints } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { SMS_PURPOSES, type SmsCodes, type SmsType } from './codes'
import { publicTenant } from '../auth'
import { validPhone } from '../user'
import { issueResetTicket } from './reset-tickets'
import { createSendToken, consumeSendToken } from './send-tokens'

const fieldLabels: FieldLabels = {
  token: { zh_CN: '短信发送令牌', zh_HK: '短訊發送權杖', en: 'SMS send token' },
  type: { zh_CN: '验证码类型', zh_HK: '驗證碼類型', en: 'Code type' },
  code: { zh_CN: '验证码', zh_HK: '驗證碼', en: 'Code' },
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
}
const errors = { 400: ErrorEnvelope, 500: ErrorEnvelope }

/** spec §7 Auth: SMS send tokens and codes, and the reset code's check. */
export default async function codeRoutes(fastify: FastifyInstance, opts: { codes: SmsCodes }) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { codes } = opts

  endpointRoute(app, loginEndpoints.smsToken, {
    errors,
    config: { public: true },
    handler: async (req) => ok(req, { token: await createSendToken(app.db) }),
  })

  endpointRoute(app, loginEndpoints.smsCode, {
    errors,
    config: { public: true, fieldLabels },
    handler: async (req) => {
      const phone = validPhone(req.body.phone)
      const tenantId = await publicTenant(req, req.body.tenantId)
      await app.db.withTenant({ tenantId }, async (tx) => {
        if (!(await consumeSendToken(tx, req.body.token))) throw badRequest('smsTokenInvalid')
        await codes.issue(tx, phone, SMS_PURPOSES[req.body.type as SmsType], req.locale)
      })
      return ok(req, true)
    },
  })

  endpointRoute(app, smsEndpoints.sendValidCode, {
    errors,
    config: { public: true, fieldLabels },
    handler: async (req) => {
      const phone = validPhone(req.body.mobile)
      const tenantId = await publicTenant(req, req.body.tenantId)
      await app.db.withTenant({ tenantId }, (tx) =>
        codes.issue(tx, phone, SMS_PURPOSES[(req.body.type ?? 1) as SmsType], req.locale),
      )
      return ok(req, true)
    },
  })

  endpointRoute(app, loginEndpoints.checkSmsCode, {
    errors,
    config: { public: true, fieldLabels },
    handler: async (req) => {
      const phone = validPhone(req.body.phone)
      if (req.body.type !== 1) throw badRequest('smsCheckResetOnly')
      const tenantId = await publicTenant(req, req.body.tenantId)
      const checked = await app.db.withTenant({ tenantId }, async (tx) => {
        const refusal = await codes.consume(tx, phone, 'reset', req.body.code)
        return refusal ?? { validateToken: await issueResetTicket(tx, phone) }
      })
      // A wrong code is answered after the commit: the try it cost stays counted.
      if (typeof checked === 'string') throw badRequest(checked)
      return ok(req, checked)
    },
  })
}
