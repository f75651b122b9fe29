import { and, eq } from 'drizzle-orm'
import type { ResourceDef } from '@store/contract'
import type { Tx } from '../db/database'
import { column, type ResourceTable } from './query'
import type { WriteRules } from './service'
import { assertValuesFree } from './unique-values'

/** The rules of a master-data resource: its code is unique in the tenant, then the resource's own. */
export function masterRules(def: ResourceDef, table: ResourceTable, own: WriteRules = {}): WriteRules {
  return {
    ...own,
    async beforeSave(tx, row, actor) {
      await assertValuesFree(tx, def, table, row, ['code'], actor.locale)
      await own.beforeSave?.(tx, row, actor)
    },
  }
}

/** Whether the tenant has the live (not removed) row `id` in a master table. */
export async function isLive(tx: Tx, table: ResourceTable, id: string): Promise<boolean> {
  const [row] = await tx
    .select({ id: column(table, 'id') })
    .from(table)
    .where(and(eq(column(table, 'id'), id), eq(column(table, 'isDeleted'), 0)))
    .limit(1)
  return Boolean(row)
}
