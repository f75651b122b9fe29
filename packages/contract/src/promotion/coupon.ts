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

/** A crowd pack's coupons being issued by a job, a batch at a time: its progress. */
export const CouponIssueTask = Type.Object(
  {
    id: Id,
    templateId: Id,
    packId: Id,
    status: Type.Union([Type.Literal('running'), Type.Literal('done'), Type.Literal('failed')]),
    total: Type.Integer({ description: 'the pack’s members when the issue began' }),
    issued: Type.Integer(),
    skipped: Type.Integer({ description: 'members who already held the per-member limit' }),
    error: Type.Union([Type.String(), Type.Null()], {
      description: 'why it stopped, in the caller’s language',
    }),
    createTime: Type.String(),
  },
  { additionalProperties: false },
)
export type CouponIssueTask = Static<typeof CouponIssueTask>

export const couponEndpoints = {
  issue: defineEndpoint({
    method: 'POST',
    path: `${BASE}/issue`,
    tags,
    summary:
      'Issue one coupon of a template to each member; refused whole for an unknown member or beyond its quantity or per-member limit',
    query: null,
    body: Type.Object(
      { templateId: Id, memberIds: Type.Array(Id, { minItems: 1, maxItems: 1000, uniqueItems: true }) },
      { additionalProperties: false },
    ),
    reply: Type.Object({ issued: Type.Integer() }, { additionalProperties: false }),
  }),
  issuePack: defineEndpoint({
    method: 'POST',
    path: `${BASE}/issuePack`,
    tags,
    summary:
      'Issue one coupon of a template to each member of a crowd pack, by a job in batches; the same request key answers the same issue',
    query: null,
    body: Type.Object(
      {
        templateId: Id,
        packId: Id,
        requestKey: Type.String({ minLength: 8, maxLength: 64, pattern: '^[A-Za-z0-9_-]+$' }),
      },
      { additionalProperties: false },
    ),
    reply: CouponIssueTask,
  }),
  issueTask: defineEndpoint({
    method: 'GET',
    path: `${BASE}/issueTask`,
    tags,
    summary: 'The progress of a crowd pack’s issue',
    query: Type.Object({ id: Id, ...LangParam }, { additionalProperties: false }),
    reply: CouponIssueTask,
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
