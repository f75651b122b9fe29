import { eq, sql } from 'drizzle-orm'
import {
  PROM_CONFIG_KEYS,
  type PromConfigItem,
  type PromotionWay,
  type SuperpositionPairs,
} from '@store/contract'
import type { Tx } from '../../core/db/database'
import { recordAudit } from '../../core/audit/service'
import type { PromContext } from './context'
import { assertPromType } from './prom-type'
import { promConfig, promWay } from './schema'

/** What a tenant that never saved its settings gets: each type stacks with whole-order activities. */
export const DEFAULT_CONFIG: Record<PromConfigItem['configKey'], PromConfigItem['configValue']> = {
  superposition: [
    [1, 4],
    [2, 4],
    [3, 4],
  ],
  couponStacksWithActivities: true,
}

/** Each pair's types checked (spec §5), written low-high, once. */
function normalisePairs(pairs: SuperpositionPairs): SuperpositionPairs {
  const seen = new Map<string, [number, number]>()
  for (const [a, b] of pairs) {
    assertPromType(a)
    assertPromType(b)
    const pair: [number, number] = a <= b ? [a, b] : [b, a]
    seen.set(pair.join(','), pair)
  }
  return [...seen.values()].sort((x, y) => x[0] - y[0] || x[1] - y[1])
}

export async function configList(tx: Tx): Promise<PromConfigItem[]> {
  const rows = await tx.select().from(promConfig)
  const saved = new Map(rows.map((r) => [r.configKey, r.configValue]))
  return PROM_CONFIG_KEYS.map(
    (configKey) =>
      ({ configKey, configValue: saved.get(configKey) ?? DEFAULT_CONFIG[configKey] }) as PromConfigItem,
  )
}

export async function updateConfig(c: PromContext, item: PromConfigItem): Promise<PromConfigItem> {
  const value = item.configKey === 'superposition' ? normalisePairs(item.configValue) : item.configValue
  const [before] = await c.tx.select().from(promConfig).where(eq(promConfig.configKey, item.configKey))
  await c.tx
    .insert(promConfig)
    .values({ configKey: item.configKey, configValue: value, updateUser: c.userId })
    .onConflictDoUpdate({
      target: [promConfig.tenantId, promConfig.configKey],
      set: { configValue: value, updateUser: c.userId, updateTime: sql`now()` },
    })
  const saved = { configKey: item.configKey, configValue: value } as PromConfigItem
  await recordAudit(c.tx, c.ids, {
    resource: 'promotion-config',
    action: before ? 'update' : 'insert',
    recordIds: [item.configKey],
    before: before?.configValue ?? null,
    after: saved,
    userId: c.userId,
    requestId: c.requestId,
  })
  return saved
}

/** spec §3's promotion ways, for the session (`promotionWays`). */
export async function sessionWays(tx: Tx): Promise<PromotionWay[]> {
  return tx
    .select({
      id: promWay.id,
      promWay: promWay.promWay,
      promType: promWay.promType,
      promScene: promWay.promScene,
    })
    .from(promWay)
    .where(eq(promWay.isDeleted, 0))
    .orderBy(promWay.promType, promWay.promWay)
}
