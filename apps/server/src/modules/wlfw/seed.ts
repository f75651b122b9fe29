import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { wlfwItem } from './schema'

/** What each demo tenant starts with: a record to look at on the first visit. */
export const DEMO_WLFW = [
  { code: 'A-001', name: '示例记录一', status: 1 },
  { code: 'A-002', name: '示例记录二', status: 0 },
]

export async function seedWlfw(tx: Tx, ids: IdGenerator): Promise<void> {
  await tx.insert(wlfwItem).values(DEMO_WLFW.map((r) => ({ id: ids.next(), ...r })))
}
