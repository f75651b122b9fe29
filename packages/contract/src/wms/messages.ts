import type { Catalog } from '../messages'

/** Messages of the warehouse (WMS) area. */
export const WMS_MESSAGES = {
  wmsCoordinates: {
    zh_CN: '纬度须在 -90 到 90 之间，经度须在 -180 到 180 之间，且二者同时填写或同时留空',
    zh_HK: '緯度須在 -90 到 90 之間，經度須在 -180 到 180 之間，且二者同時填寫或同時留空',
    en: 'Latitude must be within -90 to 90 and longitude within -180 to 180, both given or both blank',
  },
  wmsGoodsMissing: { zh_CN: '商品不存在：{id}', zh_HK: '商品不存在：{id}', en: 'No such goods: {id}' },
  wmsWarehouseMissing: {
    zh_CN: '仓库不存在或已停用',
    zh_HK: '倉庫不存在或已停用',
    en: 'The warehouse does not exist or is disabled',
  },
  wmsBinMissing: {
    zh_CN: '货位不存在、已停用或不属于该仓库：{id}',
    zh_HK: '貨位不存在、已停用或不屬於該倉庫：{id}',
    en: 'The bin does not exist, is disabled or is not in this warehouse: {id}',
  },
  wmsBinFrozen: {
    zh_CN: '货位 {bin} 正在盘点，已冻结',
    zh_HK: '貨位 {bin} 正在盤點，已凍結',
    en: 'Bin {bin} is frozen for a stocktake',
  },
  wmsLotRequired: {
    zh_CN: '{goods} 是药品，须填写批号、生产日期和有效期',
    zh_HK: '{goods} 是藥品，須填寫批號、生產日期和有效期',
    en: '{goods} is a pharmacy goods: its lot, production date and expiry date are required',
  },
  wmsDatesOrder: {
    zh_CN: '{goods} 的有效期须晚于生产日期',
    zh_HK: '{goods} 的有效期須晚於生產日期',
    en: 'The expiry date of {goods} must be after its production date',
  },
  wmsLotExpired: {
    zh_CN: '{goods} 批号 {lot} 已过期，不能入库',
    zh_HK: '{goods} 批號 {lot} 已過期，不能入庫',
    en: 'Lot {lot} of {goods} has expired and cannot be received',
  },
  wmsLotDatesConflict: {
    zh_CN: '{goods} 批号 {lot} 已登记不同的生产日期或有效期',
    zh_HK: '{goods} 批號 {lot} 已登記不同的生產日期或有效期',
    en: 'Lot {lot} of {goods} is recorded with other dates',
  },
  wmsStockShort: {
    zh_CN: '{goods} 可用库存不足：需要 {need}，可用 {available}',
    zh_HK: '{goods} 可用庫存不足：需要 {need}，可用 {available}',
    en: 'Not enough available stock of {goods}: {need} needed, {available} available',
  },
  wmsTransferSameBin: {
    zh_CN: '调出货位与调入货位不能相同',
    zh_HK: '調出貨位與調入貨位不能相同',
    en: 'The source and target bins must differ',
  },
  wmsStateChanged: {
    zh_CN: '单据当前状态为“{status}”，不能执行此操作',
    zh_HK: '單據目前狀態為「{status}」，不能執行此操作',
    en: 'The document is “{status}”: this cannot be done now',
  },
  wmsCountMissing: {
    zh_CN: '尚有 {count} 行未盘点，不能审核',
    zh_HK: '尚有 {count} 行未盤點，不能審核',
    en: '{count} lines are not counted yet: the stocktake cannot be approved',
  },
  wmsPlaceInUse: {
    zh_CN: '{code} 下仍有库区、货位或库存，不能删除',
    zh_HK: '{code} 下仍有庫區、貨位或庫存，不能刪除',
    en: '{code} still holds zones, bins or stock: it cannot be removed',
  },
  wmsLineMissing: {
    zh_CN: '盘点行不存在：{id}',
    zh_HK: '盤點行不存在：{id}',
    en: 'No such stocktake line: {id}',
  },
} satisfies Record<string, Catalog>
