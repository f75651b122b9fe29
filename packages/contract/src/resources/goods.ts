import { Type } from 'typebox'
import { PAGING, type Locale } from '../constants'
import { defineResource, type FieldDef } from '../resource'
import { GOODS_API } from './goods-masters'
import { MASTER_CODE_PATTERN } from './master'

/** Prescription categories: prescription only, OTC class A (red) and B (green), not a drug. */
export const RX_TYPES = {
  RX: { zh_CN: '处方药', zh_HK: '處方藥', en: 'Prescription only' },
  OTC_A: { zh_CN: '甲类非处方药', zh_HK: '甲類非處方藥', en: 'OTC class A' },
  OTC_B: { zh_CN: '乙类非处方药', zh_HK: '乙類非處方藥', en: 'OTC class B' },
  NONE: { zh_CN: '非药品', zh_HK: '非藥品', en: 'Not a drug' },
} as const satisfies Record<string, Record<Locale, string>>
export type RxType = keyof typeof RX_TYPES

/** Money: not negative, at most two decimals. */
export const PRICE_PATTERN = '^[0-9]{1,10}(\\.[0-9]{1,2})?$'

const reference = (label: Record<Locale, string>, required = false): FieldDef => ({
  type: 'id',
  label,
  required,
  search: 'eq',
})
const price = (label: Record<Locale, string>, required: boolean): FieldDef => ({
  type: 'decimal',
  label,
  required,
  pattern: PRICE_PATTERN,
  sort: true,
})

/**
 * Goods (spec §7 `goods/list`, `queryByIds`, `client/goods/batch-by-code`): what the tenant sells,
 * with its master data by id. Code and barcode are unique in the tenant; the member price is never
 * above the retail price.
 */
export const goodsResource = defineResource({
  name: 'goods',
  basePath: `${GOODS_API}/goods`,
  permission: 'goods',
  label: { zh_CN: '商品', zh_HK: '商品', en: 'Goods' },
  softDelete: true,
  defaultSort: { field: 'goodsCode', order: 'asc' },
  queryByIds: { post: true },
  fields: {
    goodsCode: {
      type: 'string',
      label: { zh_CN: '商品编码', zh_HK: '商品編碼', en: 'Goods code' },
      required: true,
      min: 1,
      max: 32,
      pattern: MASTER_CODE_PATTERN,
      search: 'prefix',
      sort: true,
    },
    barcode: {
      type: 'string',
      label: { zh_CN: '条形码', zh_HK: '條碼', en: 'Barcode' },
      max: 32,
      pattern: '^[0-9A-Za-z-]+$',
      search: 'eq',
    },
    tradeName: {
      type: 'string',
      label: { zh_CN: '商品名', zh_HK: '商品名', en: 'Trade name' },
      required: true,
      min: 1,
      max: 128,
      pattern: '\\S',
      search: 'like',
      sort: true,
    },
    genericName: {
      type: 'string',
      label: { zh_CN: '通用名', zh_HK: '通用名', en: 'Generic name' },
      max: 128,
      search: 'like',
      sort: true,
    },
    specification: {
      type: 'string',
      label: { zh_CN: '规格', zh_HK: '規格', en: 'Specification' },
      max: 64,
    },
    unitId: reference({ zh_CN: '单位', zh_HK: '單位', en: 'Unit' }, true),
    classId: reference({ zh_CN: '商品分类', zh_HK: '商品分類', en: 'Class' }),
    brandId: reference({ zh_CN: '品牌', zh_HK: '品牌', en: 'Brand' }),
    factoryId: reference({ zh_CN: '生产厂家', zh_HK: '生產廠家', en: 'Manufacturer' }),
    dosageFormId: reference({ zh_CN: '剂型', zh_HK: '劑型', en: 'Dosage form' }),
    approvalNumber: {
      type: 'string',
      label: { zh_CN: '批准文号', zh_HK: '批准文號', en: 'Approval number' },
      max: 64,
      search: 'like',
    },
    rxType: {
      type: 'string',
      label: { zh_CN: '处方类别', zh_HK: '處方類別', en: 'Rx/OTC category' },
      required: true,
      pattern: `^(${Object.keys(RX_TYPES).join('|')})$`,
      search: 'eq',
      options: Object.entries(RX_TYPES).map(([value, label]) => ({ value, label })),
    },
    taxRateId: reference({ zh_CN: '税率', zh_HK: '稅率', en: 'Tax rate' }),
    retailPrice: price({ zh_CN: '零售价', zh_HK: '零售價', en: 'Retail price' }, true),
    memberPrice: price({ zh_CN: '会员价', zh_HK: '會員價', en: 'Member price' }, false),
    status: {
      type: 'bool',
      label: { zh_CN: '启用', zh_HK: '啟用', en: 'Enabled' },
      default: 1,
      search: 'eq',
    },
  },
})

/** `client/goods/batch-by-code`: goods codes, answered in their order (unknown codes are left out). */
export const GoodsCodesBody = Type.Array(Type.String({ minLength: 1, maxLength: 32 }), {
  minItems: 1,
  maxItems: PAGING.maxSize,
})
