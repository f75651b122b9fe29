import type { WmsContext } from '../wms'

/** What every OMS call needs: its one transaction in the tenant, ids and the caller (as the WMS's). */
export type OmsContext = WmsContext
