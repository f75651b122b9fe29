import type { Locale } from '../constants'

/** The permission (button) codes of the SRM calls; menus.ts seeds them under their screens. */
export const SRM_CODES = {
  purchaseView: 'srm_purchase_view',
  /** create or change a draft purchase order, submit it for approval, withdraw it from approval, cancel it */
  purchaseAdd: 'srm_purchase_add',
  /** record the supplier's confirmation, a receipt, an invoice; close the order */
  purchaseHandle: 'srm_purchase_handle',
  /** the three-way match of an order and the reconciliation statement of a supplier */
  matchView: 'srm_match_view',
} as const

/** The workflow process a submitted purchase order is approved through (the to-do list decides it). */
export const SRM_PURCHASE_PROCESS = 'srm_purchase'

type Named<T extends string> = Record<T, Record<Locale, string>>

/**
 * A purchase order moves one step at a time along this line (docs/srm.md): a draft is submitted for
 * approval (a workflow process), approved, confirmed by the supplier, received in part or in full,
 * then closed. A submitted order may be rejected (it ends there: a new draft is made instead) or
 * withdrawn back to a draft; an order nothing of which is received and not awaiting approval may be
 * cancelled.
 */
export const PO_FLOW = [
  'draft',
  'submitted',
  'approved',
  'confirmed',
  'partly_received',
  'received',
  'closed',
] as const
export const PO_STATUSES = [...PO_FLOW, 'rejected', 'cancelled'] as const
export type PoStatus = (typeof PO_STATUSES)[number]
export const PO_STATUS_NAMES: Named<PoStatus> = {
  draft: { zh_CN: '草稿', zh_HK: '草稿', en: 'Draft' },
  submitted: { zh_CN: '待审批', zh_HK: '待審批', en: 'Awaiting approval' },
  approved: { zh_CN: '已审批', zh_HK: '已審批', en: 'Approved' },
  confirmed: { zh_CN: '供应商已确认', zh_HK: '供應商已確認', en: 'Confirmed by supplier' },
  partly_received: { zh_CN: '部分收货', zh_HK: '部分收貨', en: 'Partly received' },
  received: { zh_CN: '已收货', zh_HK: '已收貨', en: 'Received' },
  closed: { zh_CN: '已关闭', zh_HK: '已關閉', en: 'Closed' },
  rejected: { zh_CN: '已驳回', zh_HK: '已駁回', en: 'Rejected' },
  cancelled: { zh_CN: '已取消', zh_HK: '已取消', en: 'Cancelled' },
}

/** The kinds of supplier qualification the tenant records. */
export const QUALIFICATION_KINDS = ['gsp', 'business_licence', 'drug_licence'] as const
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number]
export const QUALIFICATION_KIND_NAMES: Named<QualificationKind> = {
  gsp: { zh_CN: 'GSP证书', zh_HK: 'GSP證書', en: 'GSP certificate' },
  business_licence: { zh_CN: '营业执照', zh_HK: '營業執照', en: 'Business licence' },
  drug_licence: { zh_CN: '药品经营许可证', zh_HK: '藥品經營許可證', en: 'Drug trading licence' },
}

/**
 * The three-way match's tolerance: an invoice line's amount may differ from the received value by at
 * most this share of the received value (in basis points: 200 = 2 %), rounded down to whole fen.
 */
export const MATCH_TOLERANCE_BP = 200

/**
 * The tenant parameter (System → Params) holding its own match tolerance in basis points, a whole
 * number from 0 to 10000; absent or not such a number, the match uses MATCH_TOLERANCE_BP.
 */
export const SRM_MATCH_TOLERANCE_PARAM = 'srm.matchToleranceBp'

/** Why a line of the three-way match does not match. */
export const MATCH_REASONS = [
  'not_received',
  'not_invoiced',
  'quantity_differs',
  'amount_outside_tolerance',
] as const
export type MatchReason = (typeof MATCH_REASONS)[number]
export const MATCH_REASON_NAMES: Named<MatchReason> = {
  not_received: { zh_CN: '未收货', zh_HK: '未收貨', en: 'Not received' },
  not_invoiced: { zh_CN: '未开票', zh_HK: '未開票', en: 'Not invoiced' },
  quantity_differs: {
    zh_CN: '发票数量与收货数量不符',
    zh_HK: '發票數量與收貨數量不符',
    en: 'Invoiced quantity differs from received',
  },
  amount_outside_tolerance: {
    zh_CN: '发票金额超出容差',
    zh_HK: '發票金額超出容差',
    en: 'Invoiced amount outside the tolerance',
  },
}
