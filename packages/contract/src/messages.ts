import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants'

type Catalog = Record<Locale, string>

/**
 * Messages the server sends in `msg` / `error_description`. The zh_CN texts of the spec are used
 * exactly; zh_HK and en are their equivalents. `{name}` placeholders are filled by `translate`.
 */
export const MESSAGES = {
  ok: { zh_CN: '操作成功', zh_HK: '操作成功', en: 'Success' },
  unknownError: { zh_CN: '未知错误', zh_HK: '未知錯誤', en: 'Unknown error' },
  internalError: {
    zh_CN: '服务器内部错误，请稍后重试（请求号 {requestId}）',
    zh_HK: '伺服器內部錯誤，請稍後重試（請求編號 {requestId}）',
    en: 'Internal server error, please try again later (request {requestId})',
  },
  unauthorized: {
    zh_CN: '请求未授权，请重新登录',
    zh_HK: '請求未授權，請重新登入',
    en: 'Not signed in or the session has expired, please sign in again',
  },
  forcedOffline: {
    zh_CN: '您的账号在另一地点登录，且已超过最大同时登录数量，为了您的账户安全，您已被迫下线！',
    zh_HK: '您的帳號在另一地點登入，且已超過最大同時登入數量，為了您的帳戶安全，您已被迫下線！',
    en: 'Your account signed in elsewhere beyond the maximum number of concurrent sessions; for your account’s safety you have been signed out!',
  },
  forbidden: {
    zh_CN: '您没有权限执行此操作：{permission}',
    zh_HK: '您沒有權限執行此操作：{permission}',
    en: 'You do not have permission for this operation: {permission}',
  },
  notFound: {
    zh_CN: '数据不存在或已删除',
    zh_HK: '數據不存在或已刪除',
    en: 'The record does not exist or was removed',
  },
  routeNotFound: {
    zh_CN: '接口不存在：{method} {url}',
    zh_HK: '介面不存在：{method} {url}',
    en: 'No such endpoint: {method} {url}',
  },
  timeout: { zh_CN: '请求超时', zh_HK: '請求逾時', en: 'Request timed out' },
  badJson: {
    zh_CN: '请求体不是合法的 JSON',
    zh_HK: '請求內容不是有效的 JSON',
    en: 'The request body is not valid JSON',
  },
  payloadTooLarge: { zh_CN: '请求体过大', zh_HK: '請求內容過大', en: 'The request body is too large' },
  unsupportedMediaType: {
    zh_CN: '不支持的请求内容类型',
    zh_HK: '不支援的請求內容類型',
    en: 'Unsupported request content type',
  },
  validationFailed: {
    zh_CN: '参数校验失败：{detail}',
    zh_HK: '參數校驗失敗：{detail}',
    en: 'Invalid request: {detail}',
  },
  fieldRequired: { zh_CN: '{field}不能为空', zh_HK: '{field}不能為空', en: '{field} is required' },
  fieldTooLong: {
    zh_CN: '{field}长度不能超过{limit}个字符',
    zh_HK: '{field}長度不能超過{limit}個字元',
    en: '{field} must be at most {limit} characters',
  },
  fieldTooShort: {
    zh_CN: '{field}长度不能少于{limit}个字符',
    zh_HK: '{field}長度不能少於{limit}個字元',
    en: '{field} must be at least {limit} characters',
  },
  fieldTooSmall: {
    zh_CN: '{field}不能小于{limit}',
    zh_HK: '{field}不能小於{limit}',
    en: '{field} must be at least {limit}',
  },
  fieldTooLarge: {
    zh_CN: '{field}不能大于{limit}',
    zh_HK: '{field}不能大於{limit}',
    en: '{field} must be at most {limit}',
  },
  fieldInvalid: {
    zh_CN: '{field}格式不正确',
    zh_HK: '{field}格式不正確',
    en: '{field} has an invalid format',
  },
  fieldUnknown: {
    zh_CN: '不支持的参数：{field}',
    zh_HK: '不支援的參數：{field}',
    en: 'Unknown parameter: {field}',
  },
  fieldNotInDict: {
    zh_CN: '{field}的值“{value}”不在可选范围内',
    zh_HK: '{field}的值「{value}」不在可選範圍內',
    en: '{field}: “{value}” is not one of the allowed values',
  },
  fieldNotUnique: { zh_CN: '{field}已存在', zh_HK: '{field}已存在', en: '{field} already exists' },
  duplicate: {
    zh_CN: '数据已存在，请勿重复提交',
    zh_HK: '數據已存在，請勿重複提交',
    en: 'This record already exists',
  },
  sortFieldUnknown: {
    zh_CN: '不支持按该字段排序：{field}',
    zh_HK: '不支援按該欄位排序：{field}',
    en: 'Sorting by this field is not supported: {field}',
  },
  offsetTooDeep: {
    zh_CN: '翻页过深：最多可跳过{limit}条记录，请缩小查询条件或使用游标(cursor)继续翻页',
    zh_HK: '翻頁過深：最多可跳過{limit}筆記錄，請縮小查詢條件或使用游標(cursor)繼續翻頁',
    en: 'Page too deep: at most {limit} records can be skipped; narrow the search or page on with the cursor',
  },
  cursorWithSort: {
    zh_CN: '使用游标翻页时不能指定排序字段',
    zh_HK: '使用游標翻頁時不能指定排序欄位',
    en: 'A cursor cannot be combined with a sort field',
  },
  tenantIdMissing: { zh_CN: '未查询到租户ID', zh_HK: '未查詢到租戶ID', en: 'Tenant ID not found' },
  serviceUnavailable: {
    zh_CN: '服务暂不可用：{detail}',
    zh_HK: '服務暫不可用：{detail}',
    en: 'Service unavailable: {detail}',
  },
} satisfies Record<string, Catalog>

export type MessageKey = keyof typeof MESSAGES

export function translate(
  key: MessageKey,
  locale: Locale,
  params: Record<string, string | number> = {},
): string {
  const template = MESSAGES[key][locale]
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/** Picks the caller's language: `?lang=` first, then Accept-Language, else zh_CN (spec §1). */
export function pickLocale(lang: string | undefined, acceptLanguage: string | undefined): Locale {
  const wanted = normalizeLocale(lang)
  if (wanted) return wanted
  for (const part of (acceptLanguage ?? '').split(',')) {
    const found = normalizeLocale(part.split(';')[0]?.trim())
    if (found) return found
  }
  return DEFAULT_LOCALE
}

function normalizeLocale(tag: string | undefined): Locale | undefined {
  if (!tag) return undefined
  const t = tag.replace('-', '_').toLowerCase()
  if ((LOCALES as readonly string[]).includes(tag)) return tag as Locale
  if (t === 'zh_hk' || t === 'zh_tw' || t === 'zh_hant' || t === 'zh_mo') return 'zh_HK'
  if (t.startsWith('zh')) return 'zh_CN'
  if (t.startsWith('en')) return 'en'
  return undefined
}
