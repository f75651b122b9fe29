import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import { Envelope, LangParam } from '@store/contract'
import { sessionOf } from '../../core/auth'
import { ok, type FieldLabels } from '../../core/envelope'
import { changeRetention, loadRetention } from './retention'
import { errors } from '../../core/resource/route-kit'

const BASE = '/api/blade-log/retention'
export const LOG_RETENTION_EDIT = 'log_retention_edit'

const days = (description: string) => Type.Integer({ minimum: 1, maximum: 3650, description })

const RetentionRecord = Type.Object(
  {
    apiDays: days('days the API log is kept'),
    errorDays: days('days the error log is kept'),
    webDays: days('days the browser error log is kept'),
    operationDays: days('days the user operation log is kept'),
    loginDays: days('days the sign-in log is kept'),
  },
  { additionalProperties: false },
)
const NoQuery = Type.Object({ ...LangParam }, { additionalProperties: false })

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

const tags = ['logRetention']

/** How long the tenant keeps each log (docs/logs.md "Retention"). */
export default async function retentionRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  app.get(
    `${BASE}/detail`,
    {
      config: { permission: LOG_RETENTION_EDIT },
      schema: {
        tags,
        summary: 'Days the tenant keeps each log (the defaults until first saved)',
        querystring: NoQuery,
        response: { 200: Envelope(RetentionRecord), ...errors },
      },
    },
    async (req) => ok(req, await app.db.withTenant(sessionOf(req), loadRetention)),
  )

  app.post(
    `${BASE}/update`,
    {
      config: { permission: LOG_RETENTION_EDIT, fieldLabels },
      schema: {
        tags,
        summary: 'Save the days the tenant keeps each log (every kind); answers the saved setting',
        querystring: NoQuery,
        body: RetentionRecord,
        response: { 200: Envelope(RetentionRecord), ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      const actor = { tenantId: session.tenantId, userId: session.userId, requestId: req.id }
      const saved = await app.db.withTenant(session, (tx) => changeRetention(tx, app.ids, req.body, actor))
      return ok(req, saved)
    },
  )
}
