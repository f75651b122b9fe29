import type { Catalog } from '../messages'

/** Messages of the transport (TMS) area. */
export const TMS_MESSAGES = {
  tmsStateChanged: {
    zh_CN: '运单当前状态为“{status}”，不能执行此操作',
    zh_HK: '運單目前狀態為「{status}」，不能執行此操作',
    en: 'The shipment is “{status}”: this cannot be done now',
  },
  tmsCancelAfterPickup: {
    zh_CN: '承运商已揽收，运单不能再取消',
    zh_HK: '承運商已攬收，運單不能再取消',
    en: 'The carrier has picked the parcels up: the shipment can no longer be cancelled',
  },
  tmsServiceMissing: {
    zh_CN: '运输服务不存在、已停用或其承运商已停用',
    zh_HK: '運輸服務不存在、已停用或其承運商已停用',
    en: 'The service does not exist, is disabled, or its carrier is disabled',
  },
  tmsTariffMissing: {
    zh_CN: '该服务没有到“{region}”的运价',
    zh_HK: '該服務沒有到「{region}」的運價',
    en: 'The service has no tariff to “{region}”',
  },
  tmsWmsPickNotShipped: {
    zh_CN: '仓库出库单 {code} 不存在或尚未发货',
    zh_HK: '倉庫出庫單 {code} 不存在或尚未發貨',
    en: 'Warehouse pick list {code} does not exist or is not shipped yet',
  },
  tmsSignatureInvalid: {
    zh_CN: '承运商回调签名无效',
    zh_HK: '承運商回調簽名無效',
    en: 'The carrier callback’s signature is invalid',
  },
  tmsWaybillUnknown: {
    zh_CN: '运单号不存在：{waybillNo}',
    zh_HK: '運單號不存在：{waybillNo}',
    en: 'No such waybill: {waybillNo}',
  },
  tmsTariffTaken: {
    zh_CN: '该服务已有到“{region}”的运价',
    zh_HK: '該服務已有到「{region}」的運價',
    en: 'The service already has a tariff to “{region}”',
  },
  tmsStepSkipped: {
    zh_CN: '运单状态不能从“{from}”变为“{to}”',
    zh_HK: '運單狀態不能從「{from}」變為「{to}」',
    en: 'A shipment cannot go from “{from}” to “{to}”',
  },
} satisfies Record<string, Catalog>
