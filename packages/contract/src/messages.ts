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
  tenantExpired: {
    zh_CN: '租户授权已过期,请联系管理员',
    zh_HK: '租戶授權已過期，請聯絡管理員',
    en: 'The tenant’s licence has expired, please contact your administrator',
  },
  invalidClient: { zh_CN: '客户端认证失败', zh_HK: '用戶端認證失敗', en: 'Client authentication failed' },
  unsupportedGrant: { zh_CN: '不支持的授权类型', zh_HK: '不支援的授權類型', en: 'Unsupported grant type' },
  missingParameter: { zh_CN: '缺少参数：{name}', zh_HK: '缺少參數：{name}', en: 'Missing parameter: {name}' },
  badCredentials: {
    zh_CN: '用户名或密码不正确',
    zh_HK: '用戶名或密碼不正確',
    en: 'Wrong account or password',
  },
  accountLocked: {
    zh_CN: '登录失败次数过多，账号已锁定，请{minutes}分钟后再试',
    zh_HK: '登入失敗次數過多，帳號已鎖定，請{minutes}分鐘後再試',
    en: 'Too many failed sign-ins: the account is locked, try again in {minutes} minutes',
  },
  captchaRequired: { zh_CN: '请输入验证码', zh_HK: '請輸入驗證碼', en: 'Please enter the captcha' },
  captchaInvalid: { zh_CN: '验证码不正确', zh_HK: '驗證碼不正確', en: 'The captcha is wrong' },
  userDisabled: {
    zh_CN: '用户已被禁用，请联系管理员',
    zh_HK: '用戶已被停用，請聯絡管理員',
    en: 'This account is disabled, please contact your administrator',
  },
  userNoRole: { zh_CN: '未获得用户的角色信息', zh_HK: '未取得用戶的角色資訊', en: 'The account has no role' },
  passwordExpired: {
    zh_CN: '密码已过期，请修改密码',
    zh_HK: '密碼已過期，請修改密碼',
    en: 'The password has expired, please change it',
  },
  initialPassword: {
    zh_CN: '首次登录请修改初始密码',
    zh_HK: '首次登入請修改初始密碼',
    en: 'Please change the initial password at first sign-in',
  },
  refreshInvalid: {
    zh_CN: '登录已过期，请重新登录',
    zh_HK: '登入已過期，請重新登入',
    en: 'The session has expired, please sign in again',
  },
  refreshReused: {
    zh_CN: '刷新令牌被重复使用，会话已注销，请重新登录',
    zh_HK: '重新整理權杖被重複使用，工作階段已登出，請重新登入',
    en: 'A refresh token was used twice: the session was ended, please sign in again',
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
  passwordTooShort: {
    zh_CN: '密码长度不能少于{min}位',
    zh_HK: '密碼長度不能少於{min}位',
    en: 'The password must be at least {min} characters long',
  },
  passwordNeedsUpper: {
    zh_CN: '密码必须包含大写字母',
    zh_HK: '密碼必須包含大寫字母',
    en: 'The password must contain an uppercase letter',
  },
  passwordNeedsLower: {
    zh_CN: '密码必须包含小写字母',
    zh_HK: '密碼必須包含小寫字母',
    en: 'The password must contain a lowercase letter',
  },
  passwordNeedsDigit: {
    zh_CN: '密码必须包含数字',
    zh_HK: '密碼必須包含數字',
    en: 'The password must contain a digit',
  },
  passwordNeedsSymbol: {
    zh_CN: '密码必须包含特殊字符',
    zh_HK: '密碼必須包含特殊字元',
    en: 'The password must contain a special character',
  },
  passwordReused: {
    zh_CN: '新密码不能与最近{count}次使用过的密码相同',
    zh_HK: '新密碼不能與最近{count}次使用過的密碼相同',
    en: 'The new password must differ from the last {count} passwords',
  },
  pwdPolicyWarningTooLong: {
    zh_CN: '过期提醒天数必须小于密码有效期天数',
    zh_HK: '過期提醒天數必須小於密碼有效期天數',
    en: 'The expiry warning must be shorter than the password’s validity',
  },
  // — SMS codes, password change and reset —
  // — single sign-on —
  // — WeChat, enterprise WeChat and self-service —
  // — two-factor sign-in —
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
