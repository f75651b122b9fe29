import type { Locale } from '../constants'
import type { FieldOption } from '../resource'

type Named<T extends string> = readonly { value: T; label: Record<Locale, string> }[]
const names = <T extends string>(options: Named<T>) => options as unknown as readonly FieldOption[]

/** A drug's category (issue 27 §1): prescription, OTC class A or B, or not a drug. */
export const DRUG_CATEGORIES = ['RX', 'OTC_A', 'OTC_B', 'NONE'] as const
export type DrugCategory = (typeof DRUG_CATEGORIES)[number]
export const DRUG_CATEGORY_OPTIONS = names<DrugCategory>([
  { value: 'RX', label: { zh_CN: '处方药', zh_HK: '處方藥', en: 'Prescription (Rx)' } },
  { value: 'OTC_A', label: { zh_CN: '甲类非处方药', zh_HK: '甲類非處方藥', en: 'OTC class A' } },
  { value: 'OTC_B', label: { zh_CN: '乙类非处方药', zh_HK: '乙類非處方藥', en: 'OTC class B' } },
  { value: 'NONE', label: { zh_CN: '非药品', zh_HK: '非藥品', en: 'Not a drug' } },
])

/** Special-control flags; each may carry a per-sale quantity limit on the drug. */
export const CONTROL_FLAGS = ['ephedrine', 'psychotropic', 'narcotic', 'antibiotic', 'cold_chain'] as const
export type ControlFlag = (typeof CONTROL_FLAGS)[number]
export const CONTROL_FLAG_OPTIONS = names<ControlFlag>([
  { value: 'ephedrine', label: { zh_CN: '含麻黄碱', zh_HK: '含麻黃鹼', en: 'Ephedrine-containing' } },
  { value: 'psychotropic', label: { zh_CN: '精神药品', zh_HK: '精神藥品', en: 'Psychotropic' } },
  { value: 'narcotic', label: { zh_CN: '麻醉药品', zh_HK: '麻醉藥品', en: 'Narcotic' } },
  { value: 'antibiotic', label: { zh_CN: '抗菌药', zh_HK: '抗菌藥', en: 'Antibiotic' } },
  { value: 'cold_chain', label: { zh_CN: '冷链', zh_HK: '冷鏈', en: 'Cold chain' } },
])

/** A patient's pregnancy or lactation state. */
export const PREGNANCY_OPTIONS: readonly FieldOption[] = [
  { value: 0, label: { zh_CN: '无', zh_HK: '無', en: 'None' } },
  { value: 1, label: { zh_CN: '妊娠期', zh_HK: '妊娠期', en: 'Pregnant' } },
  { value: 2, label: { zh_CN: '哺乳期', zh_HK: '哺乳期', en: 'Lactating' } },
]

export const GENDER_OPTIONS: readonly FieldOption[] = [
  { value: 1, label: { zh_CN: '男', zh_HK: '男', en: 'Male' } },
  { value: 2, label: { zh_CN: '女', zh_HK: '女', en: 'Female' } },
]

export const YES_NO_OPTIONS: readonly FieldOption[] = [
  { value: 1, label: { zh_CN: '是', zh_HK: '是', en: 'Yes' } },
  { value: 0, label: { zh_CN: '否', zh_HK: '否', en: 'No' } },
]

/** Where a prescription came from. */
export const RX_SOURCES = ['paper', 'electronic', 'online'] as const
export type RxSource = (typeof RX_SOURCES)[number]
export const RX_SOURCE_LABELS: Record<RxSource, Record<Locale, string>> = {
  paper: { zh_CN: '纸质处方', zh_HK: '紙本處方', en: 'Paper (scanned)' },
  electronic: { zh_CN: '电子处方', zh_HK: '電子處方', en: 'Electronic' },
  online: { zh_CN: '在线问诊', zh_HK: '在線問診', en: 'Online consultation' },
}

/**
 * A prescription version's review states: submitted → (system check) pending → queried / approved /
 * rejected; a BLOCK goes pending → escalated (first pharmacist's override reason) → approved (a second
 * pharmacist's); approved → dispensed; a change supersedes the version with a new one.
 */
export const RX_STATUSES = [
  'submitted',
  'pending',
  'escalated',
  'queried',
  'approved',
  'rejected',
  'dispensed',
  'superseded',
] as const
export type RxStatus = (typeof RX_STATUSES)[number]
export const RX_STATUS_LABELS: Record<RxStatus, Record<Locale, string>> = {
  submitted: { zh_CN: '已提交', zh_HK: '已提交', en: 'Submitted' },
  pending: { zh_CN: '待药师审核', zh_HK: '待藥師審核', en: 'Awaiting pharmacist' },
  escalated: { zh_CN: '待第二药师确认', zh_HK: '待第二藥師確認', en: 'Awaiting second pharmacist' },
  queried: { zh_CN: '已质疑', zh_HK: '已質疑', en: 'Queried' },
  approved: { zh_CN: '审核通过', zh_HK: '審核通過', en: 'Approved' },
  rejected: { zh_CN: '已驳回', zh_HK: '已駁回', en: 'Rejected' },
  dispensed: { zh_CN: '已调配', zh_HK: '已調配', en: 'Dispensed' },
  superseded: { zh_CN: '已被新版本替代', zh_HK: '已被新版本取代', en: 'Superseded' },
}

/** The system check's verdict. */
export const CHECK_LEVELS = ['OK', 'WARN', 'BLOCK'] as const
export type CheckLevel = (typeof CHECK_LEVELS)[number]

/** The pharmacist's review actions. */
export const REVIEW_ACTIONS = ['approve', 'reject', 'query'] as const
export type ReviewAction = (typeof REVIEW_ACTIONS)[number]

/** A drug review's moderation states. */
export const DRUG_REVIEW_STATUSES = ['pending', 'published', 'hidden'] as const
export type DrugReviewStatus = (typeof DRUG_REVIEW_STATUSES)[number]
export const DRUG_REVIEW_STATUS_LABELS: Record<DrugReviewStatus, Record<Locale, string>> = {
  pending: { zh_CN: '待审核', zh_HK: '待審核', en: 'Awaiting moderation' },
  published: { zh_CN: '已发布', zh_HK: '已發佈', en: 'Published' },
  hidden: { zh_CN: '已隐藏', zh_HK: '已隱藏', en: 'Hidden' },
}

/** Days before the approval number's expiry that a drug is flagged. */
export const APPROVAL_WARN_DAYS = 90

/** The area's permission codes beyond its resources' own (`dtp_drug_*`, `dtp_patient_*`). */
export const DTP_CODES = {
  drugView: 'dtp_drug_view',
  rxView: 'dtp_prescription_view',
  /** submit a prescription or a new version */
  rxSubmit: 'dtp_prescription_add',
  /** approve, reject, query, override: the pharmacist */
  rxReview: 'dtp_prescription_review',
  dispense: 'dtp_dispense_sign',
  reviewView: 'dtp_review_view',
  reviewReply: 'dtp_review_reply',
  saleCheck: 'dtp_drug_view',
} as const
