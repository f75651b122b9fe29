import { warehouseBins } from '../wms'
import type { SrmContext } from './context'
import { orderRow } from './moves'

/** The bins of the order's warehouse (WMS's), the places its receipt may put goods into. */
export async function orderBins(c: Pick<SrmContext, 'tx'>, id: string) {
  return warehouseBins(c, (await orderRow(c, id)).warehouseId)
}
