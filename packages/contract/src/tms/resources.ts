import { defineResource, STATUS_OPTIONS, type FieldDef } from '../resource'
import type { Locale } from '../constants'
import { ANY_REGION, CARRIER_ADAPTERS } from './constants'

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
})

/** A carrier the tenant ships with, and the adapter that talks to it (docs/supply-chain.md, TMS). */
export const tmsCarrierResource = defineResource({
  name: 'tms-carrier',
  basePath: '/api/store-tms/carrier',
  permission: 'tms_carrier',
  label: { zh_CN: '承运商', zh_HK: '承運商', en: 'Carrier' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: code({ zh_CN: '承运商编号', zh_HK: '承運商編號', en: 'Carrier code' }),
    name,
    adapter: {
      type: 'string',
      label: { zh_CN: '接口', zh_HK: '接口', en: 'Adapter' },
      required: true,
      default: 'fake',
      options: CARRIER_ADAPTERS.map((value) => ({
        value,
        label: { zh_CN: '模拟承运商', zh_HK: '模擬承運商', en: 'Fake carrier' },
      })),
    },
    status,
  },
})

/** A service of a carrier (standard, express…): what a shipment is sent with. */
export const tmsServiceResource = defineResource({
  name: 'tms-service',
  basePath: '/api/store-tms/service',
  permission: 'tms_service',
  label: { zh_CN: '运输服务', zh_HK: '運輸服務', en: 'Service' },
  softDelete: true,
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    carrierId: {
      type: 'id',
      label: { zh_CN: '承运商', zh_HK: '承運商', en: 'Carrier' },
      required: true,
      search: 'eq',
    },
    code: code({ zh_CN: '服务编号', zh_HK: '服務編號', en: 'Service code' }),
    name,
    status,
  },
})

/**
 * The freight of a service to one destination region: the first weight costs `firstFee`, each started
 * kilogram above it `additionalFee`. Region `*` prices every region without a tariff of its own.
 */
export const tmsTariffResource = defineResource({
  name: 'tms-tariff',
  basePath: '/api/store-tms/tariff',
  permission: 'tms_tariff',
  label: { zh_CN: '运价', zh_HK: '運價', en: 'Tariff' },
  softDelete: true,
  defaultSort: { field: 'region', order: 'asc' },
  fields: {
    serviceId: {
      type: 'id',
      label: { zh_CN: '运输服务', zh_HK: '運輸服務', en: 'Service' },
      required: true,
      search: 'eq',
    },
    region: {
      type: 'string',
      label: { zh_CN: '目的地区域', zh_HK: '目的地區域', en: 'Destination region' },
      required: true,
      min: 1,
      max: 32,
      default: ANY_REGION,
      search: 'eq',
      sort: true,
    },
    firstWeight: {
      type: 'int',
      label: { zh_CN: '首重（克）', zh_HK: '首重（克）', en: 'First weight (g)' },
      required: true,
      min: 1,
      max: 1_000_000,
      default: 1000,
    },
    firstFee: fen({ zh_CN: '首重运费（分）', zh_HK: '首重運費（分）', en: 'First weight fee (fen)' }),
    additionalFee: fen({
      zh_CN: '续重每公斤（分）',
      zh_HK: '續重每公斤（分）',
      en: 'Each further kg (fen)',
    }),
  },
})
