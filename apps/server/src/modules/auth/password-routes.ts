import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ErrorEnvelope, translate, loginEndpoints, selfEndpoints } from '@store/contract'
import { SIGNED_IN, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { badRequest } from '../../core/errors'
import { changeWithOldPassword, checkNewPasswords } from './password-change'
import { publicTenant } from './public-tenant'

const fieldLabels: FieldLabels = {
  username: { zh_CN: '用户名', zh_HK: '用戶名', en: 'Account' },
  tenantId: { zh_CN: '租户ID', zh_HK: '租戶ID', en: 'Tenant ID' },
  oldPassword: { zh_CN: '原密码', zh_HK: '原密碼', en: 'Current password' },
  newPassword: { zh_CN: '新密码', zh_HK: '新密碼', en: 'New password' },
  newPassword1: { zh_CN: '确认密码', zh_HK: '確認密碼', en: 'New password again' },
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

/** spec §7: change the password with the old one (login page, personal centre); sms resets it by ticket. */
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
}
