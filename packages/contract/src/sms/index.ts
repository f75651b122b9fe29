import { Type, type Static } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id, PageOf } from '../envelope'
import { Phone, TenantParam, smsType } from '../login'
import { USER_BASE } from '../personal'
import { LangParam } from '../resource'

/** A message of the tenant's SMS outbox (what the default provider "sent", docs/sms.md). */
export const OutboxRecord = Type.Object({
  id: Id,
  phone: Type.String(),
  template: Type.String(),
  content: Type.String(),
  status: Type.String({ description: 'pending: not yet delivered by a gateway' }),
  createTime: Type.String({ description: 'yyyy-MM-dd HH:mm:ss in the tenant’s time zone' }),
})
export type OutboxRecord = Static<typeof OutboxRecord>

/** The SMS module's own calls besides the login page's: the outbox, the reset code, phone binding. */
export const smsEndpoints = {
  outbox: defineEndpoint({
    method: 'GET',
    path: '/api/blade-resource/sms-outbox/page',
    tags: ['sms'],
    summary: 'SMS outbox: one page, newest first, optionally for one number',
    query: Type.Object(
      {
        ...LangParam,
        current: Type.Integer({ minimum: 1, default: 1 }),
        size: Type.Integer({ minimum: 1, maximum: 1000, default: 10 }),
        phone: Type.Optional(Type.String({ maxLength: 32, description: 'only messages to this number' })),
      },
      { additionalProperties: false },
    ),
    reply: PageOf(OutboxRecord),
  }),
  sendValidCode: defineEndpoint({
    method: 'POST',
    path: `${USER_BASE}/assets/sendValidCodeToMobile`,
    tags: ['sms'],
    summary:
      'Send the forgotten-password code (type as getSmsCode, default 1); tenant from the Tenant-Id header or tenantId',
    body: Type.Object(
      { mobile: Phone, type: Type.Optional(smsType({ default: 1 })), tenantId: TenantParam },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
  bindPhone: defineEndpoint({
    method: 'GET',
    path: `${USER_BASE}/bindPhone`,
    tags: ['user'],
    summary: 'Bind a mobile number to my account (code from getSmsCode type 3)',
    query: Type.Object(
      {
        ...LangParam,
        phone: Type.Optional(Type.String({ description: 'mobile number: 11 digits starting with 1' })),
        code: Type.String({ minLength: 1, maxLength: 16, description: 'a type 3 (bind phone) code' }),
      },
      { additionalProperties: false },
    ),
    reply: Type.Boolean(),
  }),
}
