import { sql } from 'drizzle-orm'
import {
  check,
  date,
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
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** The drug master (contract resource `dtp-drug`): the pharmacy's attributes of one goods. */
export const dtpDrug = pgTable(
  'dtp_drug',
  {
    ...tenantColumn,
    ...idColumn,
    goodsId: id64('goods_id').notNull(),
    /** copied from the goods on every save (the goods module owns them) */
    tradeName: varchar('trade_name', { length: 128 }).notNull(),
    genericName: varchar('generic_name', { length: 128 }).notNull(),
    dosageForm: varchar('dosage_form', { length: 32 }),
    strength: varchar('strength', { length: 64 }),
    packSpec: varchar('pack_spec', { length: 64 }),
    manufacturer: varchar('manufacturer', { length: 128 }),
    mah: varchar('mah', { length: 128 }),
    approvalNumber: varchar('approval_number', { length: 64 }).notNull(),
    approvalValidTo: date('approval_valid_to', { mode: 'string' }).notNull(),
    /** RX, OTC_A, OTC_B, NONE */
    category: varchar('category', { length: 8 }).notNull(),
    /** comma list of ephedrine, psychotropic, narcotic, antibiotic, cold_chain */
    controlFlags: varchar('control_flags', { length: 128 }),
    maxQtyPerSale: integer('max_qty_per_sale'),
    maxDailyMg: integer('max_daily_mg'),
    pregnancyRisk: integer('pregnancy_risk').notNull().default(0),
    storage: varchar('storage', { length: 64 }),
    insuranceCode: varchar('insurance_code', { length: 32 }),
    status: integer('status').notNull().default(1),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dtp_drug_goods_uq')
      .on(t.tenantId, t.goodsId)
      .where(sql`is_deleted = 0`),
    tenantPolicy('dtp_drug'),
  ],
).enableRLS()

/** Patients (contract resource `dtp-patient`), optionally linked to a member. */
export const dtpPatient = pgTable(
  'dtp_patient',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 32 }).notNull(),
    gender: integer('gender').notNull(),
    birthDate: date('birth_date', { mode: 'string' }),
    idCard: varchar('id_card', { length: 18 }),
    phone: varchar('phone', { length: 11 }),
    memberId: id64('member_id'),
    weightKg: integer('weight_kg'),
    /** comma list of allergens (drug classes or generic names) */
    allergies: varchar('allergies', { length: 255 }),
    chronicConditions: varchar('chronic_conditions', { length: 255 }),
    /** 0 none, 1 pregnant, 2 lactating */
    pregnancy: integer('pregnancy').notNull().default(0),
    consent: integer('consent').notNull().default(0),
    consentDate: date('consent_date', { mode: 'string' }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dtp_patient_id_card_uq')
      .on(t.tenantId, t.idCard)
      .where(sql`is_deleted = 0 AND id_card IS NOT NULL`),
    tenantPolicy('dtp_patient'),
  ],
).enableRLS()

/**
 * The system check's seeded pairs: `allergy` (an allergen and a generic name containing it) and
 * `interaction` (two generic names), each WARN or BLOCK.
 */
export const dtpRulePair = pgTable(
  'dtp_rule_pair',
  {
    ...tenantColumn,
    ...idColumn,
    kind: varchar('kind', { length: 12 }).notNull(),
    termA: varchar('term_a', { length: 64 }).notNull(),
    termB: varchar('term_b', { length: 64 }).notNull(),
    level: varchar('level', { length: 5 }).notNull(),
    note: varchar('note', { length: 255 }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('dtp_rule_pair_kind_idx').on(t.tenantId, t.kind),
    tenantPolicy('dtp_rule_pair'),
  ],
).enableRLS()

/** One version of a prescription: a change makes a new row (same `rx_no`, version + 1). */
export const dtpPrescription = pgTable(
  'dtp_prescription',
  {
    ...tenantColumn,
    ...idColumn,
    rxNo: varchar('rx_no', { length: 32 }).notNull(),
    version: integer('version').notNull().default(1),
    previousId: id64('previous_id'),
    patientId: id64('patient_id').notNull(),
    source: varchar('source', { length: 12 }).notNull(),
    prescriber: varchar('prescriber', { length: 32 }).notNull(),
    hospital: varchar('hospital', { length: 64 }).notNull(),
    diagnosis: varchar('diagnosis', { length: 255 }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    checkLevel: varchar('check_level', { length: 5 }),
    findings: jsonb('findings').notNull().default([]),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dtp_prescription_version_uq').on(t.tenantId, t.rxNo, t.version),
    index('dtp_prescription_status_idx').on(t.tenantId, t.status),
    index('dtp_prescription_patient_idx').on(t.tenantId, t.patientId),
    tenantPolicy('dtp_prescription'),
  ],
).enableRLS()

/** A prescription version's items. */
export const dtpPrescriptionItem = pgTable(
  'dtp_prescription_item',
  {
    ...tenantColumn,
    ...idColumn,
    prescriptionId: id64('prescription_id').notNull(),
    drugId: id64('drug_id').notNull(),
    doseMg: integer('dose_mg').notNull(),
    timesPerDay: integer('times_per_day').notNull(),
    days: integer('days').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('dtp_prescription_item_rx_idx').on(t.tenantId, t.prescriptionId),
    tenantPolicy('dtp_prescription_item'),
  ],
).enableRLS()

/**
 * Append-only (a trigger refuses UPDATE and DELETE): one row per state change of a prescription
 * version, numbered from 1 without gaps.
 */
export const dtpRxAction = pgTable(
  'dtp_rx_action',
  {
    ...tenantColumn,
    ...idColumn,
    prescriptionId: id64('prescription_id').notNull(),
    seq: integer('seq').notNull(),
    /** submit, check, approve, reject, query, override, dispense, supersede */
    action: varchar('action', { length: 12 }).notNull(),
    fromStatus: varchar('from_status', { length: 12 }),
    toStatus: varchar('to_status', { length: 12 }).notNull(),
    actorId: id64('actor_id'),
    reason: varchar('reason', { length: 255 }).notNull().default(''),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dtp_rx_action_seq_uq').on(t.tenantId, t.prescriptionId, t.seq),
    tenantPolicy('dtp_rx_action'),
  ],
).enableRLS()

/** Append-only: one dispensed item, with its lot and the two signatures (never the same person). */
export const dtpDispense = pgTable(
  'dtp_dispense',
  {
    ...tenantColumn,
    ...idColumn,
    prescriptionId: id64('prescription_id').notNull(),
    itemId: id64('item_id').notNull(),
    drugId: id64('drug_id').notNull(),
    lotNo: varchar('lot_no', { length: 32 }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    quantity: integer('quantity').notNull(),
    dispenserId: id64('dispenser_id').notNull(),
    checkerId: id64('checker_id').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('dtp_dispense_item_uq').on(t.tenantId, t.itemId),
    check('dtp_dispense_two_people', sql`${t.dispenserId} <> ${t.checkerId}`),
    tenantPolicy('dtp_dispense'),
  ],
).enableRLS()

/** Customers' reviews of drugs and services, the pharmacist's reply, and their moderation. */
export const dtpDrugReview = pgTable(
  'dtp_drug_review',
  {
    ...tenantColumn,
    ...idColumn,
    drugId: id64('drug_id').notNull(),
    customerName: varchar('customer_name', { length: 32 }).notNull(),
    rating: integer('rating').notNull(),
    content: varchar('content', { length: 500 }).notNull(),
    /** pending, published, hidden */
    status: varchar('status', { length: 10 }).notNull().default('pending'),
    reply: varchar('reply', { length: 500 }),
    replyUser: id64('reply_user'),
    replyTime: timestamp('reply_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('dtp_drug_review_drug_idx').on(t.tenantId, t.drugId),
    tenantPolicy('dtp_drug_review'),
  ],
).enableRLS()
