import { defineResource, STATUS_OPTIONS, type FieldDef } from '../resource'
import type { Locale } from '../constants'

const code = (label: Record<Locale, string>): FieldDef => ({
  type: 'string',
  label,
  required: true,
  min: 1,
  max: 32,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
  unique: true,
  search: 'prefix',
  sort: true,
})
const name: FieldDef = {
  type: 'string',
  label: { zh_CN: '名称', zh_HK: '名稱', en: 'Name' },
  required: true,
  min: 1,
  max: 64,
  search: 'like',
  sort: true,
}
const status: FieldDef = {
  type: 'int',
  label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
  min: 0,
  max: 1,
  default: 1,
  options: STATUS_OPTIONS,
  search: 'eq',
}

/** A warehouse of the tenant (docs/supply-chain.md, WMS). */
export const wmsWarehouseResource = defineResource({
  name: 'wms-warehouse',
  basePath: '/api/store-wms/warehouse',
  permission: 'wms_warehouse',
  label: { zh_CN: '仓库', zh_HK: '倉庫', en: 'Warehouse' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: code({ zh_CN: '仓库编号', zh_HK: '倉庫編號', en: 'Warehouse code' }),
    name,
    address: { type: 'string', label: { zh_CN: '地址', zh_HK: '地址', en: 'Address' }, max: 255 },
    /** the shop whose own stock this warehouse holds (OMS routes a shop's rules here) */
    shopId: { type: 'id', label: { zh_CN: '所属门店', zh_HK: '所屬門店', en: 'Shop stocked' }, search: 'eq' },
    latitude: { type: 'decimal', label: { zh_CN: '纬度', zh_HK: '緯度', en: 'Latitude' } },
    longitude: { type: 'decimal', label: { zh_CN: '经度', zh_HK: '經度', en: 'Longitude' } },
    status,
  },
})

/** A zone of a warehouse (cold chain, shelving, returns…). */
export const wmsZoneResource = defineResource({
  name: 'wms-zone',
  basePath: '/api/store-wms/zone',
  permission: 'wms_zone',
  label: { zh_CN: '库区', zh_HK: '庫區', en: 'Zone' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    warehouseId: {
      type: 'id',
      label: { zh_CN: '仓库', zh_HK: '倉庫', en: 'Warehouse' },
      required: true,
      search: 'eq',
    },
    code: code({ zh_CN: '库区编号', zh_HK: '庫區編號', en: 'Zone code' }),
    name,
  },
})

/** A bin of a zone: where stock lies. Frozen while a stocktake counts it. */
export const wmsBinResource = defineResource({
  name: 'wms-bin',
  basePath: '/api/store-wms/bin',
  permission: 'wms_bin',
  label: { zh_CN: '货位', zh_HK: '貨位', en: 'Bin' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    zoneId: {
      type: 'id',
      label: { zh_CN: '库区', zh_HK: '庫區', en: 'Zone' },
      required: true,
      search: 'eq',
    },
    code: code({ zh_CN: '货位编号', zh_HK: '貨位編號', en: 'Bin code' }),
    status,
  },
})
