import type { Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'

/** One request's work in the promotions area: its transaction, who acts, and how they read times and messages. */
export interface PromContext {
  tx: Tx
  ids: IdGenerator
  tenantId: string
  userId: string | null
  timeZone: string
  locale: Locale
  requestId?: string
}
