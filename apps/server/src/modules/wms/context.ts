import type { Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'

/** What every WMS write needs: the one transaction of the call in its tenant, ids and the caller. */
export interface WmsContext {
  tx: Tx
  ids: IdGenerator
  userId: string | null
  locale: Locale
}
