import type { Catalog } from '../messages'

/** Messages of the SMS marketing area: its refusals. */
export const SMS_MARKETING_MESSAGES = {
  smsMktMissing: {
    zh_CN: '{what}不存在或已停用',
    zh_HK: '{what}不存在或已停用',
    en: '{what} does not exist or is disabled',
  },
  smsMktNotApproved: {
    zh_CN: '{what}尚未审核通过，不能使用',
    zh_HK: '{what}尚未審核通過，不能使用',
    en: '{what} is not approved yet and cannot be used',
  },
  smsMktNotPending: {
    zh_CN: '只能审核待审核的记录',
    zh_HK: '只能審核待審核的記錄',
    en: 'Only a pending record can be reviewed',
  },
  smsMktAudience: {
    zh_CN: '请选择人群包或标签，或上传号码',
    zh_HK: '請選擇人群包或標籤，或上傳號碼',
    en: 'Choose a crowd pack or a tag, or upload numbers',
  },
  smsMktBadPhone: {
    zh_CN: '第{row}个号码“{phone}”不是11位手机号码',
    zh_HK: '第{row}個號碼「{phone}」不是11位手機號碼',
    en: 'Number {row} (“{phone}”) is not an 11-digit mobile number',
  },
  smsMktMissingParam: {
    zh_CN: '请填写模板变量：{names}',
    zh_HK: '請填寫範本變量：{names}',
    en: 'Fill in the template’s variables: {names}',
  },
  smsMktState: {
    zh_CN: '群发任务当前状态为“{status}”，不能{action}',
    zh_HK: '群發任務目前狀態為「{status}」，不能{action}',
    en: 'The campaign is “{status}”: it cannot be {action}',
  },
  smsMktNoRecipients: {
    zh_CN: '没有可发送的号码',
    zh_HK: '沒有可發送的號碼',
    en: 'There is no number to send to',
  },
  smsMktNoBalance: {
    zh_CN: '部门短信额度不足：余额{balance}分，至少需要{price}分',
    zh_HK: '部門短訊額度不足：餘額{balance}分，至少需要{price}分',
    en: 'The department’s quota is used up: {balance} fen left, {price} fen needed',
  },
  smsMktQuotaBelowSpent: {
    zh_CN: '额度不能低于已使用的{spent}分',
    zh_HK: '額度不能低於已使用的{spent}分',
    en: 'The quota cannot be below the {spent} fen already spent',
  },
  smsMktInUse: {
    zh_CN: '{what}仍被使用，不能删除',
    zh_HK: '{what}仍被使用，不能刪除',
    en: '{what} is still in use and cannot be removed',
  },
  smsMktWebhookToken: {
    zh_CN: '回调凭证无效',
    zh_HK: '回調憑證無效',
    en: 'The callback token is not valid',
  },
  smsMktActionEdit: { zh_CN: '修改', zh_HK: '修改', en: 'changed' },
  smsMktActionSend: { zh_CN: '发送', zh_HK: '發送', en: 'sent' },
  smsMktActionCancel: { zh_CN: '取消', zh_HK: '取消', en: 'cancelled' },
  smsMktActionRemove: { zh_CN: '删除', zh_HK: '刪除', en: 'removed' },
} satisfies Record<string, Catalog>
