import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** Money columns hold integer fen. */

/** SMS companies (contract resource `sms-company`): a gateway account, its price and its send rate. */
export const smsMktCompany = pgTable(
  'sms_mkt_company',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    provider: varchar('provider', { length: 16 }).notNull().default('fake'),
    priceFen: integer('price_fen').notNull(),
    ratePerSecond: integer('rate_per_second').notNull().default(100),
    /** the company's rate limit: the next batch of any campaign may not leave before this */
    nextSlotAt: timestamp('next_slot_at', { withTimezone: true }).notNull().defaultNow(),
    status: integer('status').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sms_mkt_company_code_uq')
      .on(t.tenantId, t.code)
      .where(sql`is_deleted = 0`),
    tenantPolicy('sms_mkt_company'),
  ],
).enableRLS()

/** Departments (resource `sms-dept`) with their quota; the database itself refuses spending past it. */
export const smsMktDept = pgTable(
  'sms_mkt_dept',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    companyId: id64('company_id').notNull(),
    quotaFen: integer('quota_fen').notNull(),
    spentFen: integer('spent_fen').notNull().default(0),
    status: integer('status').notNull().default(1),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sms_mkt_dept_name_uq')
      .on(t.tenantId, t.name)
      .where(sql`is_deleted = 0`),
    check('sms_mkt_dept_quota_ck', sql`${t.spentFen} >= 0 AND ${t.spentFen} <= ${t.quotaFen}`),
    tenantPolicy('sms_mkt_dept'),
  ],
).enableRLS()

/** Signatures (resource `sms-signature`), reviewed before use. */
export const smsMktSignature = pgTable(
  'sms_mkt_signature',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 20 }).notNull(),
    companyId: id64('company_id').notNull(),
    auditStatus: integer('audit_status').notNull().default(0),
    auditRemark: varchar('audit_remark', { length: 255 }),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sms_mkt_signature_name_uq')
      .on(t.tenantId, t.name)
      .where(sql`is_deleted = 0`),
    tenantPolicy('sms_mkt_signature'),
  ],
).enableRLS()

/** Templates (resource `sms-template`): text with `{variable}`s, reviewed before use. */
export const smsMktTemplate = pgTable(
  'sms_mkt_template',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    signatureId: id64('signature_id').notNull(),
    content: varchar('content', { length: 300 }).notNull(),
    auditStatus: integer('audit_status').notNull().default(0),
    auditRemark: varchar('audit_remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sms_mkt_template_name_uq')
      .on(t.tenantId, t.name)
      .where(sql`is_deleted = 0`),
    tenantPolicy('sms_mkt_template'),
  ],
).enableRLS()

/** The tenant's opt-out list (resource `sms-opt-out`): honoured by every campaign. */
export const smsMktOptOut = pgTable(
  'sms_mkt_opt_out',
  {
    ...tenantColumn,
    ...idColumn,
    phone: varchar('phone', { length: 11 }).notNull(),
    source: varchar('source', { length: 8 }).notNull().default('manual'),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sms_mkt_opt_out_phone_uq')
      .on(t.tenantId, t.phone)
      .where(sql`is_deleted = 0`),
    tenantPolicy('sms_mkt_opt_out'),
  ],
).enableRLS()

/** Campaigns: a template to an audience, now or at a time, outside the quiet hours. */
export const smsMktCampaign = pgTable(
  'sms_mkt_campaign',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    deptId: id64('dept_id').notNull(),
    templateId: id64('template_id').notNull(),
    /** crowd, tag or list */
    audienceKind: varchar('audience_kind', { length: 8 }).notNull(),
    audienceId: id64('audience_id'),
    /** the uploaded list, one number a line */
    phoneList: text('phone_list'),
    params: jsonb('params').$type<Record<string, string>>().notNull().default({}),
    sendAt: timestamp('send_at', { withTimezone: true }),
    quietStart: varchar('quiet_start', { length: 5 }).notNull().default('21:00'),
    quietEnd: varchar('quiet_end', { length: 5 }).notNull().default('08:00'),
    status: varchar('status', { length: 12 }).notNull().default('draft'),
    recipientCount: integer('recipient_count').notNull().default(0),
    costFen: integer('cost_fen').notNull().default(0),
    startTime: timestamp('start_time', { withTimezone: true }),
    finishTime: timestamp('finish_time', { withTimezone: true }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sms_mkt_campaign_time_idx').on(t.tenantId, sql`${t.createTime} DESC`),
    tenantPolicy('sms_mkt_campaign'),
  ],
).enableRLS()

/** One number of one campaign: unique, so a number is sent a campaign's message at most once. */
export const smsMktRecipient = pgTable(
  'sms_mkt_recipient',
  {
    ...tenantColumn,
    ...idColumn,
    campaignId: id64('campaign_id').notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    /** queued, sent, delivered, failed, opted_out */
    status: varchar('status', { length: 10 }).notNull().default('queued'),
    costFen: integer('cost_fen').notNull().default(0),
    error: varchar('error', { length: 32 }),
    sentTime: timestamp('sent_time', { withTimezone: true }),
    receiptTime: timestamp('receipt_time', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sms_mkt_recipient_uq').on(t.tenantId, t.campaignId, t.phone),
    index('sms_mkt_recipient_status_idx').on(t.tenantId, t.campaignId, t.status),
    index('sms_mkt_recipient_phone_idx').on(t.tenantId, t.phone),
    tenantPolicy('sms_mkt_recipient'),
  ],
).enableRLS()
