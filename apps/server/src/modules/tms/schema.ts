import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  liveCodeIndex,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** The TMS area's tables (docs/supply-chain.md, TMS). Other areas' documents are only referenced. */

export const tmsCarrier = pgTable(
  'tms_carrier',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    adapter: varchar('adapter', { length: 16 }).notNull().default('fake'),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    liveCodeIndex('tms_carrier', t),
    tenantPolicy('tms_carrier'),
  ],
).enableRLS()

/**
 * The secret a carrier signs its webhook calls with: kept apart from the carrier's record so no
 * list, detail or log of carriers ever carries it.
 */
export const tmsCarrierSecret = pgTable(
  'tms_carrier_secret',
  {
    ...tenantColumn,
    carrierId: id64('carrier_id').notNull(),
    secret: varchar('secret', { length: 64 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.carrierId] }), tenantPolicy('tms_carrier_secret')],
).enableRLS()

export const tmsService = pgTable(
  'tms_service',
  {
    ...tenantColumn,
    ...idColumn,
    carrierId: id64('carrier_id').notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    liveCodeIndex('tms_service', t),
    tenantPolicy('tms_service'),
  ],
).enableRLS()

export const tmsTariff = pgTable(
  'tms_tariff',
  {
    ...tenantColumn,
    ...idColumn,
    serviceId: id64('service_id').notNull(),
    region: varchar('region', { length: 32 }).notNull(),
    /** grams the first fee covers */
    firstWeight: integer('first_weight').notNull(),
    /** fen */
    firstFee: integer('first_fee').notNull(),
    /** fen per started kilogram above the first weight */
    additionalFee: integer('additional_fee').notNull(),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tms_tariff_region_uq')
      .on(t.tenantId, t.serviceId, t.region)
      .where(sql`is_deleted = 0`),
    check('tms_tariff_fees_ck', sql`first_weight > 0 AND first_fee >= 0 AND additional_fee >= 0`),
    tenantPolicy('tms_tariff'),
  ],
).enableRLS()

export const tmsShipment = pgTable(
  'tms_shipment',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 32 }).notNull(),
    sourceRef: varchar('source_ref', { length: 64 }).notNull(),
    sender: jsonb('sender').notNull().$type<{ name: string; phone: string; address: string }>(),
    receiver: jsonb('receiver').notNull().$type<{ name: string; phone: string; address: string }>(),
    receiverName: varchar('receiver_name', { length: 64 }).notNull(),
    region: varchar('region', { length: 32 }).notNull(),
    parcels: jsonb('parcels').notNull().$type<{ weight: number }[]>(),
    weight: integer('weight').notNull(),
    carrierId: id64('carrier_id').notNull(),
    serviceId: id64('service_id').notNull(),
    waybillNo: varchar('waybill_no', { length: 64 }),
    freight: integer('freight'),
    status: varchar('status', { length: 20 }).notNull(),
    signedBy: varchar('signed_by', { length: 64 }),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    proofNote: varchar('proof_note', { length: 255 }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tms_shipment_waybill_uq').on(t.tenantId, t.waybillNo),
    index('tms_shipment_time_idx').on(t.tenantId, t.createTime),
    check('tms_shipment_freight_ck', sql`freight IS NULL OR freight >= 0`),
    tenantPolicy('tms_shipment'),
  ],
).enableRLS()

/** The append-only timeline of a shipment: one row per carrier event, never updated or removed. */
export const tmsTrackingEvent = pgTable(
  'tms_tracking_event',
  {
    ...tenantColumn,
    ...idColumn,
    shipmentId: id64('shipment_id').notNull(),
    /** the carrier's id of the event (or ours for the steps we record): a repeat is recorded once */
    eventKey: varchar('event_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 20 }).notNull(),
    location: varchar('location', { length: 64 }),
    note: varchar('note', { length: 255 }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('tms_tracking_event_key_uq').on(t.tenantId, t.shipmentId, t.eventKey),
    tenantPolicy('tms_tracking_event'),
  ],
).enableRLS()
