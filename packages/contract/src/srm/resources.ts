import { defineResource, STATUS_OPTIONS } from '../resource'
import { QUALIFICATION_KINDS, QUALIFICATION_KIND_NAMES } from './constants'

/** A supplier the tenant buys from (docs/srm.md). Its code is unique among the tenant's live suppliers. */
export const srmSupplierResource = defineResource({
  name: 'srm-supplier',
  basePath: '/api/store-srm/supplier',
  permission: 'srm_supplier',
  label: { zh_CN: '供应商', zh_HK: '供應商', en: 'Supplier' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: {
      type: 'string',
      label: { zh_CN: '供应商编号', zh_HK: '供應商編號', en: 'Supplier code' },
      required: true,
      min: 1,
      max: 32,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
      unique: true,
      search: 'prefix',
      sort: true,
    },
    name: {
      type: 'string',
      label: { zh_CN: '名称', zh_HK: '名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 64,
      search: 'like',
      sort: true,
    },
    contact: {
      type: 'string',
      label: { zh_CN: '联系人', zh_HK: '聯絡人', en: 'Contact' },
      max: 64,
    },
    phone: {
      type: 'string',
      label: { zh_CN: '电话', zh_HK: '電話', en: 'Phone' },
      max: 20,
      pattern: '^[0-9+\\- ]{5,20}$',
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

/** A qualification of a supplier (GSP certificate, business licence…) valid from one day to another. */
export const srmQualificationResource = defineResource({
  name: 'srm-qualification',
  basePath: '/api/store-srm/qualification',
  permission: 'srm_qualification',
  label: { zh_CN: '供应商资质', zh_HK: '供應商資質', en: 'Supplier qualification' },
  softDelete: true,
  defaultSort: { field: 'validTo', order: 'asc' },
  fields: {
    supplierId: {
      type: 'id',
      label: { zh_CN: '供应商', zh_HK: '供應商', en: 'Supplier' },
      required: true,
      search: 'eq',
    },
    kind: {
      type: 'string',
      label: { zh_CN: '资质类型', zh_HK: '資質類型', en: 'Kind' },
      required: true,
      options: QUALIFICATION_KINDS.map((value) => ({ value, label: QUALIFICATION_KIND_NAMES[value] })),
      search: 'eq',
    },
    number: {
      type: 'string',
      label: { zh_CN: '证书编号', zh_HK: '證書編號', en: 'Certificate number' },
      required: true,
      min: 1,
      max: 64,
      search: 'prefix',
    },
    validFrom: {
      type: 'date',
      label: { zh_CN: '生效日期', zh_HK: '生效日期', en: 'Valid from' },
      required: true,
      sort: true,
    },
    validTo: {
      type: 'date',
      label: { zh_CN: '失效日期', zh_HK: '失效日期', en: 'Valid until' },
      required: true,
      sort: true,
    },
  },
})
