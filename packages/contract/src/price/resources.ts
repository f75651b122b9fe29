import { defineResource, STATUS_OPTIONS } from '../resource'
import { ITEM_MODE_OPTIONS, PRICE_SCOPE_OPTIONS, ROUNDING_OPTIONS, STRATEGY_KIND_OPTIONS } from './constants'

const BASE = '/api/store-price'
const MONEY_MAX = 99_999_999
const BP_MAX = 100_000

const code = {
  type: 'string',
  label: { zh_CN: '编号', zh_HK: '編號', en: 'Code' },
  required: true,
  min: 1,
  max: 32,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
  unique: true,
  search: 'prefix',
  sort: true,
} as const
const name = {
  type: 'string',
  label: { zh_CN: '名称', zh_HK: '名稱', en: 'Name' },
  required: true,
  min: 1,
  max: 64,
  search: 'like',
  sort: true,
} as const
const status = {
  type: 'int',
  label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
  min: 0,
  max: 1,
  default: 1,
  options: STATUS_OPTIONS,
  search: 'eq',
} as const
const rounding = {
  type: 'string',
  label: { zh_CN: '取整规则', zh_HK: '取整規則', en: 'Rounding' },
  max: 4,
  default: 'none',
  options: ROUNDING_OPTIONS,
} as const
const margin = (zh: string, hk: string, en: string) =>
  ({ type: 'int', label: { zh_CN: zh, zh_HK: hk, en }, min: -BP_MAX, max: BP_MAX }) as const
const fen = (zh: string, hk: string, en: string, required = false) =>
  ({ type: 'int', label: { zh_CN: zh, zh_HK: hk, en }, min: 0, max: MONEY_MAX, required }) as const
const goodsId = {
  type: 'id',
  label: { zh_CN: '商品', zh_HK: '商品', en: 'Goods' },
  required: true,
  search: 'eq',
} as const

/** Price lists by scope, with a priority (higher wins) and a validity window [from, to). */
export const priceListResource = defineResource({
  name: 'price-list',
  basePath: `${BASE}/list`,
  permission: 'price_list',
  label: { zh_CN: '价目表', zh_HK: '價目表', en: 'Price lists' },
  softDelete: true,
  defaultSort: { field: 'priority', order: 'desc' },
  queryByIds: {},
  fields: {
    code,
    name,
    scope: {
      type: 'string',
      label: { zh_CN: '适用范围', zh_HK: '適用範圍', en: 'Scope' },
      required: true,
      max: 16,
      options: PRICE_SCOPE_OPTIONS,
      search: 'eq',
    },
    scopeValue: {
      type: 'string',
      label: { zh_CN: '会员等级/渠道', zh_HK: '會員等級/渠道', en: 'Member grade / channel' },
      max: 64,
    },
    shopIds: {
      type: 'text',
      label: { zh_CN: '门店组门店', zh_HK: '門店組門店', en: 'Shops of the group' },
      max: 2000,
      pattern: '^[0-9]+(,[0-9]+)*$',
      multiple: true,
    },
    priority: {
      type: 'int',
      label: { zh_CN: '优先级', zh_HK: '優先級', en: 'Priority' },
      min: 0,
      max: 9999,
      default: 0,
      sort: true,
    },
    validFrom: { type: 'datetime', label: { zh_CN: '生效时间', zh_HK: '生效時間', en: 'Valid from' } },
    validTo: { type: 'datetime', label: { zh_CN: '失效时间', zh_HK: '失效時間', en: 'Valid to' } },
    minMarginBp: margin('最低毛利率(基点)', '最低毛利率(基點)', 'Minimum margin (bp)'),
    maxMarginBp: margin('最高毛利率(基点)', '最高毛利率(基點)', 'Maximum margin (bp)'),
    maxDeviationBp: {
      type: 'int',
      label: {
        zh_CN: '参考价最大偏离(基点)',
        zh_HK: '參考價最大偏離(基點)',
        en: 'Maximum deviation from reference (bp)',
      },
      min: 0,
      max: BP_MAX,
    },
    status,
    remark: { type: 'text', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})

/** One goods' price in a list: a fixed price, or base list × discount + surcharge, rounded. */
export const priceListItemResource = defineResource({
  name: 'price-list-item',
  basePath: `${BASE}/list-item`,
  permission: 'price_list',
  label: { zh_CN: '价目表明细', zh_HK: '價目表明細', en: 'Price list items' },
  softDelete: true,
  uniqueTogether: [['listId', 'goodsId']],
  fields: {
    listId: {
      type: 'id',
      label: { zh_CN: '价目表', zh_HK: '價目表', en: 'Price list' },
      required: true,
      search: 'eq',
    },
    goodsId,
    mode: {
      type: 'string',
      label: { zh_CN: '定价方式', zh_HK: '定價方式', en: 'Mode' },
      required: true,
      max: 8,
      options: ITEM_MODE_OPTIONS,
      default: 'fixed',
    },
    priceFen: fen('价格(分)', '價格(分)', 'Price (fen)'),
    baseListId: { type: 'id', label: { zh_CN: '基准价目表', zh_HK: '基準價目表', en: 'Base list' } },
    discountBp: {
      type: 'int',
      label: { zh_CN: '折扣(基点)', zh_HK: '折扣(基點)', en: 'Discount (bp)' },
      min: 0,
      max: BP_MAX,
    },
    surchargeFen: {
      type: 'int',
      label: { zh_CN: '加价(分)', zh_HK: '加價(分)', en: 'Surcharge (fen)' },
      min: -MONEY_MAX,
      max: MONEY_MAX,
    },
    rounding,
  },
})

/** A goods' guard values: cost, minimum price and reference price (anomalies and strategies use them). */
export const priceGuardResource = defineResource({
  name: 'price-guard',
  basePath: `${BASE}/guard`,
  permission: 'price_list',
  label: { zh_CN: '成本与限价', zh_HK: '成本與限價', en: 'Costs and limits' },
  softDelete: true,
  fields: {
    goodsId: { ...goodsId, unique: true },
    costFen: fen('成本(分)', '成本(分)', 'Cost (fen)', true),
    minPriceFen: fen('最低价(分)', '最低價(分)', 'Minimum price (fen)'),
    referenceFen: fen('参考价(分)', '參考價(分)', 'Reference price (fen)'),
  },
})

/** Pricing strategies: how a price is proposed, kept inside margin guards. */
export const priceStrategyResource = defineResource({
  name: 'price-strategy',
  basePath: `${BASE}/strategy`,
  permission: 'price_strategy',
  label: { zh_CN: '定价策略', zh_HK: '定價策略', en: 'Pricing strategies' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code,
    name,
    kind: {
      type: 'string',
      label: { zh_CN: '策略类型', zh_HK: '策略類型', en: 'Kind' },
      required: true,
      max: 16,
      options: STRATEGY_KIND_OPTIONS,
      search: 'eq',
    },
    valueBp: {
      type: 'int',
      label: { zh_CN: '比例(基点)', zh_HK: '比例(基點)', en: 'Ratio (bp)' },
      required: true,
      min: 0,
      max: BP_MAX,
    },
    followListId: { type: 'id', label: { zh_CN: '跟随价目表', zh_HK: '跟隨價目表', en: 'Followed list' } },
    rounding,
    minMarginBp: margin('最低毛利率(基点)', '最低毛利率(基點)', 'Minimum margin (bp)'),
    maxMarginBp: margin('最高毛利率(基点)', '最高毛利率(基點)', 'Maximum margin (bp)'),
    status,
  },
})
