import { translate, type Locale, type SaleCheck } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { approvalState, drugOfGoods, todayIn } from './drugs'
import { rxWithItems } from './prescriptions'

/** An order line as the shop or the POS asks about it. */
export interface SaleLine {
  goodsId: string
  quantity: number
  /** the approved prescription the line is sold on */
  prescriptionId?: string
}

const refuse = (key: Parameters<typeof translate>[0], locale: Locale, params = {}): SaleCheck => ({
  allowed: false,
  reason: translate(key, locale, params),
})

/**
 * May this order line be paid or shipped (issue 27 §4)? A goods outside the drug master may; a drug
 * may not with an expired approval number or above its per-sale limit, and a prescription drug only on
 * an approved (or dispensed) prescription naming it. The shop's orders and the POS call this.
 */
export async function checkSaleLine(
  tx: Tx,
  line: SaleLine,
  locale: Locale,
  timeZone: string,
): Promise<SaleCheck> {
  const drug = await drugOfGoods(tx, line.goodsId)
  if (!drug) return { allowed: true, reason: null }
  const name = drug.tradeName
  if (approvalState(await todayIn(tx, timeZone), drug.approvalValidTo) === 'expired')
    return refuse('dtpApprovalExpired', locale, { name })
  if (drug.maxQtyPerSale !== null && line.quantity > drug.maxQtyPerSale)
    return refuse('dtpSaleLimit', locale, { name, limit: drug.maxQtyPerSale })
  if (drug.category !== 'RX') return { allowed: true, reason: null }
  const rx = line.prescriptionId ? await rxWithItems(tx, line.prescriptionId) : undefined
  if (!rx || (rx.status !== 'approved' && rx.status !== 'dispensed'))
    return refuse('dtpRxRequired', locale, { name })
  if (!rx.items.some((i) => i.drugId === drug.id)) return refuse('dtpRxNotForDrug', locale, { name })
  return { allowed: true, reason: null }
}
