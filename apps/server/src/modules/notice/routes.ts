import type { FastifyInstance } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  Envelope,
  Id,
  IdList,
  LIMITS,
  LangParam,
  PAGING,
  PageOf,
  noticeResource,
  permissionCodes,
} from '@store/contract'
import { SIGNED_IN, hasPermission, sessionOf } from '../../core/auth'
import { ok } from '../../core/envelope'
import { badRequest, notFound } from '../../core/errors'
import type { ResourceTable } from '../../core/resource/query'
import { errors, NoQuery } from '../../core/resource/route-kit'
import { resourceKit } from '../../core/resource/resource-kit'
import { inboxNotice, inboxPage, markRead, noticeRules, unreadCounts } from './service'
import { notice } from './schema'

const BASE = noticeResource.basePath
const codes = permissionCodes(noticeResource)
const tags = [noticeResource.name]

const NoticeType = Type.Integer({
  minimum: 1,
  maximum: 3,
  description: '1 notice, 2 download, 3 product update',
})
const InboxQuery = Type.Object(
  {
    current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
    size: Type.Optional(
      Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: LIMITS.noticePageSize }),
    ),
    type: Type.Optional(NoticeType),
    deliveryWay: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 2, description: '1 to everyone, 2 to me' }),
    ),
    title: Type.Optional(Type.String({ maxLength: 255, description: 'part of the title' })),
    read: Type.Optional(Type.Integer({ minimum: 0, maximum: 1, description: '0 unread only, 1 read only' })),
    ...LangParam,
  },
  { additionalProperties: false },
)
const InboxNotice = Type.Object(
  {
    id: Id,
    title: Type.String(),
    type: Type.Integer(),
    deliveryWay: Type.Integer(),
    content: Type.Union([Type.String(), Type.Null()]),
    address: Type.Union([Type.String(), Type.Null()]),
    time: Type.String({ description: 'release time, yyyy-MM-dd HH:mm:ss' }),
    showDate: Type.Union([Type.String(), Type.Null()]),
    userName: Type.Union([Type.String(), Type.Null()]),
    phone: Type.Union([Type.String(), Type.Null()]),
    read: Type.Integer({ description: '1 when the caller has read it' }),
  },
  { additionalProperties: false },
)
const Unread = Type.Object(
  {
    total: Type.Integer(),
    notice: Type.Integer({ description: 'type 1' }),
    download: Type.Integer({ description: 'type 2' }),
    update: Type.Integer({ description: 'type 3' }),
  },
  { additionalProperties: false },
)
const ReadParams = {
  ids: Type.Optional(IdList),
  type: Type.Optional(NoticeType),
}
const ReadQuery = Type.Object({ ...ReadParams, ...LangParam }, { additionalProperties: false })
const ReadBody = Type.Union([Type.Object(ReadParams, { additionalProperties: false }), Type.Null()])
const DetailQuery = Type.Object({ id: Id, ...LangParam }, { additionalProperties: false })

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

  app.get(
    `${BASE}/page`,
    {
      config: { permission: SIGNED_IN, fieldLabels: kit.fieldLabels },
      schema: {
        tags,
        summary: 'The caller’s notices, newest first (10 a page): to everyone or to them, published',
        querystring: InboxQuery,
        response: { 200: Envelope(PageOf(InboxNotice)), ...errors },
      },
    },
    async (req) => {
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
  )

  app.get(
    `${BASE}/detail`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'One notice the caller may see (administrators: any of the tenant’s)',
        querystring: DetailQuery,
        response: { 200: Envelope(InboxNotice), ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      const timeZone = await timeZoneOf(session.tenantId)
      const administrator = await hasPermission(req, codes.view)
      const found = await app.db.withTenant(session, (tx) =>
        inboxNotice(tx, session.userId, req.query.id, timeZone, administrator),
      )
      if (!found) throw notFound()
      return ok(req, found)
    },
  )

  app.get(
    `${BASE}/unread-count`,
    {
      config: { permission: SIGNED_IN },
      schema: {
        tags,
        summary: 'How many of the caller’s notices are unread, in all and by type (the notice icon’s dot)',
        querystring: NoQuery,
        response: { 200: Envelope(Unread), ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      return ok(req, await app.db.withTenant(session, (tx) => unreadCounts(tx, session.userId)))
    },
  )

  app.post(
    `${BASE}/read`,
    {
      config: { permission: SIGNED_IN, fieldLabels: { ...kit.fieldLabels, ids: noticeResource.label } },
      schema: {
        tags,
        summary:
          'Mark notices read for the caller: the ids given (each one they may see), else all theirs (of a type); answers how many were newly marked',
        querystring: ReadQuery,
        body: ReadBody,
        response: { 200: Envelope(Type.Integer()), ...errors },
      },
    },
    async (req) => {
      const session = sessionOf(req)
      const { ids, type } = { ...req.query, ...req.body }
      const marked = await app.db.withTenant(session, (tx) =>
        markRead(tx, session.userId, ids?.split(','), type),
      )
      return ok(req, marked)
    },
  )
}
