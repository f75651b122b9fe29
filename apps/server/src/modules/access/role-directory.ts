import { and, eq, inArray, or } from 'drizzle-orm'
import type { Tx } from '../../core/db/database'
import { role } from './schema'

/** The ids of the transaction's tenant's live roles named by id or alias. */
export async function roleIdsOf(tx: Tx, idsOrAliases: readonly string[]): Promise<string[]> {
  if (idsOrAliases.length === 0) return []
  const values = [...idsOrAliases]
  const numeric = values.filter((v) => /^[0-9]{1,19}$/.test(v))
  const rows = await tx
    .select({ id: role.id })
    .from(role)
    .where(
      and(
        eq(role.isDeleted, 0),
        or(numeric.length ? inArray(role.id, numeric) : undefined, inArray(role.roleAlias, values)),
      ),
    )
  return rows.map((r) => r.id)
}
