import type { Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'

/** What every pharmacy call needs: the tenant's transaction, ids, the caller and its zone. */
export interface DtpContext {
  tx: Tx
  ids: IdGenerator
  userId: string
  locale: Locale
  timeZone: string
}
