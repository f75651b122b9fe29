import type { Locale } from '../constants'

/** The permission (button) codes of the WMS calls; menus.ts seeds them under their screens. */
export const WMS_CODES = {
  stockView: 'wms_stock_view',
  /** move stock from one bin to another, in or across warehouses */
  transfer: 'wms_stock_transfer',
  receiptView: 'wms_receipt_view',
  /** create a receipt */
  receiptEdit: 'wms_receipt_edit',
  /** put a receipt away: its lines become stock */
  receiptConfirm: 'wms_receipt_confirm',
  pickView: 'wms_pick_view',
  /** create, pack, ship or cancel a pick list */
  pickEdit: 'wms_pick_edit',
  stocktakeView: 'wms_stocktake_view',
  /** start a stocktake (freezing its bins) and record counts */
  stocktakeEdit: 'wms_stocktake_edit',
  /** approve the variance: stock is adjusted and the bins thawed */
  stocktakeApprove: 'wms_stocktake_approve',
  alertView: 'wms_alert_view',
} as const

type Named<T extends string> = Record<T, Record<Locale, string>>

export const RECEIPT_STATUSES = ['draft', 'confirmed'] as const
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number]
export const RECEIPT_STATUS_NAMES: Named<ReceiptStatus> = {
  draft: { zh_CN: '待上架', zh_HK: '待上架', en: 'Awaiting put-away' },
  confirmed: { zh_CN: '已上架', zh_HK: '已上架', en: 'Put away' },
}

/** allocated (stock reserved) → packed → shipped (stock gone); cancelled releases the reservation */
export const PICK_STATUSES = ['allocated', 'packed', 'shipped', 'cancelled'] as const
export type PickStatus = (typeof PICK_STATUSES)[number]
export const PICK_STATUS_NAMES: Named<PickStatus> = {
  allocated: { zh_CN: '已分配', zh_HK: '已分配', en: 'Allocated' },
  packed: { zh_CN: '已打包', zh_HK: '已打包', en: 'Packed' },
  shipped: { zh_CN: '已发货', zh_HK: '已發貨', en: 'Shipped' },
  cancelled: { zh_CN: '已取消', zh_HK: '已取消', en: 'Cancelled' },
}

/** counting (bins frozen) → approved (stock adjusted, bins thawed) */
export const STOCKTAKE_STATUSES = ['counting', 'approved'] as const
export type StocktakeStatus = (typeof STOCKTAKE_STATUSES)[number]
export const STOCKTAKE_STATUS_NAMES: Named<StocktakeStatus> = {
  counting: { zh_CN: '盘点中', zh_HK: '盤點中', en: 'Counting' },
  approved: { zh_CN: '已审核', zh_HK: '已審核', en: 'Approved' },
}

/** Why the on-hand quantity of a goods, bin and lot changed: one ledger row each. */
export const WMS_LEDGER_KINDS = ['receipt', 'ship', 'transfer_out', 'transfer_in', 'adjust'] as const
export type WmsLedgerKind = (typeof WMS_LEDGER_KINDS)[number]

/** the alert list's defaults: lots expiring within this many days, goods with less available than this */
export const ALERT_DEFAULTS = { days: 90, below: 20 } as const
