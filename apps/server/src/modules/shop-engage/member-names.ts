import type { Tx } from '../../core/db/database'
import { memberNames } from '../insider'

/** The items with their member's name (null when the member is unknown), read once for all of them. */
export async function withMemberNames<T extends { memberId: string }>(
  tx: Tx,
  items: T[],
): Promise<(T & { memberName: string | null })[]> {
  const names = await memberNames(
    tx,
    items.map((i) => i.memberId),
  )
  return items.map((i) => ({ ...i, memberName: names.get(i.memberId) ?? null }))
}
