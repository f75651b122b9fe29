import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm'
import type { CommissionRule } from '@store/contract'
import { badRequest, notFound } from '../../core/errors'
import type { EngageContext } from './context'
import { engageCommissionRule } from './schema'

const R = engageCommissionRule
type Row = typeof R.$inferSelect
const ruleOut = (r: Row): CommissionRule => ({
  id: r.id,
  level: r.level,
  goodsId: r.goodsId,
  rateBp: r.rateBp,
})

export async function ruleList(c: EngageContext): Promise<CommissionRule[]> {
  return (await c.tx.select().from(R).orderBy(asc(R.level), asc(R.goodsId))).map(ruleOut)
}

export interface RuleInput {
  id?: string
  level: number
  goodsId?: string
  rateBp: number
}

/** Creates or changes a rule; a level has one rule per goods and one for all goods. */
export async function submitRule(c: EngageContext, input: RuleInput): Promise<CommissionRule> {
  const goodsId = input.goodsId ?? null
  const [twin] = await c.tx
    .select({ id: R.id })
    .from(R)
    .where(
      and(
        eq(R.level, input.level),
        goodsId ? eq(R.goodsId, goodsId) : isNull(R.goodsId),
        input.id ? ne(R.id, input.id) : undefined,
      ),
    )
  if (twin) throw badRequest('distRuleTaken')
  const values = {
    level: input.level,
    goodsId,
    rateBp: input.rateBp,
    updateUser: c.userId,
    updateTime: new Date(),
  }
  if (input.id) {
    const [row] = await c.tx.update(R).set(values).where(eq(R.id, input.id)).returning()
    if (!row) throw notFound()
    return ruleOut(row)
  }
  const [row] = await c.tx
    .insert(R)
    .values({ id: c.ids.next(), ...values, createUser: c.userId })
    .returning()
  return ruleOut(row!)
}

export async function removeRules(c: EngageContext, ids: string[]): Promise<boolean> {
  await c.tx.delete(R).where(inArray(R.id, ids))
  return true
}
