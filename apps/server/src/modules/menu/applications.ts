import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import type { ApplicationRow } from './menu-catalog'
import { application } from './schema'

// The applications of the left application bar as other modules read them (tenant apps, documents).

/** The live applications (only those among `ids` when given), in the bar's order: by sort, then id. */
export function liveApplications(tx: Tx, ids?: string[]): Promise<ApplicationRow[]> {
  return tx
    .select()
    .from(application)
    .where(and(eq(application.isDeleted, 0), ids ? inArray(application.id, ids) : undefined))
    .orderBy(asc(application.sort), asc(application.id))
}

/** The applications with these ids, removed ones too (in no particular order). */
export function applicationsWithIds(tx: Tx, ids: string[]): Promise<ApplicationRow[]> {
  return tx.select().from(application).where(inArray(application.id, ids))
}

/** Whether the application exists (not removed). */
export async function applicationExists(tx: Tx, id: string): Promise<boolean> {
  const [found] = await tx
    .select({ id: application.id })
    .from(application)
    .where(and(eq(application.id, id), eq(application.isDeleted, 0)))
  return found !== undefined
}
