import { Type, type Static } from 'typebox'
import { LIMITS, PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, IdList, PageOf } from '../envelope'
import { DetailQuery, LangParam } from '../resource'
import { noticeResource } from '../resources/notice'

const BASE = noticeResource.basePath
const tags = [noticeResource.name]

const NoticeType = Type.Integer({
  minimum: 1,
  maximum: 3,
  description: '1 notice, 2 download, 3 product update',
})

/** A notice as its reader sees it. */
export const InboxNotice = Type.Object(
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
export type InboxNotice = Static<typeof InboxNotice>

const ReadParams = {
  ids: Type.Optional(IdList),
  type: Type.Optional(NoticeType),
}

/** Every user's notices (spec §3, §4 "Notices"): `page`, `detail`, `unread-count`, `read`. */
export const inboxEndpoints = {
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/page`,
    tags,
    summary: 'The caller’s notices, newest first (10 a page): to everyone or to them, published',
    query: Type.Object(
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
        read: Type.Optional(
          Type.Integer({ minimum: 0, maximum: 1, description: '0 unread only, 1 read only' }),
        ),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: PageOf(InboxNotice),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    tags,
    summary: 'One notice the caller may see (administrators: any of the tenant’s)',
    query: DetailQuery,
    reply: InboxNotice,
  }),
  unreadCount: defineEndpoint({
    method: 'GET',
    path: `${BASE}/unread-count`,
    tags,
    summary: 'How many of the caller’s notices are unread, in all and by type (the notice icon’s dot)',
    reply: Type.Object(
      {
        total: Type.Integer(),
        notice: Type.Integer({ description: 'type 1' }),
        download: Type.Integer({ description: 'type 2' }),
        update: Type.Integer({ description: 'type 3' }),
      },
      { additionalProperties: false },
    ),
  }),
  read: defineEndpoint({
    method: 'POST',
    path: `${BASE}/read`,
    tags,
    summary:
      'Mark notices read for the caller: the ids given (each one they may see), else all theirs (of a type); answers how many were newly marked',
    query: Type.Object({ ...ReadParams, ...LangParam }, { additionalProperties: false }),
    body: Type.Union([Type.Object(ReadParams, { additionalProperties: false }), Type.Null()]),
    reply: Type.Integer(),
  }),
}
