import type { FieldLabels } from '../../core/envelope'

/** The names the validation messages of the SRM calls give their fields. */
export const SRM_FIELD_LABELS: FieldLabels = {
  id: { zh_CN: '采购订单', zh_HK: '採購訂單', en: 'Purchase order' },
  supplierId: { zh_CN: '供应商', zh_HK: '供應商', en: 'Supplier' },
  warehouseId: { zh_CN: '收货仓库', zh_HK: '收貨倉庫', en: 'Receiving warehouse' },
  remark: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' },
  lines: { zh_CN: '订单行', zh_HK: '訂單行', en: 'Lines' },
  goodsId: { zh_CN: '商品', zh_HK: '商品', en: 'Goods' },
  lineId: { zh_CN: '订单行', zh_HK: '訂單行', en: 'Line' },
  qty: { zh_CN: '数量', zh_HK: '數量', en: 'Quantity' },
  unitPrice: { zh_CN: '单价（分）', zh_HK: '單價（分）', en: 'Unit price (fen)' },
  amount: { zh_CN: '金额（分）', zh_HK: '金額（分）', en: 'Amount (fen)' },
  invoiceNo: { zh_CN: '发票号', zh_HK: '發票號', en: 'Invoice number' },
  invoiceDate: { zh_CN: '开票日期', zh_HK: '開票日期', en: 'Invoice date' },
  from: { zh_CN: '开始日期', zh_HK: '開始日期', en: 'From' },
  to: { zh_CN: '结束日期', zh_HK: '結束日期', en: 'To' },
  keyword: { zh_CN: '关键字', zh_HK: '關鍵字', en: 'Keyword' },
  status: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
}
