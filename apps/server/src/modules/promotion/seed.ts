import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { promotionItem } from './schema'

/** What each demo tenant starts with: a record to look at on the first visit. */
export const DEMO___SNAKE__ = [
  { code: 'A-001', name: '示例记录一', status: 1 },
  { code: 'A-002', name: '示例记录二', status: 0 },
]

export async function seedPromotion(tx: Tx, ids: IdGenerator): Promise<void> {
  await tx.insert(promotionItem).values(DEMO___SNAKE__.map((r) => ({ id: ids.next(), ...r })))
}
