import { defineResource, STATUS_OPTIONS, type FieldDef } from '../resource'
import { COUPON_KINDS } from './coupon-kinds'
import { optionsOf, PROM_FORM_NAMES, PROM_TYPE_NAMES } from './labels'

/** The promotions manager's calls (spec §7 `/api/{product}-prom-manager/`). */
export const PROM_MANAGER_BASE = '/api/store-prom-manager'

const CODE: FieldDef = {
  type: 'string',
  label: { zh_CN: '编码', zh_HK: '編碼', en: 'Code' },
  required: true,
  min: 1,
  max: 32,
  pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
  unique: true,
  search: 'prefix',
  sort: true,
}
const NAME: FieldDef = {
  type: 'string',
  label: { zh_CN: '名称', zh_HK: '名稱', en: 'Name' },
  required: true,
  min: 1,
  max: 64,
  search: 'like',
  sort: true,
}
const SORT: FieldDef = {
  type: 'int',
  label: { zh_CN: '排序', zh_HK: '排序', en: 'Sort' },
  min: 0,
  max: 9999,
  default: 0,
  sort: true,
}
const STATUS: FieldDef = {
  type: 'int',
  label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
  min: 0,
  max: 1,
  default: 1,
  options: STATUS_OPTIONS,
  search: 'eq',
}
const REMARK: FieldDef = { type: 'text', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 }

/** Where a promotion runs (spec §7 `scene/list`, `scene/saveOrUpdate`): POS, mini-program, shop… */
export const promSceneResource = defineResource({
  name: 'promotion-scene',
  basePath: `${PROM_MANAGER_BASE}/scene`,
  permission: 'promotion_scene',
  label: { zh_CN: '促销场景', zh_HK: '促銷場景', en: 'Promotion scenes' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  endpoints: { page: 'list', submit: 'saveOrUpdate' },
  fields: { code: CODE, name: NAME, sort: SORT, status: STATUS, remark: REMARK },
})

/** The sales channels an activity may be limited to (spec §7 `channel/list`). */
export const promChannelResource = defineResource({
  name: 'promotion-channel',
  basePath: `${PROM_MANAGER_BASE}/channel`,
  permission: 'promotion_channel',
  label: { zh_CN: '促销渠道', zh_HK: '促銷渠道', en: 'Promotion channels' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  endpoints: { page: 'list', submit: 'saveOrUpdate' },
  fields: { code: CODE, name: NAME, sort: SORT, status: STATUS, remark: REMARK },
})

/** A scene's slogans, shown beside its activities (spec §7 `scene/listSlogan`, `scene/saveOrUpdateSlogan`). */
export const promSloganResource = defineResource({
  name: 'promotion-slogan',
  basePath: `${PROM_MANAGER_BASE}/scene`,
  permission: 'promotion_slogan',
  label: { zh_CN: '促销标语', zh_HK: '促銷標語', en: 'Slogans' },
  softDelete: true,
  defaultSort: { field: 'sort', order: 'asc' },
  endpoints: { page: 'listSlogan', submit: 'saveOrUpdateSlogan', remove: 'removeSlogan' },
  fields: {
    sceneCode: {
      type: 'string',
      label: { zh_CN: '场景编码', zh_HK: '場景編碼', en: 'Scene code' },
      required: true,
      min: 1,
      max: 32,
      search: 'eq',
      sort: true,
    },
    content: {
      type: 'string',
      label: { zh_CN: '标语', zh_HK: '標語', en: 'Slogan' },
      required: true,
      min: 1,
      max: 128,
      search: 'like',
    },
    sort: SORT,
    status: STATUS,
  },
})

/**
 * spec §3 "Promotion way": a form of benefit offered for a promotion type in a scene. The shell loads
 * them into the session at start (`way/session`) and clears them at logout.
 */
export const promWayResource = defineResource({
  name: 'promotion-way',
  basePath: `${PROM_MANAGER_BASE}/way`,
  permission: 'promotion_way',
  label: { zh_CN: '促销方式', zh_HK: '促銷方式', en: 'Promotion ways' },
  softDelete: true,
  defaultSort: { field: 'promType', order: 'asc' },
  endpoints: { page: 'list', submit: 'saveOrUpdate' },
  uniqueTogether: [['promWay', 'promType', 'promScene']],
  fields: {
    promWay: {
      type: 'string',
      label: { zh_CN: '促销方式', zh_HK: '促銷方式', en: 'Way' },
      required: true,
      max: 24,
      options: optionsOf(PROM_FORM_NAMES),
      search: 'eq',
    },
    promType: {
      type: 'int',
      label: { zh_CN: '促销类型', zh_HK: '促銷類型', en: 'Promotion type' },
      required: true,
      options: optionsOf(PROM_TYPE_NAMES),
      search: 'eq',
      sort: true,
    },
    promScene: {
      type: 'string',
      label: { zh_CN: '促销场景', zh_HK: '促銷場景', en: 'Scene' },
      required: true,
      max: 32,
      search: 'eq',
    },
  },
})

/** A coupon's template: face value or rate, threshold, validity, how many may be issued. */
export const couponTemplateResource = defineResource({
  name: 'promotion-coupon-template',
  basePath: `${PROM_MANAGER_BASE}/coupon-template`,
  permission: 'promotion_coupon_template',
  label: { zh_CN: '优惠券模板', zh_HK: '優惠券模板', en: 'Coupon templates' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: CODE,
    name: NAME,
    kind: {
      type: 'string',
      label: { zh_CN: '券类型', zh_HK: '券類型', en: 'Kind' },
      required: true,
      max: 16,
      options: COUPON_KINDS,
      search: 'eq',
    },
    faceFen: {
      type: 'int',
      label: { zh_CN: '面额（分）', zh_HK: '面額（分）', en: 'Face value (fen)' },
      min: 0,
      max: 100_000_000,
      default: 0,
    },
    ratePermille: {
      type: 'int',
      label: { zh_CN: '折扣（‰）', zh_HK: '折扣（‰）', en: 'Rate (‰)' },
      min: 0,
      max: 1000,
    },
    thresholdFen: {
      type: 'int',
      label: { zh_CN: '使用门槛（分）', zh_HK: '使用門檻（分）', en: 'Threshold (fen)' },
      min: 0,
      max: 100_000_000,
      default: 0,
    },
    validDays: {
      type: 'int',
      label: { zh_CN: '有效天数', zh_HK: '有效天數', en: 'Valid days' },
      required: true,
      min: 1,
      max: 3650,
    },
    totalQuantity: {
      type: 'int',
      label: { zh_CN: '发放总量', zh_HK: '發放總量', en: 'Total quantity' },
      required: true,
      min: 1,
      max: 10_000_000,
    },
    perMemberLimit: {
      type: 'int',
      label: { zh_CN: '每人限领', zh_HK: '每人限領', en: 'Per member' },
      required: true,
      min: 1,
      max: 1000,
    },
    promoCode: {
      type: 'string',
      label: { zh_CN: '券码（选填）', zh_HK: '券碼（選填）', en: 'Coupon code (optional)' },
      max: 32,
      pattern: '^[A-Za-z0-9_-]+$',
    },
    status: STATUS,
    remark: REMARK,
  },
})
