import { defineResource, STATUS_OPTIONS } from '../resource'
import {
  CONTROL_FLAG_OPTIONS,
  DRUG_CATEGORY_OPTIONS,
  GENDER_OPTIONS,
  PREGNANCY_OPTIONS,
  YES_NO_OPTIONS,
} from './constants'

const text = (zh_CN: string, zh_HK: string, en: string, max = 64) => ({
  type: 'string' as const,
  label: { zh_CN, zh_HK, en },
  max,
})

/**
 * The drug master (issue 27 §1): the pharmacy's attributes of one goods. Trade and generic name come
 * from the goods on every save (the goods module owns them).
 */
export const dtpDrugResource = defineResource({
  name: 'dtp-drug',
  basePath: '/api/store-dtp/drug',
  permission: 'dtp_drug',
  label: { zh_CN: '药品', zh_HK: '藥品', en: 'Drug' },
  softDelete: true,
  defaultSort: { field: 'tradeName', order: 'asc' },
  queryByIds: {},
  fields: {
    goodsId: {
      type: 'id',
      label: { zh_CN: '商品', zh_HK: '商品', en: 'Goods' },
      required: true,
      unique: true,
    },
    tradeName: { ...text('商品名', '商品名', 'Trade name', 128), search: 'like', sort: true },
    genericName: { ...text('通用名', '通用名', 'Generic name', 128), search: 'like', sort: true },
    dosageForm: text('剂型', '劑型', 'Dosage form', 32),
    strength: text('规格', '規格', 'Strength', 64),
    packSpec: text('包装规格', '包裝規格', 'Pack', 64),
    manufacturer: { ...text('生产企业', '生產企業', 'Manufacturer', 128), search: 'like' },
    mah: text('上市许可持有人', '上市許可持有人', 'Marketing-authorisation holder', 128),
    approvalNumber: {
      ...text('批准文号', '批准文號', 'Approval number', 64),
      required: true,
      min: 1,
      search: 'prefix',
    },
    approvalValidTo: {
      type: 'date',
      label: { zh_CN: '批准文号有效期至', zh_HK: '批准文號有效期至', en: 'Approval valid until' },
      required: true,
      sort: true,
    },
    category: {
      type: 'string',
      label: { zh_CN: '药品分类', zh_HK: '藥品分類', en: 'Category' },
      required: true,
      options: DRUG_CATEGORY_OPTIONS,
      search: 'eq',
    },
    controlFlags: {
      type: 'string',
      label: { zh_CN: '特殊管控', zh_HK: '特殊管控', en: 'Special control' },
      max: 128,
      options: CONTROL_FLAG_OPTIONS,
      multiple: true,
    },
    maxQtyPerSale: {
      type: 'int',
      label: { zh_CN: '单次限购数量', zh_HK: '單次限購數量', en: 'Limit per sale' },
      min: 1,
      max: 9999,
    },
    maxDailyMg: {
      type: 'int',
      label: { zh_CN: '日最大剂量(mg)', zh_HK: '日最大劑量(mg)', en: 'Max daily dose (mg)' },
      min: 1,
      max: 1_000_000,
    },
    pregnancyRisk: {
      type: 'int',
      label: { zh_CN: '孕妇慎用', zh_HK: '孕婦慎用', en: 'Risk in pregnancy' },
      options: YES_NO_OPTIONS,
      default: 0,
    },
    storage: text('贮藏条件', '貯藏條件', 'Storage', 64),
    insuranceCode: { ...text('医保编码', '醫保編碼', 'Insurance code', 32), search: 'prefix' },
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

/** Patients (issue 27 §2): separate from members, optionally linked to one. */
export const dtpPatientResource = defineResource({
  name: 'dtp-patient',
  basePath: '/api/store-dtp/patient',
  permission: 'dtp_patient',
  label: { zh_CN: '患者', zh_HK: '患者', en: 'Patient' },
  softDelete: true,
  defaultSort: { field: 'name', order: 'asc' },
  queryByIds: {},
  fields: {
    name: { ...text('姓名', '姓名', 'Name', 32), required: true, min: 1, search: 'like', sort: true },
    gender: {
      type: 'int',
      label: { zh_CN: '性别', zh_HK: '性別', en: 'Gender' },
      options: GENDER_OPTIONS,
      required: true,
    },
    birthDate: { type: 'date', label: { zh_CN: '出生日期', zh_HK: '出生日期', en: 'Date of birth' } },
    idCard: {
      ...text('身份证号', '身份證號', 'ID card number', 18),
      pattern: '^\\d{17}[\\dXx]$',
      unique: true,
      search: 'eq',
    },
    phone: { ...text('手机号', '手機號', 'Phone', 11), pattern: '^1\\d{10}$', search: 'prefix' },
    memberId: { type: 'id', label: { zh_CN: '关联会员', zh_HK: '關聯會員', en: 'Member' } },
    weightKg: {
      type: 'int',
      label: { zh_CN: '体重(kg)', zh_HK: '體重(kg)', en: 'Weight (kg)' },
      min: 1,
      max: 400,
    },
    allergies: text('过敏史', '過敏史', 'Allergies', 255),
    chronicConditions: text('慢性病', '慢性病', 'Chronic conditions', 255),
    pregnancy: {
      type: 'int',
      label: { zh_CN: '妊娠/哺乳', zh_HK: '妊娠/哺乳', en: 'Pregnancy / lactation' },
      options: PREGNANCY_OPTIONS,
      default: 0,
    },
    consent: {
      type: 'int',
      label: { zh_CN: '已签署知情同意', zh_HK: '已簽署知情同意', en: 'Consent given' },
      options: YES_NO_OPTIONS,
      default: 0,
      search: 'eq',
    },
    consentDate: { type: 'date', label: { zh_CN: '同意日期', zh_HK: '同意日期', en: 'Consent date' } },
  },
})
