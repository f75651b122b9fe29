import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { LIMITS, PAGING, inboxEndpoints, noticeResource, permissionCodes } from '@store/contract'
import { SIGNED_IN, hasPermission, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import { badRequest, notFound } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { resourceKit } from '../../core/resource/resource-kit'
import { inboxNotice, inboxPage, markRead, noticeRules, unreadCounts } from './service'
import { notice } from './schema'

const codes = permissionCodes(noticeResource)

/**
 * Notices (spec §3, §4 "Notices"): every user's inbox (`page`, `detail`, `unread-count`, `read`) and
 * their administration (`list`, `submit`, `remove`).
 */
export default async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const kit = resourceKit(app, noticeResource, notice as unknown as ResourceTable, { rules: noticeRules })
  kit.page('list', {
    summary: 'Every notice of the tenant (published or not, to anyone), for their administration',
  })
  kit.submit('submit')
  kit.remove('remove')
  const timeZoneOf = (tenantId: string) => app.tenants.timeZoneOf(tenantId)

  endpointRoute(app, inboxEndpoints.page, {
    config: { permission: SIGNED_IN, fieldLabels: kit.fieldLabels },
    handler: async (req) => {
      const session = sessionOf(req)
      const { current = 1, size = LIMITS.noticePageSize, ...filter } = req.query
      if ((current - 1) * size > PAGING.maxOffset)
        throw badRequest('offsetTooDeep', { limit: PAGING.maxOffset })
      const timeZone = await timeZoneOf(session.tenantId)
      const page = await app.db.withTenant(session, (tx) =>
        inboxPage(tx, session.userId, filter, { current, size }, timeZone),
      )
      return ok(req, page)
    },
  })

  endpointRoute(app, inboxEndpoints.detail, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      const timeZone = await timeZoneOf(session.tenantId)
      const administrator = await hasPermission(req, codes.view)
      const found = await app.db.withTenant(session, (tx) =>
        inboxNotice(tx, session.userId, req.query.id, timeZone, administrator),
      )
      if (!found) throw notFound()
      return ok(req, found)
    },
  })

  endpointRoute(app, inboxEndpoints.unreadCount, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const session = sessionOf(req)
      return ok(req, await app.db.withTenant(session, (tx) => unreadCounts(tx, session.userId)))
    },
  })

  endpointRoute(app, inboxEndpoints.read, {
    config: { permission: SIGNED_IN, fieldLabels: { ...kit.fieldLabels, ids: noticeResource.label } },
    handler: async (req) => {
      const session = sessionOf(req)
      const { ids, type } = { ...req.query, ...req.body }
      const marked = await app.db.withTenant(session, (tx) =>
        markRead(tx, session.userId, ids?.split(','), type),
      )
      return ok(req, marked)
    },
  })
}
