import type { Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'

/** What every SRM call needs: the one transaction of the call in its tenant, ids, the tenant and the caller. */
export interface SrmContext {
  tx: Tx
  ids: IdGenerator
  tenantId: string
  userId: string
  locale: Locale
}
