import type { EndpointBody, wmsEndpoints } from '@store/contract'
import { badRequest } from '../../core/errors'
import type { WmsContext } from './context'
import { goodsNamed } from './goods'
import { lockBins } from './places'
import { availableOf, putIn, takeAvailable } from './stock'

type Transfer = EndpointBody<typeof wmsEndpoints.transfer>

/** Moves available units of a lot between bins (of one or two warehouses): out of one, into the other. */
export async function transfer(c: WmsContext, t: Transfer): Promise<void> {
  if (t.fromBinId === t.toBinId) throw badRequest('wmsTransferSameBin')
  const goods = await goodsNamed(c, [t.goodsId])
  await lockBins(c, [t.fromBinId, t.toBinId])
  const docId = c.ids.next()
  const from = { goodsId: t.goodsId, binId: t.fromBinId, lotId: t.lotId }
  if (!(await takeAvailable(c, from, t.qty, 'transfer_out', docId))) {
    const available = await availableOf(c, from)
    throw badRequest('wmsStockShort', { goods: goods.get(t.goodsId)!.tradeName, need: t.qty, available })
  }
  await putIn(c, { ...from, binId: t.toBinId }, t.qty, 'transfer_in', docId)
}
