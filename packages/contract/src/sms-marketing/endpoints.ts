import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, IdList, PageOf } from '../envelope'
import { LangParam } from '../resource'
import { AUDIENCE_KINDS, CAMPAIGN_STATUSES, RECIPIENT_STATUSES, SMS_MKT_BASE as BASE } from './constants'

const tags = ['sms-marketing']
const lit = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))
const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize })),
}
const Fen = Type.Integer({ minimum: 0, description: 'money in fen' })
const DateTime = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$' })
const Clock = Type.String({ pattern: '^([01]\\d|2[0-3]):[0-5]\\d$', description: 'HH:mm, tenant time' })
const Nullable = <T extends ReturnType<typeof Type.String>>(t: T) => Type.Union([t, Type.Null()])
/** the most numbers one uploaded list may hold */
export const MAX_LIST_PHONES = 50_000

/** What a campaign is, as saved: whom, with which template and values, when, and within which hours. */
export const CampaignInput = Type.Object(
  {
    id: Type.Optional(Id),
    name: Type.String({ minLength: 1, maxLength: 64 }),
    deptId: Id,
    templateId: Id,
    audienceKind: lit(AUDIENCE_KINDS),
    /** the crowd pack's or the tag's id */
    audienceId: Type.Optional(Id),
    /** the uploaded list: one number per entry */
    phones: Type.Optional(Type.Array(Type.String({ maxLength: 32 }), { maxItems: MAX_LIST_PHONES })),
    /** the values of the template's `{variable}`s */
    params: Type.Optional(Type.Record(Type.String({ pattern: '^\\w+$' }), Type.String({ maxLength: 100 }))),
    /** tenant-local time; none: sent as soon as it is started */
    sendAt: Type.Optional(Nullable(DateTime)),
    quietStart: Type.Optional(Clock),
    quietEnd: Type.Optional(Clock),
  },
  { additionalProperties: false },
)
export type CampaignInput = Static<typeof CampaignInput>

export const Campaign = Type.Object({
  id: Id,
  name: Type.String(),
  deptId: Id,
  deptName: Type.String(),
  templateId: Id,
  templateName: Type.String(),
  audienceKind: lit(AUDIENCE_KINDS),
  audienceId: Type.Union([Id, Type.Null()]),
  /** numbers of the uploaded list */
  listSize: Type.Integer(),
  params: Type.Record(Type.String(), Type.String()),
  /** the message as the first recipient gets it */
  preview: Type.String(),
  sendAt: Nullable(Type.String()),
  quietStart: Type.String(),
  quietEnd: Type.String(),
  status: lit(CAMPAIGN_STATUSES),
  recipientCount: Type.Integer(),
  costFen: Fen,
  startTime: Nullable(Type.String()),
  finishTime: Nullable(Type.String()),
  createTime: Type.String(),
})
export type Campaign = Static<typeof Campaign>

export const CampaignStats = Type.Object({
  total: Type.Integer(),
  queued: Type.Integer(),
  sent: Type.Integer(),
  delivered: Type.Integer(),
  failed: Type.Integer(),
  optedOut: Type.Integer(),
  costFen: Fen,
})
export type CampaignStats = Static<typeof CampaignStats>

export const Recipient = Type.Object({
  id: Id,
  phone: Type.String(),
  status: lit(RECIPIENT_STATUSES),
  costFen: Fen,
  error: Nullable(Type.String()),
  sentTime: Nullable(Type.String()),
  receiptTime: Nullable(Type.String()),
})
export type Recipient = Static<typeof Recipient>

export const DeptUsage = Type.Object({
  id: Id,
  name: Type.String(),
  quotaFen: Fen,
  spentFen: Fen,
  balanceFen: Fen,
})
export type DeptUsage = Static<typeof DeptUsage>

const AuditBody = Type.Object(
  { id: Id, pass: Type.Boolean(), remark: Type.Optional(Type.String({ maxLength: 255 })) },
  { additionalProperties: false },
)
const ById = Type.Object({ ...LangParam, id: Id }, { additionalProperties: false })
/** How a gateway's callback names its tenant and company; `token` proves it (docs/sms-marketing.md). */
const WebhookQuery = Type.Object(
  {
    ...LangParam,
    tenantId: Type.String({ minLength: 1, maxLength: 12 }),
    companyId: Id,
    token: Type.String({ minLength: 1, maxLength: 128 }),
  },
  { additionalProperties: false },
)
export const Receipt = Type.Object(
  {
    /** the id the message was sent with: the recipient's */
    msgId: Id,
    /** DELIVRD: delivered; anything else: failed with that code */
    status: Type.String({ minLength: 1, maxLength: 16 }),
  },
  { additionalProperties: false },
)
export type Receipt = Static<typeof Receipt>

/** The SMS marketing area's own calls besides its resources' (docs/sms-marketing.md). */
export const smsMarketingEndpoints = {
  campaignPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/campaign/page`,
    tags,
    summary: 'Campaigns, newest first; by status or name',
    query: Type.Object(
      {
        ...LangParam,
        ...Paging,
        status: Type.Optional(lit(CAMPAIGN_STATUSES)),
        name: Type.Optional(Type.String({ maxLength: 64 })),
      },
      { additionalProperties: false },
    ),
    reply: PageOf(Campaign),
  }),
  campaignDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/campaign/detail`,
    tags,
    summary: 'One campaign',
    query: ById,
    reply: Campaign,
  }),
  campaignSubmit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/campaign/submit`,
    tags,
    summary: 'Save a draft campaign (no id: a new one)',
    body: CampaignInput,
    reply: Campaign,
  }),
  campaignSend: defineEndpoint({
    method: 'POST',
    path: `${BASE}/campaign/send`,
    tags,
    summary: 'Start a draft (or halted) campaign: at once, or at its send time',
    query: ById,
    reply: Campaign,
  }),
  campaignCancel: defineEndpoint({
    method: 'POST',
    path: `${BASE}/campaign/cancel`,
    tags,
    summary: 'Stop a scheduled, sending or halted campaign: what is not sent yet is never sent',
    query: ById,
    reply: Campaign,
  }),
  campaignRemove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/campaign/remove`,
    tags,
    summary: 'Remove campaigns that are not scheduled or sending',
    query: Type.Object({ ...LangParam, ids: IdList }, { additionalProperties: false }),
    reply: Type.Boolean(),
  }),
  campaignStats: defineEndpoint({
    method: 'GET',
    path: `${BASE}/campaign/stats`,
    tags,
    summary: 'A campaign’s recipients by status, and its cost',
    query: ById,
    reply: CampaignStats,
  }),
  recipientPage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/campaign/recipients`,
    tags,
    summary: 'A campaign’s recipients; by status or number',
    query: Type.Object(
      {
        ...LangParam,
        ...Paging,
        id: Id,
        status: Type.Optional(lit(RECIPIENT_STATUSES)),
        phone: Type.Optional(Type.String({ maxLength: 11 })),
      },
      { additionalProperties: false },
    ),
    reply: PageOf(Recipient),
  }),
  deptUsage: defineEndpoint({
    method: 'GET',
    path: `${BASE}/dept/usage`,
    tags,
    summary: 'Each live department’s quota, spent and balance (fen)',
    reply: Type.Array(DeptUsage),
  }),
  signatureAudit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/signature/audit`,
    tags,
    summary: 'Approve or reject a pending signature',
    body: AuditBody,
    reply: Type.Boolean(),
  }),
  templateAudit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/template/audit`,
    tags,
    summary: 'Approve or reject a pending template',
    body: AuditBody,
    reply: Type.Boolean(),
  }),
  receipt: defineEndpoint({
    method: 'POST',
    path: `${BASE}/webhook/receipt`,
    tags,
    security: [],
    summary: 'Delivery receipts from a gateway (the fake provider calls it)',
    query: WebhookQuery,
    body: Type.Object(
      { receipts: Type.Array(Receipt, { minItems: 1, maxItems: 5000 }) },
      { additionalProperties: false },
    ),
    reply: Type.Object({ updated: Type.Integer() }),
  }),
  reply: defineEndpoint({
    method: 'POST',
    path: `${BASE}/webhook/reply`,
    tags,
    security: [],
    summary: 'A reply to a message; an opt-out keyword opts the number out of every campaign',
    query: WebhookQuery,
    body: Type.Object(
      { phone: Type.String({ maxLength: 32 }), text: Type.String({ maxLength: 500 }) },
      { additionalProperties: false },
    ),
    reply: Type.Object({ optedOut: Type.Boolean() }),
  }),
  unsubscribe: defineEndpoint({
    method: 'GET',
    path: `${BASE}/unsubscribe`,
    tags,
    security: [],
    summary: 'The unsubscribe link of a message: opts the number out of every campaign of the tenant',
    query: Type.Object(
      {
        ...LangParam,
        tenantId: Type.String({ minLength: 1, maxLength: 12 }),
        phone: Type.String({ maxLength: 32 }),
        token: Type.String({ minLength: 1, maxLength: 128 }),
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
}
