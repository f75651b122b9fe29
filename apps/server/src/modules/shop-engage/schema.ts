import { sql } from 'drizzle-orm'
import {
  bigint,
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
import { id64, idColumn, tenantColumn, tenantPolicy, trackingColumns } from '../../core/db/tenant-table'

/** A lucky draw activity: its schedule, the points a draw costs and the draws a member may make. */
export const engageDraw = pgTable(
  'engage_draw',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    costPoints: integer('cost_points').notNull(),
    dailyLimit: integer('daily_limit').notNull(),
    totalLimit: integer('total_limit').notNull(),
    /** set when staff stop it (final) */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    draws: integer('draws').notNull().default(0),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_draw_start_idx').on(t.tenantId, t.startTime),
    check('engage_draw_time_ck', sql`end_time > start_time`),
    tenantPolicy('engage_draw'),
  ],
).enableRLS()

/**
 * A prize of a draw's pool: its chance in parts per million and the stock left to award (null: a "none"
 * prize, never runs out). Stock is taken by a guarded decrement and never goes below zero.
 */
export const engageDrawPrize = pgTable(
  'engage_draw_prize',
  {
    ...tenantColumn,
    ...idColumn,
    drawId: id64('draw_id').notNull(),
    sort: integer('sort').notNull(),
    name: varchar('name', { length: 32 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    points: integer('points'),
    /** a coupon prize's promotion coupon template */
    couponTemplateId: id64('coupon_template_id'),
    /** a goods prize's shop goods */
    shopGoodsId: id64('shop_goods_id'),
    stock: integer('stock'),
    probabilityPpm: integer('probability_ppm').notNull(),
    awarded: integer('awarded').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_draw_prize_draw_idx').on(t.tenantId, t.drawId),
    check('engage_draw_prize_stock_ck', sql`stock IS NULL OR stock >= 0`),
    tenantPolicy('engage_draw_prize'),
  ],
).enableRLS()

/**
 * A member's draws in an activity: the whole count and the count of its latest day. Each draw bumps it
 * by one guarded upsert (the row lock queues a member's concurrent draws), so the limits always hold.
 */
export const engageDrawMember = pgTable(
  'engage_draw_member',
  {
    ...tenantColumn,
    drawId: id64('draw_id').notNull(),
    memberId: id64('member_id').notNull(),
    total: integer('total').notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    dayCount: integer('day_count').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.drawId, t.memberId] }), tenantPolicy('engage_draw_member')],
).enableRLS()

/**
 * One draw, append-only but for a goods prize's claim (`order_id`): the seed and roll recompute the rolled
 * prize; what was awarded, what it cost.
 */
export const engageDrawRecord = pgTable(
  'engage_draw_record',
  {
    ...tenantColumn,
    ...idColumn,
    drawId: id64('draw_id').notNull(),
    memberId: id64('member_id').notNull(),
    seed: bigint('seed', { mode: 'number' }).notNull(),
    roll: integer('roll').notNull(),
    rolledPrizeId: id64('rolled_prize_id'),
    prizeId: id64('prize_id'),
    prizeName: varchar('prize_name', { length: 32 }),
    prizeKind: varchar('prize_kind', { length: 8 }),
    points: integer('points'),
    couponTemplateId: id64('coupon_template_id'),
    shopGoodsId: id64('shop_goods_id'),
    /** the zero-price shop order a goods prize was claimed as (set once, by a guarded update) */
    orderId: id64('order_id'),
    costPoints: integer('cost_points').notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_draw_record_draw_idx').on(t.tenantId, t.drawId, t.createTime),
    index('engage_draw_record_member_idx').on(t.tenantId, t.drawId, t.memberId),
    tenantPolicy('engage_draw_record'),
  ],
).enableRLS()

/**
 * A member who distributes: its invitation code, level and commission balances (never below zero: checks,
 * and each change is a guarded update with its ledger entry in the same transaction).
 */
export const engageDistributor = pgTable(
  'engage_distributor',
  {
    ...tenantColumn,
    ...idColumn,
    memberId: id64('member_id').notNull(),
    code: varchar('code', { length: 16 }).notNull(),
    level: integer('level').notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    refuseReason: varchar('refuse_reason', { length: 64 }),
    frozenFen: integer('frozen_fen').notNull().default(0),
    availableFen: integer('available_fen').notNull().default(0),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('engage_distributor_member_uq').on(t.tenantId, t.memberId),
    uniqueIndex('engage_distributor_code_uq').on(t.tenantId, t.code),
    check('engage_distributor_balance_ck', sql`frozen_fen >= 0 AND available_fen >= 0`),
    tenantPolicy('engage_distributor'),
  ],
).enableRLS()

/** A commission rate (basis points) for a level, on one goods or (no goods) on every goods without its own. */
export const engageCommissionRule = pgTable(
  'engage_commission_rule',
  {
    ...tenantColumn,
    ...idColumn,
    level: integer('level').notNull(),
    goodsId: id64('goods_id'),
    rateBp: integer('rate_bp').notNull(),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('engage_commission_rule_uq').on(t.tenantId, t.level, sql`coalesce(goods_id, 0)`),
    tenantPolicy('engage_commission_rule'),
  ],
).enableRLS()

/**
 * A shop order attributed to a distributor (checked out with its code): the commission it earns, what
 * refunds took back of it, and its state: placed → frozen (paid) → released, or cancelled.
 */
export const engageDistOrder = pgTable(
  'engage_dist_order',
  {
    ...tenantColumn,
    orderId: id64('order_id').notNull(),
    orderNo: varchar('order_no', { length: 32 }).notNull(),
    distributorId: id64('distributor_id').notNull(),
    commissionFen: integer('commission_fen').notNull(),
    cancelledFen: integer('cancelled_fen').notNull().default(0),
    status: varchar('status', { length: 10 }).notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.orderId] }),
    index('engage_dist_order_distributor_idx').on(t.tenantId, t.distributorId),
    tenantPolicy('engage_dist_order'),
  ],
).enableRLS()

/** The commission ledger, append-only: each entry's changes of the frozen and available balances. */
export const engageCommissionEntry = pgTable(
  'engage_commission_entry',
  {
    ...tenantColumn,
    ...idColumn,
    distributorId: id64('distributor_id').notNull(),
    kind: varchar('kind', { length: 16 }).notNull(),
    frozenFen: integer('frozen_fen').notNull(),
    availableFen: integer('available_fen').notNull(),
    orderNo: varchar('order_no', { length: 32 }),
    withdrawalId: id64('withdrawal_id'),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_commission_entry_distributor_idx').on(t.tenantId, t.distributorId, t.createTime),
    tenantPolicy('engage_commission_entry'),
  ],
).enableRLS()

/** A withdrawal request: its amount is held from the available balance until it is reviewed. */
export const engageWithdrawal = pgTable(
  'engage_withdrawal',
  {
    ...tenantColumn,
    ...idColumn,
    distributorId: id64('distributor_id').notNull(),
    memberId: id64('member_id').notNull(),
    amountFen: integer('amount_fen').notNull(),
    status: varchar('status', { length: 8 }).notNull(),
    reason: varchar('reason', { length: 64 }),
    reviewUser: id64('review_user'),
    reviewTime: timestamp('review_time', { withTimezone: true }),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_withdrawal_status_idx').on(t.tenantId, t.status, t.createTime),
    check('engage_withdrawal_amount_ck', sql`amount_fen > 0`),
    tenantPolicy('engage_withdrawal'),
  ],
).enableRLS()

/** A vote activity: its schedule and how often a member may vote (once in all, or once a day). */
export const engageVote = pgTable(
  'engage_vote',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** `activity`: one vote in the whole activity; `daily`: one a day (the tenant's day) */
    period: varchar('period', { length: 8 }).notNull(),
    /** set when staff stop it (final) */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    votes: integer('votes').notNull().default(0),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_vote_start_idx').on(t.tenantId, t.startTime),
    check('engage_vote_time_ck', sql`end_time > start_time`),
    tenantPolicy('engage_vote'),
  ],
).enableRLS()

/** An option of a vote, with the votes it received. */
export const engageVoteOption = pgTable(
  'engage_vote_option',
  {
    ...tenantColumn,
    ...idColumn,
    voteId: id64('vote_id').notNull(),
    sort: integer('sort').notNull(),
    text: varchar('text', { length: 64 }).notNull(),
    imageUrl: varchar('image_url', { length: 255 }),
    votes: integer('votes').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_vote_option_vote_idx').on(t.tenantId, t.voteId),
    tenantPolicy('engage_vote_option'),
  ],
).enableRLS()

/**
 * One vote, append-only. The unique key (activity, member, period key: `all`, or the tenant's day for a daily
 * vote) lets a member vote once per period: parallel votes by one member insert one row.
 */
export const engageVoteRecord = pgTable(
  'engage_vote_record',
  {
    ...tenantColumn,
    ...idColumn,
    voteId: id64('vote_id').notNull(),
    optionId: id64('option_id').notNull(),
    memberId: id64('member_id').notNull(),
    periodKey: varchar('period_key', { length: 10 }).notNull(),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('engage_vote_record_once_uq').on(t.tenantId, t.voteId, t.memberId, t.periodKey),
    index('engage_vote_record_vote_idx').on(t.tenantId, t.voteId, t.createTime),
    tenantPolicy('engage_vote_record'),
  ],
).enableRLS()

/** A quiz: its schedule, the pass mark and the points a pass earns; one attempt per member a day. */
export const engageQuiz = pgTable(
  'engage_quiz',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    passScore: integer('pass_score').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    /** set when staff stop it (final) */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_quiz_start_idx').on(t.tenantId, t.startTime),
    check('engage_quiz_time_ck', sql`end_time > start_time`),
    tenantPolicy('engage_quiz'),
  ],
).enableRLS()

/** A single-choice question: its options, the index of the right one (never sent to the shop front), its score. */
export const engageQuizQuestion = pgTable(
  'engage_quiz_question',
  {
    ...tenantColumn,
    ...idColumn,
    quizId: id64('quiz_id').notNull(),
    sort: integer('sort').notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    answer: integer('answer').notNull(),
    score: integer('score').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_quiz_question_quiz_idx').on(t.tenantId, t.quizId),
    tenantPolicy('engage_quiz_question'),
  ],
).enableRLS()

/**
 * One attempt, append-only, scored by the server: the answers given, the score, whether it passed and the
 * points it earned. The unique key (quiz, member, day) allows one attempt per member a day.
 */
export const engageQuizAttempt = pgTable(
  'engage_quiz_attempt',
  {
    ...tenantColumn,
    ...idColumn,
    quizId: id64('quiz_id').notNull(),
    memberId: id64('member_id').notNull(),
    day: varchar('day', { length: 10 }).notNull(),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    passed: integer('passed').notNull(),
    rewardPoints: integer('reward_points').notNull(),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('engage_quiz_attempt_daily_uq').on(t.tenantId, t.quizId, t.memberId, t.day),
    index('engage_quiz_attempt_quiz_idx').on(t.tenantId, t.quizId, t.createTime),
    tenantPolicy('engage_quiz_attempt'),
  ],
).enableRLS()

/**
 * A browse-to-earn task: what to browse (a page path or goods id), how long, the reward (points or a coupon
 * template) and its period (one reward per member in the whole task, or one a day), on a schedule.
 */
export const engageBrowseTask = pgTable(
  'engage_browse_task',
  {
    ...tenantColumn,
    ...idColumn,
    name: varchar('name', { length: 64 }).notNull(),
    description: varchar('description', { length: 255 }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /** set when staff stop it (final) */
    stoppedAt: timestamp('stopped_at', { withTimezone: true }),
    targetKind: varchar('target_kind', { length: 8 }).notNull(),
    target: varchar('target', { length: 255 }).notNull(),
    dwellSeconds: integer('dwell_seconds').notNull(),
    period: varchar('period', { length: 8 }).notNull(),
    rewardKind: varchar('reward_kind', { length: 8 }).notNull(),
    rewardPoints: integer('reward_points').notNull(),
    couponTemplateId: id64('coupon_template_id'),
    visits: integer('visits').notNull().default(0),
    rewards: integer('rewards').notNull().default(0),
    ...trackingColumns,
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_browse_task_start_idx').on(t.tenantId, t.startTime),
    check('engage_browse_task_time_ck', sql`end_time > start_time`),
    check('engage_browse_task_dwell_ck', sql`dwell_seconds > 0`),
    tenantPolicy('engage_browse_task'),
  ],
).enableRLS()

/** A browse the shop front started: the server's start time is what the dwell is measured from. */
export const engageBrowseVisit = pgTable(
  'engage_browse_visit',
  {
    ...tenantColumn,
    ...idColumn,
    taskId: id64('task_id').notNull(),
    memberId: id64('member_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('engage_browse_visit_task_idx').on(t.tenantId, t.taskId, t.memberId),
    tenantPolicy('engage_browse_visit'),
  ],
).enableRLS()

/**
 * A reward for a finished browse, append-only. The unique key (task, member, period key: `all`, or the
 * tenant's day for a daily task) gives one reward per member and period: parallel finishes insert one row.
 */
export const engageBrowseReward = pgTable(
  'engage_browse_reward',
  {
    ...tenantColumn,
    ...idColumn,
    taskId: id64('task_id').notNull(),
    memberId: id64('member_id').notNull(),
    visitId: id64('visit_id').notNull(),
    periodKey: varchar('period_key', { length: 10 }).notNull(),
    rewardKind: varchar('reward_kind', { length: 8 }).notNull(),
    rewardPoints: integer('reward_points').notNull(),
    couponTemplateId: id64('coupon_template_id'),
    seconds: integer('seconds').notNull(),
    createUser: id64('create_user'),
    createTime: timestamp('create_time', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('engage_browse_reward_once_uq').on(t.tenantId, t.taskId, t.memberId, t.periodKey),
    index('engage_browse_reward_task_idx').on(t.tenantId, t.taskId, t.createTime),
    tenantPolicy('engage_browse_reward'),
  ],
).enableRLS()
