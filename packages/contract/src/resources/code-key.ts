import { defineResource } from '../resource'

/** The date part of a serial number: yyyyMMdd (20260314), yyMM (2603) or none. */
export const SERIAL_DATE_PATTERNS = ['yyyyMMdd', 'yyMM', 'none'] as const
export type SerialDatePattern = (typeof SERIAL_DATE_PATTERNS)[number]
/** When the sequence starts again at 1. */
export const SERIAL_RESET_PERIODS = ['never', 'day', 'month', 'year'] as const
export type SerialResetPeriod = (typeof SERIAL_RESET_PERIODS)[number]

/**
 * A serial number rule (`codeKey`): number = prefix + date part + sequence zero-padded to width,
 * e.g. code SO, prefix SO, yyyyMMdd, width 4, daily → SO202603140001.
 */
export const codeKeyResource = defineResource({
  name: 'codeKey',
  basePath: '/api/blade-system/codeKey',
  permission: 'code_key',
  label: { zh_CN: '流水号', zh_HK: '流水號', en: 'Serial number' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: {
      type: 'string',
      label: { zh_CN: '编号', zh_HK: '編號', en: 'Code' },
      required: true,
      max: 64,
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
      unique: true,
      search: 'like',
      sort: true,
    },
    name: {
      type: 'string',
      label: { zh_CN: '名称', zh_HK: '名稱', en: 'Name' },
      required: true,
      min: 1,
      max: 255,
      search: 'like',
      sort: true,
    },
    prefix: {
      type: 'string',
      label: { zh_CN: '前缀', zh_HK: '前綴', en: 'Prefix' },
      max: 32,
      pattern: '^[A-Za-z0-9_-]*$',
    },
    datePattern: {
      type: 'string',
      label: { zh_CN: '日期格式', zh_HK: '日期格式', en: 'Date pattern' },
      required: true,
      pattern: `^(${SERIAL_DATE_PATTERNS.join('|')})$`,
    },
    width: {
      type: 'int',
      label: { zh_CN: '序号位数', zh_HK: '序號位數', en: 'Sequence width' },
      required: true,
      min: 1,
      max: 12,
    },
    resetPeriod: {
      type: 'string',
      label: { zh_CN: '重置周期', zh_HK: '重置週期', en: 'Reset period' },
      required: true,
      pattern: `^(${SERIAL_RESET_PERIODS.join('|')})$`,
    },
    remark: { type: 'string', label: { zh_CN: '备注', zh_HK: '備註', en: 'Remark' }, max: 255 },
  },
})
