import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import type { ActivityFigure, ActivityKind } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { ActivityContext } from './context'
import {
  shopActivity,
  shopActivityBargain,
  shopActivityBargainHelp,
  shopActivityPurchase,
  shopActivityTeam,
  shopActivityTeamMember,
} from './schema'

type Unit = ActivityFigure['unit']
const n = (expr: SQL) => sql<number>`coalesce((${expr})::bigint, 0)::int`
const figures = (row: Record<string, number>, units: Record<string, Unit>): ActivityFigure[] =>
  Object.entries(units).map(([key, unit]) => ({ key, value: Number(row[key] ?? 0), unit }))

/** The tool's activities, or the one asked for. */
const activitiesOf = (tx: Tx, kind: ActivityKind, activityId?: string) =>
  tx
    .select({ id: shopActivity.id })
    .from(shopActivity)
    .where(and(eq(shopActivity.kind, kind), activityId ? eq(shopActivity.id, activityId) : undefined))

async function groupFigures(tx: Tx, activityId?: string) {
  const team = shopActivityTeam
  const member = shopActivityTeamMember
  const [teams] = await tx
    .select({
      teamsOpened: n(sql`count(*)`),
      teamsFormed: n(sql`count(*) FILTER (WHERE ${team.status} = 'formed')`),
      teamsFailed: n(sql`count(*) FILTER (WHERE ${team.status} = 'failed')`),
    })
    .from(team)
    .where(inArray(team.activityId, activitiesOf(tx, 'group', activityId)))
  const [members] = await tx
    .select({
      buyers: n(sql`count(DISTINCT ${member.memberId}) FILTER (WHERE ${member.refunded} = 0)`),
      revenueFen: n(sql`sum(${member.paidFen}) FILTER (WHERE ${member.refunded} = 0)`),
    })
    .from(member)
    .innerJoin(team, eq(team.id, member.teamId))
    .where(inArray(team.activityId, activitiesOf(tx, 'group', activityId)))
  return figures(
    { ...teams, ...members },
    { teamsOpened: 'count', teamsFormed: 'count', teamsFailed: 'count', buyers: 'count', revenueFen: 'fen' },
  )
}

async function bargainFigures(tx: Tx, activityId?: string) {
  const b = shopActivityBargain
  const mine = inArray(b.activityId, activitiesOf(tx, 'bargain', activityId))
  const [row] = await tx
    .select({
      bargainsStarted: n(sql`count(*)`),
      bargainsReached: n(sql`count(*) FILTER (WHERE ${b.currentFen} = ${b.floorFen})`),
      bargainsBought: n(sql`count(*) FILTER (WHERE ${b.status} = 'bought')`),
      revenueFen: n(sql`sum(${b.currentFen}) FILTER (WHERE ${b.status} = 'bought')`),
    })
    .from(b)
    .where(mine)
  const [helps] = await tx
    .select({ helps: n(sql`count(*)`) })
    .from(shopActivityBargainHelp)
    .innerJoin(b, eq(b.id, shopActivityBargainHelp.bargainId))
    .where(mine)
  return figures(
    { ...row, ...helps },
    {
      bargainsStarted: 'count',
      helps: 'count',
      bargainsReached: 'count',
      bargainsBought: 'count',
      revenueFen: 'fen',
    },
  )
}

async function purchaseFigures(tx: Tx, kind: 'seckill' | 'integral', activityId?: string) {
  const p = shopActivityPurchase
  const paid = sql`${p.status} = 'paid'`
  const [row] = await tx
    .select({
      purchases: n(sql`count(*) FILTER (WHERE ${paid})`),
      buyers: n(sql`count(DISTINCT ${p.memberId}) FILTER (WHERE ${paid})`),
      unitsSold: n(sql`sum(${p.quantity}) FILTER (WHERE ${paid})`),
      pointsSpent: n(sql`sum(${p.points}) FILTER (WHERE ${paid})`),
      revenueFen: n(sql`sum(${p.paidFen}) FILTER (WHERE ${paid})`),
      refunds: n(sql`count(*) FILTER (WHERE ${p.status} = 'refunded')`),
    })
    .from(p)
    .where(inArray(p.activityId, activitiesOf(tx, kind, activityId)))
  const r = { ...row!, exchanges: row!.purchases }
  return kind === 'seckill'
    ? figures(r, { purchases: 'count', buyers: 'count', unitsSold: 'count', revenueFen: 'fen' })
    : figures(r, {
        exchanges: 'count',
        buyers: 'count',
        pointsSpent: 'points',
        revenueFen: 'fen',
        refunds: 'count',
      })
}

/** The figures of the tool's statistics card row (ACTIVITY_FIGURES), of one activity or all. */
export function activityStats(
  c: ActivityContext,
  kind: ActivityKind,
  activityId?: string,
): Promise<ActivityFigure[]> {
  switch (kind) {
    case 'group':
      return groupFigures(c.tx, activityId)
    case 'bargain':
      return bargainFigures(c.tx, activityId)
    default:
      return purchaseFigures(c.tx, kind, activityId)
  }
}
