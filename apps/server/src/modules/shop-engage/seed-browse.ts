import { eq, sql } from 'drizzle-orm'
import { blockId } from '../../core/db/bulk'
import { formatDateTime } from '../../core/time'
import type { IdBlock } from '../../core/ids'
import { activityGoodsOnShelf } from '../shop'
import { stopBrowseTask, submitBrowseTask } from './browse-admin'
import { finishBrowse, startBrowse } from './browse-front'
import type { EngageContext } from './context'
import { engageBrowseVisit } from './schema'

const DAY = 86_400_000
/** The demo members who browse (after the quiz's answerers). */
const FIRST = 46
const BROWSERS = 6
const DWELL = 15

const when = (c: EngageContext, offsetDays: number) =>
  formatDateTime(new Date(Date.now() + offsetDays * DAY), c.timeZone)

/**
 * A demo tenant's browse-to-earn tasks: a running daily one, browsed through the real start and finish by
 * some of its members (their starts set back by the dwell, as if they had stayed), and a past goods one, stopped.
 */
export async function seedBrowse(c: EngageContext, members: IdBlock | null | undefined): Promise<void> {
  const task = await submitBrowseTask(c, {
    name: '浏览新品专区得积分',
    description: `浏览新品专区满 ${DWELL} 秒，每天奖励 5 积分`,
    startTime: when(c, -2),
    endTime: when(c, 28),
    targetKind: 'page',
    target: '/pages/new-arrivals/index',
    dwellSeconds: DWELL,
    period: 'daily',
    rewardKind: 'points',
    rewardPoints: 5,
  })
  const [goods] = await activityGoodsOnShelf(c.tx, 1)
  const past = await submitBrowseTask(c, {
    name: '逛逛热卖商品',
    startTime: when(c, -30),
    endTime: when(c, -5),
    ...(goods
      ? { targetKind: 'goods', target: goods.id }
      : { targetKind: 'page', target: '/pages/hot/index' }),
    dwellSeconds: 10,
    period: 'activity',
    rewardKind: 'points',
    rewardPoints: 10,
  })
  await stopBrowseTask(c, past.id)
  if (!members || members.count < FIRST + BROWSERS) return
  const rows = await c.tx.execute(
    sql`SELECT (${blockId(members, sql`n`)})::text AS id FROM generate_series(${FIRST}::int, ${FIRST + BROWSERS - 1}::int) AS n`,
  )
  for (const { id } of rows.rows as { id: string }[]) {
    const visit = await startBrowse(c, { taskId: task.id, memberId: id })
    await c.tx
      .update(engageBrowseVisit)
      .set({ startedAt: sql`${engageBrowseVisit.startedAt} - make_interval(secs => ${DWELL + 5})` })
      .where(eq(engageBrowseVisit.id, visit.id))
    await finishBrowse(c, { visitId: visit.id, memberId: id })
  }
}
