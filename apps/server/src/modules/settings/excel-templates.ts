import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { excelTemplate } from './schema'

/** The `columns` of the tenant's template for the function, if it has one. */
export async function templateColumnsOf(tx: Tx, functionCode: string): Promise<string | null> {
  const [row] = await tx
    .select({ columns: excelTemplate.columns })
    .from(excelTemplate)
    .where(and(eq(excelTemplate.functionCode, functionCode), eq(excelTemplate.isDeleted, 0)))
  return row?.columns ?? null
}
