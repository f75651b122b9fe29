import type { Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'

/** What every TMS call needs: the one transaction of the call in its tenant, ids and the caller. */
export interface TmsContext {
  tx: Tx
  ids: IdGenerator
  userId: string | null
  locale: Locale
}
