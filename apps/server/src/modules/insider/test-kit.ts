import type { FastifyInstance } from 'fastify'
import { asc, eq } from 'drizzle-orm'
import { insiderMember } from './schema'

/** Other modules' tests: `n` live members of the tenant, skipping the first `skip` (each test file its own). */
export async function memberIds(
  app: FastifyInstance,
  tenantId: string,
  skip: number,
  n: number,
): Promise<string[]> {
  const rows = await app.db.withTenant({ tenantId }, (tx) =>
    tx
      .select({ id: insiderMember.id })
      .from(insiderMember)
      .where(eq(insiderMember.isDeleted, 0))
      .orderBy(asc(insiderMember.id))
      .limit(n)
      .offset(skip),
  )
  return rows.map((r) => r.id)
}
