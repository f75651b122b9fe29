import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { COUPON_STATUS } from './constants'
import { PROM_MANAGER_BASE } from './resources'

const tags = ['promotion-coupon']
const BASE = `${PROM_MANAGER_BASE}/coupon`
const Status = Type.Unsafe<(typeof COUPON_STATUS)[number]>(
  Type.Union(COUPON_STATUS.map((s) => Type.Literal(s))),
)

/** One coupon issued to a member from a template. */
export const Coupon = Type.Object(
  {
    id: Id,
    templateId: Id,
    templateName: Type.String(),
    memberId: Id,
    status: Status,
    validFrom: Type.String(),
    validTo: Type.String(),
    createTime: Type.String(),
  },
  { additionalProperties: false },
)
export type Coupon = Static<typeof Coupon>

export const couponEndpoints = {
  issue: defineEndpoint({
    method: 'POST',
    path: `${BASE}/issue`,
    tags,
    summary:
      'Issue one coupon of a template to each member; refused whole beyond its quantity or per-member limit',
    query: null,
    body: Type.Object(
      { templateId: Id, memberIds: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }) },
      { additionalProperties: false },
    ),
    reply: Type.Object({ issued: Type.Integer() }, { additionalProperties: false }),
  }),
  page: defineEndpoint({
    method: 'GET',
    path: `${BASE}/page`,
    tags,
    summary: 'Issued coupons, one page, newest first; status is as of now (expired past its end)',
    query: Type.Object(
      {
        current: Type.Optional(Type.Integer({ minimum: 1, default: PAGING.defaultCurrent })),
        size: Type.Optional(Type.Integer({ minimum: 1, maximum: 100, default: PAGING.defaultSize })),
        templateId: Type.Optional(Id),
        memberId: Type.Optional(Id),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: PageOf(Coupon),
  }),
}
