import { defineResource, STATUS_OPTIONS, type FieldDef } from '../resource'
import type { Locale } from '../constants'
import { SERVICE_LEVEL_NAMES, SERVICE_LEVELS, WEEKDAY_NAMES } from './constants'

const BASE = '/api/store-wlfw'

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
/** an amount of money in fen (1/100 yuan), whole */
const fen = (label: Record<Locale, string>): FieldDef => ({
  type: 'int',
  label,
  required: true,
  min: 0,
  max: 10_000_000,
  default: 0,
})

/**
 * A delivery area: the destinations it covers (postcode or district-code prefixes, digits, comma
 * separated: the longest matching prefix wins), the shops that serve it and its fee rule in fen.
 */
export const wlfwAreaResource = defineResource({
  name: 'wlfw-area',
  basePath: `${BASE}/area`,
  permission: 'wlfw_area',
  label: { zh_CN: '配送区域', zh_HK: '配送區域', en: 'Delivery area' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: code({ zh_CN: '区域编号', zh_HK: '區域編號', en: 'Area code' }),
    name,
    regionPrefixes: {
      type: 'text',
      label: { zh_CN: '邮编/区划前缀', zh_HK: '郵編/區劃前綴', en: 'Postcode / district prefixes' },
      required: true,
      max: 1000,
      pattern: '^[0-9]{1,6}(,[0-9]{1,6})*$',
      search: 'like',
    },
    shopIds: {
      type: 'text',
      label: { zh_CN: '服务门店', zh_HK: '服務門店', en: 'Serving shops' },
      max: 2000,
      pattern: '^[0-9]+(,[0-9]+)*$',
      multiple: true,
    },
    baseFee: fen({ zh_CN: '基础运费(分)', zh_HK: '基礎運費(分)', en: 'Base fee (fen)' }),
    perKgFee: fen({ zh_CN: '每公斤运费(分)', zh_HK: '每公斤運費(分)', en: 'Fee per kg (fen)' }),
    /** no threshold: delivery is never free */
    freeThreshold: {
      type: 'int',
      label: { zh_CN: '包邮门槛(分)', zh_HK: '免運門檻(分)', en: 'Free delivery from (fen)' },
      min: 0,
      max: 1_000_000_000,
    },
    status,
    remark: { type: 'text', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})

/** A service level an area offers: its surcharge, its daily cut-off and the weekdays it is served. */
export const wlfwServiceLevelResource = defineResource({
  name: 'wlfw-service-level',
  basePath: `${BASE}/service-level`,
  permission: 'wlfw_area',
  label: { zh_CN: '服务时效', zh_HK: '服務時效', en: 'Service level' },
  softDelete: true,
  defaultSort: { field: 'level', order: 'asc' },
  uniqueTogether: [['areaId', 'level']],
  fields: {
    areaId: {
      type: 'id',
      label: { zh_CN: '配送区域', zh_HK: '配送區域', en: 'Delivery area' },
      required: true,
      search: 'eq',
    },
    level: {
      type: 'string',
      label: { zh_CN: '时效', zh_HK: '時效', en: 'Level' },
      required: true,
      max: 16,
      options: SERVICE_LEVELS.map((value) => ({ value, label: SERVICE_LEVEL_NAMES[value] })),
      search: 'eq',
    },
    surcharge: fen({ zh_CN: '加价(分)', zh_HK: '加價(分)', en: 'Surcharge (fen)' }),
    cutoff: {
      type: 'string',
      label: { zh_CN: '截单时间', zh_HK: '截單時間', en: 'Cut-off' },
      required: true,
      max: 5,
      pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$',
      default: '16:00',
    },
    weekdays: {
      type: 'string',
      label: { zh_CN: '配送日', zh_HK: '配送日', en: 'Days served' },
      required: true,
      max: 13,
      pattern: '^[1-7](,[1-7])*$',
      multiple: true,
      options: [1, 2, 3, 4, 5, 6, 7].map((value) => ({ value: String(value), label: WEEKDAY_NAMES[value]! })),
      default: '1,2,3,4,5',
    },
    status,
  },
})

/** A pickup point at a shop: where a customer collects the order instead of a delivery. */
export const wlfwPickupPointResource = defineResource({
  name: 'wlfw-pickup-point',
  basePath: `${BASE}/pickup-point`,
  permission: 'wlfw_pickup',
  label: { zh_CN: '自提点', zh_HK: '自提點', en: 'Pickup point' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: code({ zh_CN: '自提点编号', zh_HK: '自提點編號', en: 'Pickup point code' }),
    name,
    areaId: {
      type: 'id',
      label: { zh_CN: '配送区域', zh_HK: '配送區域', en: 'Delivery area' },
      required: true,
      search: 'eq',
    },
    shopId: {
      type: 'id',
      label: { zh_CN: '门店', zh_HK: '門店', en: 'Shop' },
      required: true,
      search: 'eq',
    },
    address: {
      type: 'string',
      label: { zh_CN: '地址', zh_HK: '地址', en: 'Address' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
    },
    openingHours: {
      type: 'string',
      label: { zh_CN: '营业时间', zh_HK: '營業時間', en: 'Opening hours' },
      required: true,
      min: 1,
      max: 64,
    },
    status,
  },
})
