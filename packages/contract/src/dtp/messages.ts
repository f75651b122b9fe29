import type { Catalog } from '../messages'

/** Messages of the pharmacy services area (issue 27). */
export const DTP_MESSAGES = {
  dtpDrugIncomplete: {
    zh_CN: '该药品信息不完整，请联系管理员进行数据修复',
    zh_HK: '該藥品資料不完整，請聯絡管理員進行數據修復',
    en: 'This drug’s information is incomplete: ask an administrator to repair it',
  },
  dtpGoodsMissing: {
    zh_CN: '商品不存在或已删除',
    zh_HK: '商品不存在或已刪除',
    en: 'The goods does not exist or was removed',
  },
  dtpDrugMissing: { zh_CN: '药品不存在：{id}', zh_HK: '藥品不存在：{id}', en: 'No such drug: {id}' },
  dtpPatientMissing: { zh_CN: '患者不存在', zh_HK: '患者不存在', en: 'No such patient' },
  dtpMemberMissing: { zh_CN: '关联的会员不存在', zh_HK: '關聯的會員不存在', en: 'No such member' },
  dtpRxState: {
    zh_CN: '处方当前状态为“{status}”，不能{action}',
    zh_HK: '處方目前狀態為「{status}」，不能{action}',
    en: 'The prescription is “{status}”: it cannot be {action}',
  },
  dtpActionApprove: { zh_CN: '审核通过', zh_HK: '審核通過', en: 'approved' },
  dtpActionReject: { zh_CN: '驳回', zh_HK: '駁回', en: 'rejected' },
  dtpActionQuery: { zh_CN: '质疑', zh_HK: '質疑', en: 'queried' },
  dtpActionOverride: { zh_CN: '强制通过', zh_HK: '強制通過', en: 'approved with an override' },
  dtpActionDispense: { zh_CN: '调配', zh_HK: '調配', en: 'dispensed' },
  dtpActionChange: { zh_CN: '修改', zh_HK: '修改', en: 'changed' },
  dtpBlockNeedsOverride: {
    zh_CN: '系统审核结果为禁止，需第二位药师填写强制通过理由',
    zh_HK: '系統審核結果為禁止，需第二位藥師填寫強制通過理由',
    en: 'The system check blocked this prescription: a second pharmacist must approve it with an override reason',
  },
  dtpOverrideNotBlocked: {
    zh_CN: '只有系统审核结果为禁止的处方需要强制通过',
    zh_HK: '只有系統審核結果為禁止的處方需要強制通過',
    en: 'Only a blocked prescription needs an override',
  },
  dtpOverrideSamePharmacist: {
    zh_CN: '强制通过须由另一位药师操作',
    zh_HK: '強制通過須由另一位藥師操作',
    en: 'The override must come from a second pharmacist',
  },
  dtpReasonRequired: {
    zh_CN: '驳回或质疑需填写理由',
    zh_HK: '駁回或質疑需填寫理由',
    en: 'A rejection or a query needs a reason',
  },
  dtpCheckerSame: {
    zh_CN: '调配人与核对人不能是同一人',
    zh_HK: '調配人與核對人不能是同一人',
    en: 'The dispenser and the checker must be different people',
  },
  dtpCheckerMissing: { zh_CN: '核对人不存在', zh_HK: '核對人不存在', en: 'No such checker' },
  dtpDispenseLines: {
    zh_CN: '每个处方明细都要填写一次批号和有效期',
    zh_HK: '每個處方明細都要填寫一次批號和有效期',
    en: 'Give every prescription item exactly one lot and expiry',
  },
  dtpLotExpired: {
    zh_CN: '批号 {lot} 已过期，不能调配',
    zh_HK: '批號 {lot} 已過期，不能調配',
    en: 'Lot {lot} has expired: it cannot be dispensed',
  },
  dtpApprovalExpired: {
    zh_CN: '{name} 的批准文号已过期，不能销售',
    zh_HK: '{name} 的批准文號已過期，不能銷售',
    en: 'The approval number of {name} has expired: it cannot be sold',
  },
  dtpRxRequired: {
    zh_CN: '{name} 是处方药，需凭审核通过的处方销售',
    zh_HK: '{name} 是處方藥，需憑審核通過的處方銷售',
    en: '{name} is a prescription drug: it needs an approved prescription',
  },
  dtpRxNotForDrug: {
    zh_CN: '处方中没有 {name}',
    zh_HK: '處方中沒有 {name}',
    en: 'The prescription does not name {name}',
  },
  dtpSaleLimit: {
    zh_CN: '{name} 单次限购 {limit}',
    zh_HK: '{name} 單次限購 {limit}',
    en: '{name} is limited to {limit} per sale',
  },
  dtpDuplicateDrug: {
    zh_CN: '同一药品在处方中只能出现一次：{name}',
    zh_HK: '同一藥品在處方中只能出現一次：{name}',
    en: 'A drug may appear only once on a prescription: {name}',
  },
  dtpReviewMissing: { zh_CN: '评价不存在', zh_HK: '評價不存在', en: 'No such review' },
  dtpAppendOnly: {
    zh_CN: '审核与调配记录不可修改或删除',
    zh_HK: '審核與調配記錄不可修改或刪除',
    en: 'Review and dispensing records cannot be changed or removed',
  },
  dtpFindAllergy: {
    zh_CN: '患者对“{allergen}”过敏：{name}',
    zh_HK: '患者對「{allergen}」過敏：{name}',
    en: 'The patient is allergic to “{allergen}”: {name}',
  },
  dtpFindInteraction: {
    zh_CN: '{a} 与 {b} 存在相互作用：{note}',
    zh_HK: '{a} 與 {b} 存在相互作用：{note}',
    en: '{a} interacts with {b}: {note}',
  },
  dtpFindDuplicate: {
    zh_CN: '{a} 与 {b} 为重复用药',
    zh_HK: '{a} 與 {b} 為重複用藥',
    en: '{a} and {b} duplicate the same therapy',
  },
  dtpFindDose: {
    zh_CN: '{name} 日剂量 {daily}mg 超过上限 {limit}mg',
    zh_HK: '{name} 日劑量 {daily}mg 超過上限 {limit}mg',
    en: '{name}: a daily dose of {daily} mg exceeds the limit of {limit} mg',
  },
  dtpFindPregnancy: {
    zh_CN: '{name} 妊娠期或哺乳期慎用',
    zh_HK: '{name} 妊娠期或哺乳期慎用',
    en: '{name} needs care in pregnancy or lactation',
  },
  dtpOverrideReason: {
    zh_CN: '强制通过需填写理由',
    zh_HK: '強制通過需填寫理由',
    en: 'An override needs a reason',
  },
} satisfies Record<string, Catalog>
