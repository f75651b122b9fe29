import { sql } from 'drizzle-orm'
import {
  boolean,
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
import { id64, idColumn, tenantColumn, tenantPolicy, trackingColumns } from '../../core/db/tenant-table'

/**
 * Process definitions: one row per deployed version of a key. Deploying a key again adds the next
 * version; instances keep the version they started on (docs/workflow.md "Data model").
 */
export const wfDefinition = pgTable(
  'wf_definition',
  {
    ...tenantColumn,
    ...idColumn,
    processKey: varchar('process_key', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    name: varchar('name', { length: 64 }).notNull(),
    category: varchar('category', { length: 64 }),
    /** the BPMN 2.0 XML the engine runs */
    xml: text('xml').notNull(),
    /** the simple designer's chain it was compiled from, when it was */
    designer: jsonb('designer'),
    /** each user task's assignment, method, policy and due hours, by node id */
    nodes: jsonb('nodes').notNull(),
    formSchema: jsonb('form_schema'),
    /** active | suspended */
    status: varchar('status', { length: 16 }).notNull().default('active'),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('wf_definition_key_version_uq').on(t.tenantId, t.processKey, t.version),
    tenantPolicy('wf_definition'),
  ],
).enableRLS()

/** A running or ended process: its form, the engine's saved state and where it stands. */
export const wfInstance = pgTable(
  'wf_instance',
  {
    ...tenantColumn,
    ...idColumn,
    definitionId: id64('definition_id').notNull(),
    processKey: varchar('process_key', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    businessKey: varchar('business_key', { length: 64 }),
    starterId: id64('starter_id').notNull(),
    starterDeptId: id64('starter_dept_id'),
    /** running | approved | rejected | cancelled | withdrawn */
    status: varchar('status', { length: 16 }).notNull(),
    formData: jsonb('form_data').notNull(),
    /** bpmn-engine's getState() after the last step; null while the starter resubmits */
    engineState: jsonb('engine_state'),
    /** the node ids passed in this round (where a reject may go back to) */
    passedNodes: jsonb('passed_nodes')
      .notNull()
      .default(sql`'[]'::jsonb`),
    currentNodes: varchar('current_nodes', { length: 1000 }).notNull().default(''),
    endTime: timestamp('end_time', { withTimezone: true }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('wf_instance_starter_idx').on(t.tenantId, t.starterId, t.createTime),
    index('wf_instance_business_idx').on(t.tenantId, t.processKey, t.businessKey),
    tenantPolicy('wf_instance'),
  ],
).enableRLS()

/** One task per assignee: approve tasks of a node, the starter's resubmit task, added signers. */
export const wfTask = pgTable(
  'wf_task',
  {
    ...tenantColumn,
    ...idColumn,
    instanceId: id64('instance_id').notNull(),
    nodeId: varchar('node_id', { length: 64 }).notNull(),
    nodeName: varchar('node_name', { length: 64 }).notNull(),
    /** approve | starter | sign */
    kind: varchar('kind', { length: 16 }).notNull(),
    assigneeId: id64('assignee_id'),
    /** the node's assignment rule and the users it resolved to (for the detail page and audits) */
    candidates: jsonb('candidates'),
    status: varchar('status', { length: 16 }).notNull(),
    /** sequential approvers and add-sign order */
    seq: integer('seq').notNull().default(0),
    /** the task that added this signer */
    parentTaskId: id64('parent_task_id'),
    /** before | after, for added signers */
    signPosition: varchar('sign_position', { length: 8 }),
    /** the assignee who delegated the task (it comes back to them once resolved) */
    delegatedFrom: id64('delegated_from'),
    /** the node round: tasks of one activation of a node share it */
    round: id64('round').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }),
    endTime: timestamp('end_time', { withTimezone: true }),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // in the to-do list's order: a page walks the user's open tasks instead of joining every instance (bench/workflow.ts)
    index('wf_task_todo_idx').on(t.tenantId, t.assigneeId, t.status, t.createTime, t.id),
    index('wf_task_instance_idx').on(t.tenantId, t.instanceId),
    tenantPolicy('wf_task'),
  ],
).enableRLS()

/** Append-only: every operation on an instance, with its comment (approval opinions). */
export const wfHistory = pgTable(
  'wf_history',
  {
    ...tenantColumn,
    ...idColumn,
    instanceId: id64('instance_id').notNull(),
    taskId: id64('task_id'),
    nodeId: varchar('node_id', { length: 64 }),
    nodeName: varchar('node_name', { length: 64 }),
    /** start, approve, reject, delegate, transfer, addSign, removeSign, copy, withdraw, cancel, urge, timeout, resubmit, autoPass, autoReject, end */
    action: varchar('action', { length: 16 }).notNull(),
    userId: id64('user_id'),
    targetUserId: id64('target_user_id'),
    comment: text('comment'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('wf_history_instance_idx').on(t.tenantId, t.instanceId),
    tenantPolicy('wf_history'),
  ],
).enableRLS()

/** Copies (抄送): who an instance was copied to. */
export const wfCopy = pgTable(
  'wf_copy',
  {
    ...tenantColumn,
    instanceId: id64('instance_id').notNull(),
    userId: id64('user_id').notNull(),
    fromUserId: id64('from_user_id'),
    nodeId: varchar('node_id', { length: 64 }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.userId, t.instanceId] }), tenantPolicy('wf_copy')],
).enableRLS()

/** Durable timers: a task's due time. A poller fires each once (FOR UPDATE SKIP LOCKED, `fired`). */
export const wfTimer = pgTable(
  'wf_timer',
  {
    ...tenantColumn,
    ...idColumn,
    instanceId: id64('instance_id').notNull(),
    taskId: id64('task_id').notNull(),
    /** remind | approve */
    action: varchar('action', { length: 16 }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    fired: boolean('fired').notNull().default(false),
    firedAt: timestamp('fired_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('wf_timer_due_idx')
      .on(t.tenantId, t.dueAt)
      .where(sql`fired = false`),
    tenantPolicy('wf_timer'),
  ],
).enableRLS()
