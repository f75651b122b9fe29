import { defineResource, STATUS_OPTIONS } from '../resource'
import { OMS_CHANNEL_NAMES, OMS_CHANNELS } from './constants'

/**
 * A routing rule (docs/supply-chain.md, OMS): orders of its channel and region (blank: any) prefer its
 * warehouse, or the warehouses holding its shop's stock; of several rules that match, the lowest
 * priority number wins, and among equal priorities the warehouse nearest the order's region.
 */
export const omsRuleResource = defineResource({
  name: 'oms-rule',
  basePath: '/api/store-oms/rule',
  permission: 'oms_rule',
  label: { zh_CN: '分单规则', zh_HK: '分單規則', en: 'Routing rule' },
  softDelete: true,
  defaultSort: { field: 'priority', order: 'asc' },
  fields: {
    name: {
      type: 'string',
      label: { zh_CN: '名称', zh_HK: '名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 64,
      search: 'like',
      sort: true,
    },
    priority: {
      type: 'int',
      label: { zh_CN: '优先级（小者优先）', zh_HK: '優先級（小者優先）', en: 'Priority (lowest first)' },
      required: true,
      min: 1,
      max: 9999,
      sort: true,
    },
    channel: {
      type: 'string',
      label: { zh_CN: '渠道', zh_HK: '渠道', en: 'Channel' },
      max: 16,
      options: OMS_CHANNELS.map((value) => ({ value, label: OMS_CHANNEL_NAMES[value] })),
      search: 'eq',
    },
    region: {
      type: 'string',
      label: { zh_CN: '地区', zh_HK: '地區', en: 'Region' },
      max: 32,
      search: 'like',
    },
    warehouseId: {
      type: 'id',
      label: { zh_CN: '目标仓库', zh_HK: '目標倉庫', en: 'Target warehouse' },
      search: 'eq',
    },
    shopId: {
      type: 'id',
      label: { zh_CN: '目标门店', zh_HK: '目標門店', en: 'Target shop' },
      search: 'eq',
    },
    status: {
      type: 'int',
      label: { zh_CN: '状态', zh_HK: '狀態', en: 'Status' },
      min: 0,
      max: 1,
      default: 1,
      options: STATUS_OPTIONS,
      search: 'eq',
    },
  },
})
