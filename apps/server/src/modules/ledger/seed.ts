import { sql, type SQL } from 'drizzle-orm'
import { blockId } from '../../core/db/bulk'
import type { Tx } from '../../core/db/database'
import type { IdBlock, IdGenerator } from '../../core/ids'
import type { GradeThreshold } from './growth-and-coins'
import {
  changeCoins,
  changeGrowth,
  earnPoints,
  earnPointsForPurchase,
  settlePoints,
  spendPoints,
  spendWallet,
  topUpWallet,
} from './service'

const DAY_MS = 86_400_000

export interface LedgerSeedOptions {
  /** "now" of the history (default: the present) */
  at?: Date
  /** the grades of the members' brand, for the growth value's grade history */
  thresholds?: readonly GradeThreshold[]
}

/**
 * Gives demo members a ledger history in every tab, through the ledgers' own service (so balances,
 * lots and rows agree): an old purchase whose points expired, a purchase whose points were partly
 * spent, a recent purchase still frozen in its after-sale window, growth value (and grade), coins
 * earned and exchanged, a wallet top-up with bonus and a payment. Runs in the caller's tenant
 * transaction; the amounts vary by member but are the same on every run.
 */
export async function seedLedgerHistory(
  tx: Tx,
  ids: IdGenerator,
  memberIds: readonly string[],
  options: LedgerSeedOptions = {},
): Promise<void> {
  const now = (options.at ?? new Date()).getTime()
  const daysAgo = (days: number) => ({ ids, userId: null, at: new Date(now - days * DAY_MS) })
  for (const [i, memberId] of memberIds.entries()) {
    const key = (step: string) => `demo:${memberId}:${step}`
    const spread = (i * 37) % 100
    await earnPoints(tx, daysAgo(400), {
      memberId,
      eventKey: key('welcome'),
      points: 100 + spread,
      frozenUntil: null,
      expiresAt: new Date(now - 35 * DAY_MS),
      remark: '开卡礼',
    })
    await earnPointsForPurchase(tx, daysAgo(60), {
      memberId,
      eventKey: key('order-1'),
      paid: `${188 + spread}.50`,
    })
    await spendPoints(tx, daysAgo(30), {
      memberId,
      eventKey: key('redeem-1'),
      points: 50,
      remark: '积分抵现',
    })
    await earnPointsForPurchase(tx, daysAgo(2), {
      memberId,
      eventKey: key('order-2'),
      paid: `${36 + spread}.80`,
    })
    await settlePoints(tx, daysAgo(0), memberId)
    await changeGrowth(tx, daysAgo(60), {
      memberId,
      eventKey: key('growth-1'),
      amount: 188 + spread * 10,
      thresholds: options.thresholds ?? [],
    })
    await changeCoins(tx, daysAgo(20), { memberId, eventKey: key('coins-1'), amount: 120 + spread })
    await changeCoins(tx, daysAgo(10), {
      memberId,
      eventKey: key('coins-2'),
      amount: -60,
      remark: '兑换优惠券',
    })
    await topUpWallet(tx, daysAgo(15), {
      memberId,
      eventKey: key('topup-1'),
      principal: 50_000,
      bonus: 5_000,
    })
    await spendWallet(tx, daysAgo(5), { memberId, eventKey: key('pay-1'), amount: 12_800 + spread * 100 })
  }
}

/**
 * Every member of a reserved block (`IdGenerator.reserve`) with the demo ledger history, set-based: the
 * first member's history is written through the ledgers' own service (`seedLedgerHistory`), then its
 * rows are copied to the others in a few statements, each copy with ids of its own, its own event keys
 * (the member's id in place of the first's; the server's own keys, such as a settlement's, suffixed with
 * the copy's number) and the same amounts; so every copy agrees with itself exactly as the first does.
 */
export async function seedDemoLedgers(
  tx: Tx,
  ids: IdGenerator,
  members: IdBlock,
  options: LedgerSeedOptions = {},
): Promise<void> {
  if (!members.count) return
  const rows = await tx.execute(sql`SELECT (${blockId(members, sql`0`)})::text AS id`)
  const template = String((rows.rows[0] as { id: string }).id)
  await seedLedgerHistory(tx, ids, [template], options)
  if (members.count === 1) return
  const templateId = sql`${template}::bigint`

  await tx.execute(
    sql`CREATE TEMP TABLE ledger_seed_ids (old bigint PRIMARY KEY, k bigint NOT NULL) ON COMMIT DROP`,
  )
  await tx.execute(sql`
    INSERT INTO ledger_seed_ids
    SELECT id, row_number() OVER (ORDER BY id) - 1
      FROM (SELECT id FROM ledger_event WHERE member_id = ${templateId}
            UNION ALL SELECT id FROM ledger_entry WHERE member_id = ${templateId}
            UNION ALL SELECT id FROM ledger_points_lot WHERE member_id = ${templateId}
            UNION ALL SELECT id FROM ledger_grade_change WHERE member_id = ${templateId}) AS owned`)
  const counted = await tx.execute(sql`SELECT count(*)::int AS n FROM ledger_seed_ids`)
  const perMember = Number((counted.rows[0] as { n: number }).n)
  const copies = ids.reserve((members.count - 1) * perMember)
  const copyOf = (column: SQL) =>
    sql`(SELECT ${blockId(copies, sql`(n - 1) * ${perMember} + m.k`)} FROM ledger_seed_ids m WHERE m.old = ${column})`
  const member = blockId(members, sql`n`)
  const each = sql`generate_series(1, ${members.count - 1}::bigint) AS n`

  await tx.execute(sql`
    INSERT INTO ledger_event (id, event_key, member_id, action, reverses, create_user, create_time)
    SELECT ${copyOf(sql`e.id`)}, CASE WHEN strpos(e.event_key, ${template}) > 0
                THEN replace(e.event_key, ${template}, (${member})::text)
                ELSE e.event_key || ':' || n END, ${member}, e.action,
           ${copyOf(sql`e.reverses`)}, e.create_user, e.create_time
      FROM ledger_event e, ${each} WHERE e.member_id = ${templateId}`)
  await tx.execute(sql`
    INSERT INTO ledger_account (member_id, kind, balance)
    SELECT ${member}, a.kind, a.balance FROM ledger_account a, ${each} WHERE a.member_id = ${templateId}`)
  await tx.execute(sql`
    INSERT INTO ledger_entry (id, event_id, member_id, kind, change_type, amount, balance_after, lot_id, remark,
                              create_user, create_time)
    SELECT ${copyOf(sql`e.id`)}, ${copyOf(sql`e.event_id`)}, ${member}, e.kind, e.change_type, e.amount,
           e.balance_after, ${copyOf(sql`e.lot_id`)}, e.remark, e.create_user, e.create_time
      FROM ledger_entry e, ${each} WHERE e.member_id = ${templateId}`)
  await tx.execute(sql`
    INSERT INTO ledger_points_lot (id, member_id, event_id, amount, remaining, frozen, frozen_until, expires_at,
                                   create_time)
    SELECT ${copyOf(sql`l.id`)}, ${member}, ${copyOf(sql`l.event_id`)}, l.amount, l.remaining, l.frozen,
           l.frozen_until, l.expires_at, l.create_time
      FROM ledger_points_lot l, ${each} WHERE l.member_id = ${templateId}`)
  await tx.execute(sql`
    INSERT INTO ledger_points_allocation (event_id, lot_id, amount)
    SELECT ${copyOf(sql`p.event_id`)}, ${copyOf(sql`p.lot_id`)}, p.amount
      FROM ledger_points_allocation p, ${each}
     WHERE p.event_id IN (SELECT id FROM ledger_event WHERE member_id = ${templateId})`)
  await tx.execute(sql`
    INSERT INTO ledger_grade_change (id, member_id, event_id, old_grade_id, new_grade_id, growth_value, create_time)
    SELECT ${copyOf(sql`g.id`)}, ${member}, ${copyOf(sql`g.event_id`)}, g.old_grade_id, g.new_grade_id,
           g.growth_value, g.create_time
      FROM ledger_grade_change g, ${each} WHERE g.member_id = ${templateId}`)
  // the seeding transaction may seed another tenant next
  await tx.execute(sql`DROP TABLE ledger_seed_ids`)
}

/**
 * Adds to each member of a reserved block the growth value `amountOf(i)` gives it (i: its index in the
 * block; 0 or less adds nothing), set-based: one keyed event, one entry and the cached balance with
 * them, as `changeGrowth` would write it. The demo raises each member to the growth its grade needs.
 */
export async function seedGrowthFloors(
  tx: Tx,
  ids: IdGenerator,
  members: IdBlock,
  amountOf: (i: SQL) => SQL,
): Promise<void> {
  if (!members.count) return
  const events = ids.reserve(members.count)
  const entries = ids.reserve(members.count)
  const floors = sql`(SELECT i, ${blockId(members, sql`i`)} AS member, (${amountOf(sql`i`)})::int AS amount
                        FROM generate_series(0, ${members.count - 1}::bigint) AS i) f`
  const raised = sql`${floors} WHERE f.amount > 0`
  await tx.execute(sql`
    INSERT INTO ledger_event (id, event_key, member_id, action, create_time)
    SELECT ${blockId(events, sql`f.i`)}, 'demo:' || f.member || ':grade', f.member, 'growth_change', now()
      FROM ${raised}`)
  await tx.execute(sql`
    INSERT INTO ledger_account (member_id, kind, balance)
    SELECT f.member, 'growth', f.amount FROM ${raised}
    ON CONFLICT (tenant_id, member_id, kind) DO UPDATE SET balance = ledger_account.balance + EXCLUDED.balance`)
  await tx.execute(sql`
    INSERT INTO ledger_entry (id, event_id, member_id, kind, change_type, amount, balance_after, remark, create_time)
    SELECT ${blockId(entries, sql`f.i`)}, ${blockId(events, sql`f.i`)}, f.member, 'growth', 'earn', f.amount,
           a.balance, '等级成长值', now()
      FROM ${floors} JOIN ledger_account a ON a.member_id = f.member AND a.kind = 'growth'
     WHERE f.amount > 0`)
}
