import type { Catalog } from '../messages'

/** Messages of the supplier collaboration (SRM) area. */
export const SRM_MESSAGES = {
  srmSupplierUnqualified: {
    zh_CN: '供应商“{name}”的资质（如GSP证书）缺失或已过期，不能向其提交采购订单',
    zh_HK: '供應商「{name}」的資質（如GSP證書）缺失或已過期，不能向其提交採購訂單',
    en: 'Supplier “{name}” has a missing or expired qualification (such as a GSP certificate): no purchase order can be submitted to it',
  },
  srmSupplierMissing: {
    zh_CN: '供应商不存在或已停用',
    zh_HK: '供應商不存在或已停用',
    en: 'The supplier does not exist or is disabled',
  },
  srmWarehouseMissing: {
    zh_CN: '收货仓库不存在或已停用',
    zh_HK: '收貨倉庫不存在或已停用',
    en: 'The receiving warehouse does not exist or is disabled',
  },
  srmGoodsMissing: {
    zh_CN: '商品不存在或已删除',
    zh_HK: '商品不存在或已刪除',
    en: 'A goods item does not exist or was removed',
  },
  srmStepSkipped: {
    zh_CN: '采购订单状态不能从“{from}”变为“{to}”',
    zh_HK: '採購訂單狀態不能從「{from}」變為「{to}」',
    en: 'A purchase order cannot go from “{from}” to “{to}”',
  },
  srmNotDraft: {
    zh_CN: '只有草稿状态的采购订单可以修改',
    zh_HK: '只有草稿狀態的採購訂單可以修改',
    en: 'Only a draft purchase order can be changed',
  },
  srmLineUnknown: {
    zh_CN: '行不属于该采购订单',
    zh_HK: '行不屬於該採購訂單',
    en: 'A line does not belong to this purchase order',
  },
  srmOverReceived: {
    zh_CN: '“{goods}”的收货数量超过订单未收数量 {open}',
    zh_HK: '「{goods}」的收貨數量超過訂單未收數量 {open}',
    en: 'More of “{goods}” received than the {open} still open on the order',
  },
  srmInvoiceTaken: {
    zh_CN: '发票号 {invoiceNo} 已登记',
    zh_HK: '發票號 {invoiceNo} 已登記',
    en: 'Invoice {invoiceNo} is recorded already',
  },
  srmNothingReceived: {
    zh_CN: '采购订单尚未收货，不能登记发票',
    zh_HK: '採購訂單尚未收貨，不能登記發票',
    en: 'Nothing of the purchase order is received yet: no invoice can be recorded',
  },
  srmPeriodInvalid: {
    zh_CN: '对账期间的开始日期不能晚于结束日期',
    zh_HK: '對賬期間的開始日期不能晚於結束日期',
    en: 'The statement period cannot start after it ends',
  },
  srmQualificationDates: {
    zh_CN: '资质的生效日期不能晚于失效日期',
    zh_HK: '資質的生效日期不能晚於失效日期',
    en: 'A qualification cannot become valid after it expires',
  },
} satisfies Record<string, Catalog>
