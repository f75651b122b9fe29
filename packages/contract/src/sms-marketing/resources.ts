import { defineResource, STATUS_OPTIONS } from '../resource'
import {
  AUDIT_OPTIONS,
  OPT_OUT_SOURCE_OPTIONS,
  SMS_MKT_BASE as BASE,
  SMS_MKT_CODES as C,
  SMS_PROVIDER_OPTIONS,
} from './constants'

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
const remark = { type: 'text', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 } as const
const companyId = {
  type: 'id',
  label: { zh_CN: '短信企业', zh_HK: '短訊企業', en: 'SMS company' },
  required: true,
  search: 'eq',
} as const
/** Set by the server: every save sends the record back to review. */
const auditStatus = {
  type: 'int',
  label: { zh_CN: '审核状态', zh_HK: '審核狀態', en: 'Review' },
  min: 0,
  max: 2,
  default: 0,
  options: AUDIT_OPTIONS,
  search: 'eq',
} as const
const auditRemark = {
  type: 'string',
  label: { zh_CN: '审核意见', zh_HK: '審核意見', en: 'Review note' },
  max: 255,
} as const

/** SMS companies: a gateway account behind a provider adapter, its price per message and send rate. */
export const smsCompanyResource = defineResource({
  name: 'sms-company',
  basePath: `${BASE}/company`,
  permission: C.company,
  label: { zh_CN: '短信企业', zh_HK: '短訊企業', en: 'SMS companies' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: {
      type: 'string',
      label: { zh_CN: '编号', zh_HK: '編號', en: 'Code' },
      required: true,
      min: 1,
      max: 32,
      pattern: '^[A-Za-z0-9][A-Za-z0-9_-]*$',
      unique: true,
      search: 'prefix',
      sort: true,
    },
    name,
    provider: {
      type: 'string',
      label: { zh_CN: '网关', zh_HK: '網關', en: 'Gateway' },
      required: true,
      max: 16,
      default: 'fake',
      options: SMS_PROVIDER_OPTIONS,
    },
    priceFen: {
      type: 'int',
      label: { zh_CN: '单价(分/条)', zh_HK: '單價(分/條)', en: 'Price per message (fen)' },
      required: true,
      min: 0,
      max: 10_000,
    },
    ratePerSecond: {
      type: 'int',
      label: { zh_CN: '发送速率(条/秒)', zh_HK: '發送速率(條/秒)', en: 'Rate (messages a second)' },
      required: true,
      min: 1,
      max: 100_000,
      default: 100,
    },
    status,
    remark,
  },
})

/** Departments that send through a company, each with a quota in fen (what has been spent is the server's). */
export const smsDeptResource = defineResource({
  name: 'sms-dept',
  basePath: `${BASE}/dept`,
  permission: C.dept,
  label: { zh_CN: '短信部门', zh_HK: '短訊部門', en: 'SMS departments' },
  softDelete: true,
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: { ...name, unique: true },
    companyId,
    quotaFen: {
      type: 'int',
      label: { zh_CN: '额度(分)', zh_HK: '額度(分)', en: 'Quota (fen)' },
      required: true,
      min: 0,
      max: 2_000_000_000,
    },
    status,
    remark,
  },
})

/** Signatures (the 【name】 a message starts with), reviewed before use. */
export const smsSignatureResource = defineResource({
  name: 'sms-signature',
  basePath: `${BASE}/signature`,
  permission: C.signature,
  label: { zh_CN: '短信签名', zh_HK: '短訊簽名', en: 'Signatures' },
  softDelete: true,
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: { ...name, max: 20, pattern: '^[^【】\\[\\]]+$', unique: true },
    companyId,
    auditStatus,
    auditRemark,
    remark,
  },
})

/** Templates: text with `{variable}` placeholders under a signature, reviewed before use. */
export const smsTemplateResource = defineResource({
  name: 'sms-template',
  basePath: `${BASE}/template`,
  permission: C.template,
  label: { zh_CN: '短信模板', zh_HK: '短訊範本', en: 'Templates' },
  softDelete: true,
  defaultSort: { field: 'name', order: 'asc' },
  fields: {
    name: { ...name, unique: true },
    signatureId: {
      type: 'id',
      label: { zh_CN: '签名', zh_HK: '簽名', en: 'Signature' },
      required: true,
      search: 'eq',
    },
    content: {
      type: 'text',
      label: { zh_CN: '内容', zh_HK: '內容', en: 'Content' },
      required: true,
      min: 1,
      max: 300,
    },
    auditStatus,
    auditRemark,
  },
})

/** Numbers that asked not to be sent marketing: no campaign of the tenant sends to them. */
export const smsOptOutResource = defineResource({
  name: 'sms-opt-out',
  basePath: `${BASE}/opt-out`,
  permission: C.optOut,
  label: { zh_CN: '退订名单', zh_HK: '退訂名單', en: 'Opt-out list' },
  softDelete: true,
  defaultSort: { field: 'phone', order: 'asc' },
  fields: {
    phone: {
      type: 'string',
      label: { zh_CN: '手机号码', zh_HK: '手機號碼', en: 'Mobile number' },
      required: true,
      pattern: '^1\\d{10}$',
      min: 11,
      max: 11,
      unique: true,
      search: 'prefix',
      sort: true,
    },
    source: {
      type: 'string',
      label: { zh_CN: '来源', zh_HK: '來源', en: 'Source' },
      max: 8,
      default: 'manual',
      options: OPT_OUT_SOURCE_OPTIONS,
      search: 'eq',
    },
    remark,
  },
})
