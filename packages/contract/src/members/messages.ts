import type { Catalog } from '../messages'

/** Messages of the member areas: brands, CRM and ledgers. */
export const MEMBER_MESSAGES = {
  memberBrandNameTaken: {
    zh_CN: '会员品牌“{name}”已存在',
    zh_HK: '會員品牌「{name}」已存在',
    en: 'A member brand named “{name}” already exists',
  },
  ledgerPointsInsufficient: {
    zh_CN: '积分不足：当前可用 {balance}，需要 {needed}',
    zh_HK: '積分不足：目前可用 {balance}，需要 {needed}',
    en: 'Not enough points: {balance} available, {needed} needed',
  },
  ledgerFrozenPointsInsufficient: {
    zh_CN: '冻结积分不足：当前可用 {balance}，需要 {needed}',
    zh_HK: '凍結積分不足：目前可用 {balance}，需要 {needed}',
    en: 'Not enough frozen points: {balance} available, {needed} needed',
  },
  ledgerGrowthInsufficient: {
    zh_CN: '成长值不足：当前可用 {balance}，需要 {needed}',
    zh_HK: '成長值不足：目前可用 {balance}，需要 {needed}',
    en: 'Not enough growth value: {balance} available, {needed} needed',
  },
  ledgerCoinsInsufficient: {
    zh_CN: '金币不足：当前可用 {balance}，需要 {needed}',
    zh_HK: '金幣不足：目前可用 {balance}，需要 {needed}',
    en: 'Not enough coins: {balance} available, {needed} needed',
  },
  ledgerWalletInsufficient: {
    zh_CN: '钱包余额不足：当前可用 {balance}，需要 {needed}',
    zh_HK: '錢包餘額不足：目前可用 {balance}，需要 {needed}',
    en: 'Not enough wallet balance: {balance} available, {needed} needed',
  },
  ledgerEventKeyTaken: {
    zh_CN: '业务单号“{key}”已用于其他操作',
    zh_HK: '業務單號「{key}」已用於其他操作',
    en: 'The event key “{key}” was already used for another operation',
  },
  ledgerNothingToReverse: {
    zh_CN: '找不到可退回的业务“{key}”',
    zh_HK: '找不到可退回的業務「{key}」',
    en: 'There is no operation “{key}” that can be reversed',
  },
  ledgerAlreadyReversed: {
    zh_CN: '业务“{key}”已退回过',
    zh_HK: '業務「{key}」已退回過',
    en: 'The operation “{key}” was already reversed',
  },
  ledgerZeroAmount: {
    zh_CN: '调整数量不能为 0',
    zh_HK: '調整數量不能為 0',
    en: 'The adjustment cannot be 0',
  },
  ledgerMemberMissing: {
    zh_CN: '会员不存在或已删除',
    zh_HK: '會員不存在或已刪除',
    en: 'The member does not exist or was removed',
  },
  cardModeNoIssuing: {
    zh_CN: '电子卡和实体卡至少发放一种',
    zh_HK: '電子卡和實體卡至少發放一種',
    en: 'Issue electronic cards, physical cards or both',
  },
  cardModeTooShort: {
    zh_CN: '卡号长度须至少为 {min} 位（前缀加 {serial} 位流水号）',
    zh_HK: '卡號長度須至少為 {min} 位（前綴加 {serial} 位流水號）',
    en: 'Card numbers must be at least {min} characters long (the prefix and {serial} serial digits)',
  },
  memberPhoneTaken: {
    zh_CN: '手机号码{phone}已是该品牌的会员',
    zh_HK: '手機號碼{phone}已是該品牌的會員',
    en: 'The mobile number {phone} already belongs to a member of this brand',
  },
  crowdPackFiltersInvalid: {
    zh_CN: '筛选条件无效：{reason}',
    zh_HK: '篩選條件無效：{reason}',
    en: 'The filters are not valid: {reason}',
  },
  payMethodUnsupported: {
    zh_CN: '不支持该储值支付方式：{name}',
    zh_HK: '不支援該儲值支付方式：{name}',
    en: 'This prepaid payment method is not supported: {name}',
  },
  memberGradeNameTaken: {
    zh_CN: '该品牌已有等级“{name}”',
    zh_HK: '該品牌已有等級「{name}」',
    en: 'The brand already has a grade named “{name}”',
  },
} satisfies Record<string, Catalog>
