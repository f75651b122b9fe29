import { sql } from 'drizzle-orm'
import { date, index, integer, pgTable, primaryKey, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import {
  id64,
  idColumn,
  softDeleteColumn,
  tenantColumn,
  tenantPolicy,
  trackingColumns,
} from '../../core/db/tenant-table'

/** Member brands of a tenant (contract resource `member-brand`). */
export const insiderBrand = pgTable(
  'insider_brand',
  {
    ...tenantColumn,
    ...idColumn,
    brandName: varchar('brand_name', { length: 32 }).notNull(),
    enabled: integer('enabled').notNull().default(1),
    sort: integer('sort').notNull().default(0),
    memo: varchar('memo', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('insider_brand_name_uq')
      .on(t.tenantId, t.brandName)
      .where(sql`is_deleted = 0`),
    tenantPolicy('insider_brand'),
  ],
).enableRLS()

/** Member grades of a brand (contract resource `member-grade`): held from `growth_min` growth value on. */
export const insiderGrade = pgTable(
  'insider_grade',
  {
    ...tenantColumn,
    ...idColumn,
    brandId: id64('brand_id').notNull(),
    gradeName: varchar('grade_name', { length: 32 }).notNull(),
    growthMin: integer('growth_min').notNull(),
    discount: integer('discount').notNull().default(100),
    pointsMultiple: integer('points_multiple').notNull().default(1),
    benefits: varchar('benefits', { length: 500 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('insider_grade_name_uq')
      .on(t.tenantId, t.brandId, t.gradeName)
      .where(sql`is_deleted = 0`),
    tenantPolicy('insider_grade'),
  ],
).enableRLS()

/**
 * Members (contract resource `member`). The searches the counter uses most have their own index:
 * the exact phone, and the name by prefix (`varchar_pattern_ops`, so `LIKE '张%'` can use it whatever
 * the database's collation); tags are a comma list searched through a GIN index on its array.
 */
export const insiderMember = pgTable(
  'insider_member',
  {
    ...tenantColumn,
    ...idColumn,
    cardNo: varchar('card_no', { length: 32 }).notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    phone: varchar('phone', { length: 11 }).notNull(),
    sex: varchar('sex', { length: 8 }),
    birthday: date('birthday', { mode: 'string' }),
    brandId: id64('brand_id').notNull(),
    gradeId: id64('grade_id'),
    shopId: id64('shop_id'),
    guideId: id64('guide_id'),
    registerDate: date('register_date', { mode: 'string' }).notNull(),
    status: integer('status').notNull().default(1),
    remarks: varchar('remarks', { length: 255 }),
    tags: varchar('tags', { length: 1000 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('insider_member_card_uq')
      .on(t.tenantId, t.cardNo)
      .where(sql`is_deleted = 0`),
    uniqueIndex('insider_member_phone_uq')
      .on(t.tenantId, t.phone, t.brandId)
      .where(sql`is_deleted = 0`),
    index('insider_member_name_idx')
      .on(t.tenantId, sql`${t.name} varchar_pattern_ops`)
      .where(sql`is_deleted = 0`),
    index('insider_member_register_idx').on(t.tenantId, t.registerDate),
    index('insider_member_guide_idx').on(t.tenantId, t.guideId),
    index('insider_member_tags_idx')
      .using('gin', sql`(string_to_array(${t.tags}, ','))`)
      .where(sql`tags IS NOT NULL`),
    tenantPolicy('insider_member'),
  ],
).enableRLS()

/** The tenant's membership card mode (`member-center/cardMode/*`): card scope, issuing and numbering. */
export const insiderCardMode = pgTable(
  'insider_card_mode',
  {
    ...tenantColumn,
    scope: varchar('scope', { length: 8 }).notNull(),
    electronicCard: integer('electronic_card').notNull(),
    physicalCard: integer('physical_card').notNull(),
    cardPrefix: varchar('card_prefix', { length: 6 }).notNull(),
    cardLength: integer('card_length').notNull(),
    ...trackingColumns,
  },
  (t) => [primaryKey({ columns: [t.tenantId] }), tenantPolicy('insider_card_mode')],
).enableRLS()
