import type { Locale } from '../constants'
import type { FieldOption } from '../resource'

/** Every call of the SMS marketing area lives under it (docs/sms-marketing.md). */
export const SMS_MKT_BASE = '/api/store-sms'

type Labels = Record<Locale, string>
const options = <T extends string | number>(labels: Record<T, Labels>): readonly FieldOption[] =>
  Object.entries(labels).map(([value, label]) => ({
    value: /^\d+$/.test(value) ? Number(value) : value,
    label: label as Labels,
  }))

/** The gateways an SMS company can be reached through; `fake` keeps every message on this machine. */
export const SMS_PROVIDERS = ['fake'] as const
export type SmsProviderKind = (typeof SMS_PROVIDERS)[number]
export const SMS_PROVIDER_OPTIONS = options<SmsProviderKind>({
  fake: { zh_CN: '模拟网关（不外发）', zh_HK: '模擬網關（不外發）', en: 'Fake gateway (nothing leaves)' },
})

/** A signature's or template's review: saved → pending; a reviewer approves or rejects it. */
export const AUDIT_STATUS = { pending: 0, approved: 1, rejected: 2 } as const
export const AUDIT_OPTIONS = options<0 | 1 | 2>({
  0: { zh_CN: '待审核', zh_HK: '待審核', en: 'Pending' },
  1: { zh_CN: '已通过', zh_HK: '已通過', en: 'Approved' },
  2: { zh_CN: '已驳回', zh_HK: '已駁回', en: 'Rejected' },
})

/** Who a campaign goes to: a crowd pack, the members with a tag, or an uploaded list of numbers. */
export const AUDIENCE_KINDS = ['crowd', 'tag', 'list'] as const
export type AudienceKind = (typeof AUDIENCE_KINDS)[number]
export const AUDIENCE_LABELS: Record<AudienceKind, Labels> = {
  crowd: { zh_CN: '人群包', zh_HK: '人群包', en: 'Crowd pack' },
  tag: { zh_CN: '会员标签', zh_HK: '會員標籤', en: 'Member tag' },
  list: { zh_CN: '上传号码', zh_HK: '上傳號碼', en: 'Uploaded list' },
}

/** draft → scheduled / sending → done; a send stops when the quota runs out (halted) or it is cancelled. */
export const CAMPAIGN_STATUSES = ['draft', 'scheduled', 'sending', 'halted', 'done', 'cancelled'] as const
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number]
export const CAMPAIGN_STATUS_LABELS: Record<CampaignStatus, Labels> = {
  draft: { zh_CN: '草稿', zh_HK: '草稿', en: 'Draft' },
  scheduled: { zh_CN: '待发送', zh_HK: '待發送', en: 'Scheduled' },
  sending: { zh_CN: '发送中', zh_HK: '發送中', en: 'Sending' },
  halted: { zh_CN: '额度不足已暂停', zh_HK: '額度不足已暫停', en: 'Halted: quota used up' },
  done: { zh_CN: '已完成', zh_HK: '已完成', en: 'Done' },
  cancelled: { zh_CN: '已取消', zh_HK: '已取消', en: 'Cancelled' },
}

/** One recipient's way: queued → sent → delivered / failed; or skipped as opted out. */
export const RECIPIENT_STATUSES = ['queued', 'sent', 'delivered', 'failed', 'opted_out'] as const
export type RecipientStatus = (typeof RECIPIENT_STATUSES)[number]
export const RECIPIENT_STATUS_LABELS: Record<RecipientStatus, Labels> = {
  queued: { zh_CN: '待发送', zh_HK: '待發送', en: 'Queued' },
  sent: { zh_CN: '已发送', zh_HK: '已發送', en: 'Sent' },
  delivered: { zh_CN: '已送达', zh_HK: '已送達', en: 'Delivered' },
  failed: { zh_CN: '失败', zh_HK: '失敗', en: 'Failed' },
  opted_out: { zh_CN: '已退订', zh_HK: '已退訂', en: 'Opted out' },
}

/** Where an opt-out came from. */
export const OPT_OUT_SOURCE_OPTIONS = options<'reply' | 'link' | 'manual'>({
  reply: { zh_CN: '回复退订', zh_HK: '回覆退訂', en: 'Reply keyword' },
  link: { zh_CN: '退订链接', zh_HK: '退訂連結', en: 'Unsubscribe link' },
  manual: { zh_CN: '手工添加', zh_HK: '手動添加', en: 'Added by hand' },
})

/** A reply that is exactly one of these (case and spaces aside) opts the number out. */
export const OPT_OUT_KEYWORDS = ['T', 'TD', 'N', '退订', '退訂', 'STOP', 'UNSUBSCRIBE'] as const

/** Permission codes of the area's own calls (buttons of its menus). */
export const SMS_MKT_CODES = {
  company: 'sms_company',
  dept: 'sms_dept',
  signature: 'sms_signature',
  template: 'sms_template',
  audit: 'sms_template_audit',
  optOut: 'sms_opt_out',
  campaignView: 'sms_task_view',
  campaignEdit: 'sms_task_edit',
  campaignSend: 'sms_task_send',
  campaignDelete: 'sms_task_delete',
} as const
