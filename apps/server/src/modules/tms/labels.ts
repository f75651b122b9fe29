import type { FieldLabels } from '../../core/envelope'

/** The names the validation messages of the TMS calls give their fields. */
export const TMS_FIELD_LABELS: FieldLabels = {
  id: { zh_CN: '运单', zh_HK: '運單', en: 'Shipment' },
  sourceRef: { zh_CN: '来源单号', zh_HK: '來源單號', en: 'Source reference' },
  wmsPickId: { zh_CN: '仓库出库单', zh_HK: '倉庫出庫單', en: 'Warehouse pick list' },
  sender: { zh_CN: '寄件人', zh_HK: '寄件人', en: 'Sender' },
  receiver: { zh_CN: '收件人', zh_HK: '收件人', en: 'Receiver' },
  name: { zh_CN: '姓名', zh_HK: '姓名', en: 'Name' },
  phone: { zh_CN: '电话', zh_HK: '電話', en: 'Phone' },
  address: { zh_CN: '地址', zh_HK: '地址', en: 'Address' },
  region: { zh_CN: '目的地区域', zh_HK: '目的地區域', en: 'Destination region' },
  parcels: { zh_CN: '包裹', zh_HK: '包裹', en: 'Parcels' },
  weight: { zh_CN: '重量（克）', zh_HK: '重量（克）', en: 'Weight (g)' },
  serviceId: { zh_CN: '运输服务', zh_HK: '運輸服務', en: 'Service' },
  carrierId: { zh_CN: '承运商', zh_HK: '承運商', en: 'Carrier' },
  signedBy: { zh_CN: '签收人', zh_HK: '簽收人', en: 'Signed by' },
  signedAt: { zh_CN: '签收时间', zh_HK: '簽收時間', en: 'Signed at' },
  proofNote: { zh_CN: '签收凭证', zh_HK: '簽收憑證', en: 'Proof of delivery' },
  keyword: { zh_CN: '关键字', zh_HK: '關鍵字', en: 'Keyword' },
  status: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
}
