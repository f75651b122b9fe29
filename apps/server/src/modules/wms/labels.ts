import type { FieldLabels } from '../../core/envelope'

/** The names the validation messages of the WMS calls give their fields. */
export const WMS_FIELD_LABELS: FieldLabels = {
  warehouseId: { zh_CN: '仓库', zh_HK: '倉庫', en: 'Warehouse' },
  goodsId: { zh_CN: '商品', zh_HK: '商品', en: 'Goods' },
  binId: { zh_CN: '货位', zh_HK: '貨位', en: 'Bin' },
  binIds: { zh_CN: '货位', zh_HK: '貨位', en: 'Bins' },
  fromBinId: { zh_CN: '调出货位', zh_HK: '調出貨位', en: 'Source bin' },
  toBinId: { zh_CN: '调入货位', zh_HK: '調入貨位', en: 'Target bin' },
  lotId: { zh_CN: '批次', zh_HK: '批次', en: 'Lot' },
  lotNo: { zh_CN: '批号', zh_HK: '批號', en: 'Lot number' },
  productionDate: { zh_CN: '生产日期', zh_HK: '生產日期', en: 'Production date' },
  expiryDate: { zh_CN: '有效期至', zh_HK: '有效期至', en: 'Expiry date' },
  qty: { zh_CN: '数量', zh_HK: '數量', en: 'Quantity' },
  countedQty: { zh_CN: '实盘数量', zh_HK: '實盤數量', en: 'Counted quantity' },
  lines: { zh_CN: '明细', zh_HK: '明細', en: 'Lines' },
  lineId: { zh_CN: '盘点行', zh_HK: '盤點行', en: 'Stocktake line' },
  id: { zh_CN: '单据', zh_HK: '單據', en: 'Document' },
}
