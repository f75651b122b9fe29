import { sql } from 'drizzle-orm'
import { blockId } from '../../core/db/bulk'
import type { IdBlock } from '../../core/ids'
import type { EngageContext } from './context'
import { submitRule } from './commission-rules'
import { applyDistributor, approveDistributor, refuseDistributor } from './distributors'

/** Commission by level for all goods: 5%, 8%, 12%. */
const RATES = [500, 800, 1200]
/** The demo members who apply (after the lucky draw's): approved at level 1, at level 2, pending, refused. */
const FIRST = 20

/**
 * A demo tenant's distribution centre: its commission rules and four applicants in every state, each
 * through the centre's own service.
 */
export async function seedDistribution(c: EngageContext, members: IdBlock | null | undefined): Promise<void> {
  for (const [i, rateBp] of RATES.entries()) await submitRule(c, { level: i + 1, rateBp })
  if (!members || members.count < FIRST + 4) return
  const rows = await c.tx.execute(
    sql`SELECT (${blockId(members, sql`n`)})::text AS id FROM generate_series(${FIRST}::int, ${FIRST + 3}::int) AS n`,
  )
  const applied = []
  for (const { id } of rows.rows as { id: string }[]) applied.push(await applyDistributor(c, id))
  const [levelOne, levelTwo, , refused] = applied
  await approveDistributor(c, levelOne!.id, 1)
  await approveDistributor(c, levelTwo!.id, 2)
  await refuseDistributor(c, refused!.id, '资料不全')
}
