import type { PgColumn, PgTable } from 'drizzle-orm/pg-core'
import { recordAudit } from '../audit/service'
import type { IdGenerator } from '../ids'
import type { Tx } from './database'

/** A table holding at most one row per tenant (`tenant_id` its primary key, tracking columns): one setting. */
export type TenantSettingTable = PgTable & { tenantId: PgColumn }

export interface SettingActor {
  ids: IdGenerator
  userId: string
  requestId?: string
}

/**
 * Saves the transaction's tenant's row of a one-row setting table (inserted the first time) with one
 * audit row whose before is the setting in force until now (`load`: the row, else the defaults).
 */
export async function saveTenantSetting<T extends object>(
  tx: Tx,
  actor: SettingActor,
  setting: { table: TenantSettingTable; resource: string; load: (tx: Tx) => Promise<T> },
  value: T,
): Promise<T> {
  const before = await setting.load(tx)
  const values = { ...value, updateUser: actor.userId, updateTime: new Date() }
  await tx
    .insert(setting.table)
    .values({ ...values, createUser: actor.userId })
    .onConflictDoUpdate({ target: setting.table.tenantId, set: values })
  const after = await setting.load(tx)
  await recordAudit(tx, actor.ids, {
    resource: setting.resource,
    action: 'update',
    recordIds: [],
    before,
    after,
    userId: actor.userId,
    requestId: actor.requestId,
  })
  return after
}
