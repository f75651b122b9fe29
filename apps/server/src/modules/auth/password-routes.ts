import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, translate, loginEndpoints, selfEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { consumeResetTicket, publicTenant } from '../sms'
import { changeWithOldPassword, checkNewPasswords, setPassword } from './password-change'
import { usersWithPhone, validPhone } from '../user'

const fieldLabels: FieldLabels = {
  username: { zh_CN: '用户名', zh_HK: '用戶名', en: 'Account' },
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
  oldPassword: { zh_CN: '原密码', zh_HK: '原密碼', en: 'Current password' },
  newPassword: { zh_CN: '新密码', zh_HK: '新密碼', en: 'New password' },
  newPassword1: { zh_CN: '确认密码', zh_HK: '確認密碼', en: 'New password again' },
  pwd: { zh_CN: '新密码', zh_HK: '新密碼', en: 'New password' },
  repeatPwd: { zh_CN: '确认密码', zh_HK: '確認密碼', en: 'New password again' },
  validateToken: { zh_CN: '重置密码凭证', zh_HK: '重設密碼憑證', en: 'Reset ticket' },
}
const errors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 500: ErrorEnvelope }

/** spec §8: a changed password answers '修改密码成功!'. */
const changed = (req: FastifyRequest) => ({ ...ok(req, true), msg: translate('passwordChanged', req.locale) })

function checkPasswordForm(form: { oldPassword?: string; newPassword?: string; newPassword1?: string }) {
  if (!form.oldPassword) throw badRequest('oldPasswordRequired')
  return {
    oldPassword: form.oldPassword,
    newPassword: checkNewPasswords(form.newPassword, form.newPassword1),
  }
}

/** spec §7: change the password with the old one (login page, personal centre) or reset it by SMS. */
export default async function passwordRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  endpointRoute(app, loginEndpoints.modifyPassword, {
    errors,
    config: { public: true, fieldLabels },
    handler: async (req) => {
      const form = checkPasswordForm(req.body)
      const tenantId = await publicTenant(req, req.body.tenantId)
      await changeWithOldPassword(app.db, app.ids, app.login, {
        tenantId,
        who: { account: req.body.username },
        ...form,
        ip: req.ip,
        requestId: req.id,
      })
      return changed(req)
    },
  })

  endpointRoute(app, selfEndpoints.updatePassword, {
    errors,
    config: { permission: SIGNED_IN, fieldLabels },
    handler: async (req) => {
      const form = checkPasswordForm(req.body)
      const session = sessionOf(req)
      await changeWithOldPassword(app.db, app.ids, app.login, {
        tenantId: session.tenantId,
        who: { userId: session.userId },
        ...form,
        keepSessionId: session.sessionId,
        ip: req.ip,
        requestId: req.id,
      })
      return changed(req)
    },
  })

  endpointRoute(app, loginEndpoints.resetPassword, {
    errors,
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
