import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { count, desc, eq } from 'drizzle-orm'
import { ErrorEnvelope, smsEndpoints } from '@store/contract'
import { sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok, type FieldLabels } from '../../core/envelope'
import { formatDateTime } from '../../core/time'
import { smsOutbox } from './schema'

export const SMS_OUTBOX_VIEW = 'sms_outbox_view'

const fieldLabels: FieldLabels = {
  current: { zh_CN: '当前页', zh_HK: '當前頁', en: 'Page' },
  size: { zh_CN: '每页条数', zh_HK: '每頁筆數', en: 'Page size' },
  phone: { zh_CN: '手机号码', zh_HK: '手機號碼', en: 'Mobile number' },
}

/** The tenant's SMS outbox, newest first: what the default provider "sent" (docs/sms.md). */
export default async function outboxRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()

  endpointRoute(app, smsEndpoints.outbox, {
    errors: { 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope },
    config: { permission: SMS_OUTBOX_VIEW, fieldLabels },
    handler: async (req) => {
      const session = sessionOf(req)
      const { current, size, phone } = req.query
      const where = phone ? eq(smsOutbox.phone, phone) : undefined
      const { rows, total } = await app.db.withTenant(session, async (tx) => ({
        rows: await tx
          .select()
          .from(smsOutbox)
          .where(where)
          .orderBy(desc(smsOutbox.createTime), desc(smsOutbox.id))
          .limit(size)
          .offset((current - 1) * size),
        total: (await tx.select({ n: count() }).from(smsOutbox).where(where))[0],
      }))
      const timeZone = await app.tenants.timeZoneOf(session.tenantId)
      const n = Number(total?.n ?? 0)
      return ok(req, {
        records: rows.map((r) => ({
          id: r.id,
          phone: r.phone,
          template: r.template,
          content: r.content,
          status: r.status,
          createTime: formatDateTime(r.createTime, timeZone),
        })),
        total: n,
        size,
        current,
        pages: Math.ceil(n / size),
      })
    },
  })
}
