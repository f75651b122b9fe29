import type { PointsRule } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { saveTenantSetting, type SettingActor } from '../../core/db/tenant-setting'
import { ledgerPointsRule } from './schema'
import { yuanToFen } from './money'

/** The rules of a tenant that never saved its own: 1 point per yuan, kept 12 months, frozen 7 days. */
export const DEFAULT_POINTS_RULE: PointsRule = {
  pointsPerYuan: '1.00',
  expiryMonths: 12,
  freezeDays: 7,
  enabled: 1,
}

const DAY_MS = 86_400_000

/** The transaction's tenant's points rules: its saved row, else the defaults. */
export async function loadPointsRule(tx: Tx): Promise<PointsRule> {
  const [row] = await tx.select().from(ledgerPointsRule)
  if (!row) return { ...DEFAULT_POINTS_RULE }
  return {
    pointsPerYuan: Number(row.pointsPerYuan).toFixed(2),
    expiryMonths: row.expiryMonths,
    freezeDays: row.freezeDays,
    enabled: row.enabled,
  }
}

/** Saves the tenant's points rules with one audit row (before: the rules in force until now). */
export const savePointsRule = (tx: Tx, actor: SettingActor, rule: PointsRule): Promise<PointsRule> =>
  saveTenantSetting(
    tx,
    actor,
    { table: ledgerPointsRule, resource: 'points-rule', load: loadPointsRule },
    rule,
  )

/** What a purchase earns under the rules: whole points (rounded down), the freeze and the expiry. */
export function purchaseEarning(rule: PointsRule, paidYuan: string, at: Date) {
  const points = rule.enabled
    ? Number((BigInt(yuanToFen(paidYuan)) * BigInt(yuanToFen(rule.pointsPerYuan))) / 10_000n)
    : 0
  return {
    points,
    frozenUntil: rule.freezeDays ? new Date(at.getTime() + rule.freezeDays * DAY_MS) : null,
    expiresAt: expiryOf(rule, at),
  }
}

/** When points earned at `at` expire under the rules (null: never). */
export function expiryOf(rule: PointsRule, at: Date): Date | null {
  if (!rule.expiryMonths) return null
  const end = new Date(at)
  end.setUTCMonth(end.getUTCMonth() + rule.expiryMonths)
  return end
}
