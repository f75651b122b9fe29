import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
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

const notDeleted = sql`is_deleted = 0`

/** System parameters (spec §7 System "params"): a value per key, read by key. */
export const param = pgTable(
  'sys_param',
  {
    ...tenantColumn,
    ...idColumn,
    paramName: varchar('param_name', { length: 255 }).notNull(),
    paramKey: varchar('param_key', { length: 255 }).notNull(),
    paramValue: varchar('param_value', { length: 4000 }).notNull(),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_param_key_uq').on(t.tenantId, t.paramKey).where(notDeleted),
    tenantPolicy('sys_param'),
  ],
).enableRLS()

/** Serial number rules (`codeKey`): prefix, date part, zero-padded sequence, reset period. */
export const codeKey = pgTable(
  'sys_code_key',
  {
    ...tenantColumn,
    ...idColumn,
    code: varchar('code', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    prefix: varchar('prefix', { length: 32 }),
    datePattern: varchar('date_pattern', { length: 16 }).notNull(),
    width: integer('width').notNull(),
    resetPeriod: varchar('reset_period', { length: 16 }).notNull(),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_code_key_code_uq').on(t.tenantId, t.code).where(notDeleted),
    tenantPolicy('sys_code_key'),
  ],
).enableRLS()

/**
 * The last number handed out per serial code and period ('all', or the period's date: yyyy, yyyyMM,
 * yyyyMMdd). One row per code and period, incremented with an upsert: its row lock serialises issuers.
 * Kept when the rule is removed, so a code created again continues instead of repeating numbers.
 */
export const codeKeyCounter = pgTable(
  'sys_code_key_counter',
  {
    ...tenantColumn,
    code: varchar('code', { length: 64 }).notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    value: bigint('value', { mode: 'number' }).notNull(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.code, t.period] }), tenantPolicy('sys_code_key_counter')],
).enableRLS()

/**
 * Product versions and their update notes. Platform data: every tenant's footer reads the current
 * version; the platform's administrators write them. status: 0 released earlier, 1 current, 2 preliminary.
 */
export const productVersion = pgTable(
  'sys_version',
  {
    ...idColumn,
    version: varchar('version', { length: 32 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    content: text('content'),
    address: varchar('address', { length: 1000 }),
    showDate: date('show_date', { mode: 'string' }).notNull(),
    status: integer('status').notNull().default(0),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.id] }),
    uniqueIndex('sys_version_version_uq').on(t.version).where(notDeleted),
    // At most one current and one preliminary version.
    uniqueIndex('sys_version_status_uq')
      .on(t.status)
      .where(sql`is_deleted = 0 AND status > 0`),
  ],
)

/** Small per-tenant settings stored whole as JSON (watermark, logo), validated by their route's schema. */
export const tenantSetting = pgTable(
  'sys_tenant_setting',
  {
    ...tenantColumn,
    name: varchar('name', { length: 64 }).notNull(),
    value: jsonb('value').notNull(),
    updateUser: id64('update_user'),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.name] }), tenantPolicy('sys_tenant_setting')],
).enableRLS()

/** Keyboard shortcuts of the tenant (spec §3 Short-key record); keyType 1 built-in, 2 custom. */
export const shortcutKey = pgTable(
  'sys_shortcut_key',
  {
    ...tenantColumn,
    ...idColumn,
    keyFunction: varchar('key_function', { length: 64 }).notNull(),
    keyName: varchar('key_name', { length: 64 }).notNull(),
    keyType: integer('key_type').notNull().default(2),
    keyCode: varchar('key_code', { length: 64 }).notNull(),
    winShortcuts: varchar('win_shortcuts', { length: 64 }),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_shortcut_key_function_uq').on(t.tenantId, t.keyFunction).where(notDeleted),
    uniqueIndex('sys_shortcut_key_code_uq').on(t.tenantId, t.keyCode).where(notDeleted),
    tenantPolicy('sys_shortcut_key'),
  ],
).enableRLS()

/** A user's own arrangement of one page (or one tab of it): columns, widths, filters, as JSON. */
export const opFacePersonalize = pgTable(
  'sys_op_face_personalize',
  {
    ...tenantColumn,
    ...idColumn,
    userId: id64('user_id').notNull(),
    menuId: id64('menu_id').notNull(),
    /** '' for the page itself */
    tabId: varchar('tab_id', { length: 64 }).notNull().default(''),
    content: jsonb('content').notNull(),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
    updateTime: timestamp('update_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_op_face_personalize_uq').on(t.tenantId, t.userId, t.menuId, t.tabId),
    tenantPolicy('sys_op_face_personalize'),
  ],
).enableRLS()

/** Print plans of a screen (spec §3 Print plan): the template the print plug-in fills. */
export const printPlan = pgTable(
  'sys_print_plan',
  {
    ...tenantColumn,
    ...idColumn,
    menuId: id64('menu_id').notNull(),
    menuCode: varchar('menu_code', { length: 128 }),
    printPlanName: varchar('print_plan_name', { length: 64 }).notNull(),
    template: text('template').notNull(),
    forbidReprint: integer('forbid_reprint').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_print_plan_name_uq').on(t.tenantId, t.menuId, t.printPlanName).where(notDeleted),
    tenantPolicy('sys_print_plan'),
  ],
).enableRLS()

/** The import/export template of a function (the file users download, and its column mapping). */
export const excelTemplate = pgTable(
  'sys_excel_template',
  {
    ...tenantColumn,
    ...idColumn,
    functionCode: varchar('function_code', { length: 128 }).notNull(),
    templateName: varchar('template_name', { length: 255 }).notNull(),
    templateUrl: varchar('template_url', { length: 1000 }).notNull(),
    columns: text('columns'),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('sys_excel_template_function_uq').on(t.tenantId, t.functionCode).where(notDeleted),
    tenantPolicy('sys_excel_template'),
  ],
).enableRLS()

/** The applications (of the left application bar) the platform has opened to the tenant. */
export const tenantApp = pgTable(
  'sys_tenant_app',
  {
    ...tenantColumn,
    applicationId: id64('application_id').notNull(),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.applicationId] }), tenantPolicy('sys_tenant_app')],
).enableRLS()

/** An application's documents for every tenant (manuals, interface documents). Platform data. */
export const appDoc = pgTable(
  'sys_app_doc',
  {
    ...idColumn,
    applicationId: id64('application_id').notNull(),
    docName: varchar('doc_name', { length: 255 }).notNull(),
    docUrl: varchar('doc_url', { length: 1000 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [primaryKey({ columns: [t.id] }), index('sys_app_doc_app_idx').on(t.applicationId)],
)

/** A tenant's own documents for an application (its procedures, contracts): seen only by the tenant. */
export const appPrivateDoc = pgTable(
  'sys_app_private_doc',
  {
    ...tenantColumn,
    ...idColumn,
    applicationId: id64('application_id').notNull(),
    docName: varchar('doc_name', { length: 255 }).notNull(),
    docUrl: varchar('doc_url', { length: 1000 }).notNull(),
    sort: integer('sort').notNull().default(0),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sys_app_private_doc_app_idx').on(t.tenantId, t.applicationId),
    tenantPolicy('sys_app_private_doc'),
  ],
).enableRLS()

/**
 * The service agreement of an application opened to the tenant: created pending when the platform
 * opens the application, then signed or terminated by the tenant. status: 0 pending, 1 signed, 2 terminated.
 */
export const appPact = pgTable(
  'sys_tenant_app_pact',
  {
    ...tenantColumn,
    ...idColumn,
    applicationId: id64('application_id').notNull(),
    pactName: varchar('pact_name', { length: 255 }).notNull(),
    status: integer('status').notNull().default(0),
    signTime: timestamp('sign_time', { withTimezone: true }),
    terminateTime: timestamp('terminate_time', { withTimezone: true }),
    remark: varchar('remark', { length: 255 }),
    ...trackingColumns,
    ...softDeleteColumn,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sys_tenant_app_pact_app_idx').on(t.tenantId, t.applicationId),
    tenantPolicy('sys_tenant_app_pact'),
  ],
).enableRLS()

/** Every opening and closing of an application for the tenant, and every change of its agreement. */
export const appRecord = pgTable(
  'sys_app_record',
  {
    ...tenantColumn,
    ...idColumn,
    applicationId: id64('application_id').notNull(),
    applicationName: varchar('application_name', { length: 255 }).notNull(),
    /** open, close, sign, terminate */
    action: varchar('action', { length: 16 }).notNull(),
    operatorTenantId: varchar('operator_tenant_id', { length: 12 }).notNull(),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sys_app_record_app_idx').on(t.tenantId, t.applicationId, t.createTime),
    tenantPolicy('sys_app_record'),
  ],
).enableRLS()

/** Each change of a role's grants: which menus (sources) it gained and lost, by whom. */
export const roleSourceRecord = pgTable(
  'sys_role_source_record',
  {
    ...tenantColumn,
    ...idColumn,
    roleId: id64('role_id').notNull(),
    roleName: varchar('role_name', { length: 255 }).notNull(),
    /** comma lists of menu ids */
    addedMenuIds: text('added_menu_ids').notNull().default(''),
    removedMenuIds: text('removed_menu_ids').notNull().default(''),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('sys_role_source_record_role_idx').on(t.tenantId, t.roleId, t.createTime),
    tenantPolicy('sys_role_source_record'),
  ],
).enableRLS()
