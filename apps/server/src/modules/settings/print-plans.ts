import { and, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { printPlan } from './schema'

/** The live print plans of the given screens, by screen, then sort and id. */
export const printPlansOfMenus = (tx: Tx, menuIds: string[]) =>
  tx
    .select()
    .from(printPlan)
    .where(and(eq(printPlan.isDeleted, 0), inArray(printPlan.menuId, menuIds)))
    .orderBy(printPlan.sort, printPlan.id)
