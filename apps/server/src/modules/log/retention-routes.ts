import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { logRetentionEndpoints } from '@store/contract'
import { sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { changeRetention, loadRetention } from './retention'

export const LOG_RETENTION_EDIT = 'log_retention_edit'

const fieldLabels: FieldLabels = {
  apiDays: { zh_CN: 'API日志保留天数', zh_HK: 'API日誌保留天數', en: 'API log retention (days)' },
  errorDays: { zh_CN: '错误日志保留天数', zh_HK: '錯誤日誌保留天數', en: 'Error log retention (days)' },
  webDays: {
    zh_CN: '前端错误日志保留天数',
    zh_HK: '前端錯誤日誌保留天數',
    en: 'Browser error log retention (days)',
  },
  operationDays: {
    zh_CN: '用户操作日志保留天数',
    zh_HK: '用戶操作日誌保留天數',
    en: 'User operation log retention (days)',
  },
  loginDays: { zh_CN: '登录日志保留天数', zh_HK: '登入日誌保留天數', en: 'Sign-in log retention (days)' },
}

/** How long the tenant keeps each log (docs/logs.md "Retention"). */
export default async function retentionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  endpointRoute(app, logRetentionEndpoints.detail, {
    config: { permission: LOG_RETENTION_EDIT },
    handler: async (req) => ok(req, await app.db.withTenant(sessionOf(req), loadRetention)),
  })

  endpointRoute(app, logRetentionEndpoints.update, {
    config: { permission: LOG_RETENTION_EDIT, fieldLabels },
    handler: async (req) => {
      const session = sessionOf(req)
      const actor = { tenantId: session.tenantId, userId: session.userId, requestId: req.id }
      const saved = await app.db.withTenant(session, (tx) => changeRetention(tx, app.ids, req.body, actor))
      return ok(req, saved)
    },
  })
}
