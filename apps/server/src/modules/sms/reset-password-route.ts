import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, loginEndpoints } from '@store/contract'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { checkNewPasswords, publicTenant, setPassword } from '../auth'
import { usersWithPhone, validPhone } from '../user'
import { consumeResetTicket } from './reset-tickets'

const fieldLabels: FieldLabels = {
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
  pwd: { zh_CN: '新密码', zh_HK: '新密碼', en: 'New password' },
  repeatPwd: { zh_CN: '确认密码', zh_HK: '確認密碼', en: 'New password again' },
  validateToken: { zh_CN: '重置密码凭证', zh_HK: '重設密碼憑證', en: 'Reset ticket' },
}

/** spec §7: reset the password with the ticket a checked reset code (type 1) gave (code-routes). */
export default async function resetPasswordRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  endpointRoute(app, loginEndpoints.resetPassword, {
    errors: { 400: ErrorEnvelope, 401: ErrorEnvelope, 500: ErrorEnvelope },
    config: { public: true, fieldLabels },
    handler: async (req) => {
      const password = checkNewPasswords(req.body.pwd, req.body.repeatPwd)
      const phone = validPhone(req.body.phone)
      const ticket = req.body.validateToken
      if (!ticket) throw badRequest('resetTicketInvalid')
      const tenantId = await publicTenant(req, req.body.tenantId)
      // One transaction: a refused password rolls the ticket's use back, so it can be tried again.
      await app.db.withTenant({ tenantId }, async (tx) => {
        if (!(await consumeResetTicket(tx, ticket, phone))) throw badRequest('resetTicketInvalid')
        const users = await usersWithPhone(tx, phone)
        if (users.length === 0) throw badRequest('phoneNoAccount')
        if (users.length > 1) throw badRequest('phoneSharedByAccounts')
        const u = users[0]!
        await setPassword(tx, app.ids, u, { password, via: 'reset', actorId: u.id, requestId: req.id })
      })
      return ok(req, true)
    },
  })
}
