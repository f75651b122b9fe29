import type pg from 'pg'
import type { SqlCall } from './sql'

export interface StatementPlan {
  text: string
  /** Node types, depth first (`Index Scan on member_x`). */
  nodes: string[]
  /** Tables the plan reads with a sequential scan that no LIMIT above it bounds. */
  seqScans: string[]
}

interface PlanNode {
  'Node Type': string
  'Relation Name'?: string
  Plans?: PlanNode[]
}

/**
 * A sequential scan under a LIMIT stops at the limit's row count when most rows match (the capped
 * count of a page call reads at most PAGING.exactCountLimit + 1 rows): it is listed, not flagged.
 */
function walk(node: PlanNode, plan: StatementPlan, limited = false): void {
  const type = node['Node Type']
  const relation = node['Relation Name']
  plan.nodes.push(relation ? `${type} on ${relation}` : type)
  if (type === 'Seq Scan' && relation && !limited) plan.seqScans.push(relation)
  for (const child of node.Plans ?? []) walk(child, plan, limited || type === 'Limit')
}

/**
 * Replays a captured call on one connection with each SELECT explained instead of run (same
 * parameters, same tenant settings and role, so row-level security shapes the plan as in the call),
 * and rolls it back.
 */
export async function explainStatements(pool: pg.Pool, statements: SqlCall[]): Promise<StatementPlan[]> {
  const client = await pool.connect()
  const plans: StatementPlan[] = []
  try {
    for (const s of statements) {
      if (/^(COMMIT|ROLLBACK)\b/i.test(s.text)) continue
      if (!/^select\b/i.test(s.text)) {
        await client.query(s.text, s.values?.length ? s.values : undefined)
        continue
      }
      const { rows } = await client.query(`EXPLAIN (FORMAT JSON) ${s.text}`, s.values)
      const plan: StatementPlan = { text: s.text, nodes: [], seqScans: [] }
      walk((rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] })['QUERY PLAN'][0].Plan, plan)
      plans.push(plan)
    }
  } finally {
    await client.query('ROLLBACK').catch(() => undefined)
    client.release()
  }
  return plans
}
