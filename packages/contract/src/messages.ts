import { CHATBI_MESSAGES } from './chatbi/messages'
import { DEFAULT_LOCALE, LOCALES, type Locale } from './constants'
import { GOODS_MESSAGES } from './goods/messages'
import { MEMBER_MESSAGES } from './members/messages'
import { PROMOTION_MESSAGES } from './promotion/messages'
import { PRICE_MESSAGES } from './price/messages'
import { DTP_MESSAGES } from './dtp/messages'
import { SMS_MARKETING_MESSAGES } from './sms-marketing/messages'
import { SHOP_MESSAGES } from './shop/messages'
import { SHOP_CARDS_MESSAGES } from './shop-cards/messages'
import { SHOP_ACTIVITY_MESSAGES } from './shop-activity/messages'
import { SHOP_ENGAGE_MESSAGES } from './shop-engage/messages'
import { SHOP_CONTENT_MESSAGES } from './shop-content/messages'
import { WORKFLOW_MESSAGES } from './workflow/messages'
import { WMS_MESSAGES } from './wms/messages'
import { TMS_MESSAGES } from './tms/messages'
import { SRM_MESSAGES } from './srm/messages'
import { WLFW_MESSAGES } from './wlfw/messages'
import { OMS_MESSAGES } from './oms/messages'

export type Catalog = Record<Locale, string>

/** The platform's own messages; each business area keeps its messages beside its endpoints. */
const PLATFORM_MESSAGES = {
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
  phoneRequired: {
    zh_CN: '手机号码不能为空',
    zh_HK: '手機號碼不能為空',
    en: 'The mobile number is required',
  },
  phoneLength: {
    zh_CN: '手机号码长度不为11位',
    zh_HK: '手機號碼長度不為11位',
    en: 'The mobile number must have 11 digits',
  },
  phoneFormat: {
    zh_CN: '手机号码格式不正确',
    zh_HK: '手機號碼格式不正確',
    en: 'The mobile number is not valid',
  },
  smsTokenInvalid: {
    zh_CN: '短信发送令牌无效或已过期，请重新获取',
    zh_HK: '短訊發送權杖無效或已過期，請重新取得',
    en: 'The SMS send token is invalid or has expired, please request a new one',
  },
  smsTooFrequent: {
    zh_CN: '验证码发送过于频繁，请{seconds}秒后再试',
    zh_HK: '驗證碼發送過於頻繁，請{seconds}秒後再試',
    en: 'Verification codes are requested too often, try again in {seconds} seconds',
  },
  smsDailyLimit: {
    zh_CN: '该手机号24小时内获取验证码已达{limit}次上限，请稍后再试',
    zh_HK: '該手機號24小時內取得驗證碼已達{limit}次上限，請稍後再試',
    en: 'This mobile number has had {limit} verification codes within 24 hours, try again later',
  },
  smsCodeInvalid: {
    zh_CN: '短信验证码不正确或已过期',
    zh_HK: '短訊驗證碼不正確或已過期',
    en: 'The SMS code is wrong or has expired',
  },
  smsCodeTooManyTries: {
    zh_CN: '短信验证码错误次数过多，请重新获取',
    zh_HK: '短訊驗證碼錯誤次數過多，請重新取得',
    en: 'Too many wrong SMS codes, please request a new one',
  },
  smsCodeText: {
    zh_CN: '您的验证码为{code}，{minutes}分钟内有效，请勿泄露给他人。',
    zh_HK: '您的驗證碼為{code}，{minutes}分鐘內有效，請勿洩露給他人。',
    en: 'Your verification code is {code}, valid for {minutes} minutes. Do not share it.',
  },
  smsCheckResetOnly: {
    zh_CN: '仅支持校验找回密码（类型1）的验证码',
    zh_HK: '僅支援校驗找回密碼（類型1）的驗證碼',
    en: 'Only password-reset codes (type 1) can be checked here',
  },
  resetTicketInvalid: {
    zh_CN: '重置密码凭证无效或已过期，请重新获取验证码',
    zh_HK: '重設密碼憑證無效或已過期，請重新取得驗證碼',
    en: 'The password-reset ticket is invalid or has expired, please request a new code',
  },
  phoneNoAccount: {
    zh_CN: '该手机号未绑定账号',
    zh_HK: '該手機號未綁定帳號',
    en: 'No account has this mobile number',
  },
  phoneSharedByAccounts: {
    zh_CN: '该手机号绑定了多个账号，无法确定账号，请联系管理员',
    zh_HK: '該手機號綁定了多個帳號，無法確定帳號，請聯絡管理員',
    en: 'Several accounts have this mobile number, please contact your administrator',
  },
  phoneInUse: {
    zh_CN: '该手机号已被其他账号绑定',
    zh_HK: '該手機號已被其他帳號綁定',
    en: 'Another account already has this mobile number',
  },
  oldPasswordRequired: {
    zh_CN: '请输入原密码',
    zh_HK: '請輸入原密碼',
    en: 'Please enter the current password',
  },
  newPasswordRequired: { zh_CN: '请输入新密码', zh_HK: '請輸入新密碼', en: 'Please enter the new password' },
  newPasswordRepeatRequired: {
    zh_CN: '请再次输入新密码',
    zh_HK: '請再次輸入新密碼',
    en: 'Please enter the new password again',
  },
  passwordMismatch: {
    zh_CN: '两次输入密码不一致!',
    zh_HK: '兩次輸入密碼不一致!',
    en: 'The two passwords do not match!',
  },
  oldPasswordWrong: {
    zh_CN: '用户名或原密码不正确',
    zh_HK: '用戶名或原密碼不正確',
    en: 'Wrong account or current password',
  },
  passwordChanged: { zh_CN: '修改密码成功!', zh_HK: '修改密碼成功!', en: 'Password changed!' },
  // — single sign-on —
  ssoRedirectRefused: {
    zh_CN: '不允许跳转到该地址，请检查 redirect 参数',
    zh_HK: '不允許跳轉到該地址，請檢查 redirect 參數',
    en: 'Redirecting to this address is not allowed: check the redirect parameter',
  },
  ssoSessionMissing: {
    zh_CN: '统一登录会话不存在或已过期，请重新登录',
    zh_HK: '統一登入會話不存在或已過期，請重新登入',
    en: 'The single sign-on session is missing or has expired, please sign in again',
  },
  tooManyRequests: {
    zh_CN: '请求过于频繁，请{seconds}秒后再试',
    zh_HK: '請求過於頻繁，請{seconds}秒後再試',
    en: 'Too many requests, please try again in {seconds} seconds',
  },
  ssoOriginRefused: {
    zh_CN: '不允许来自该来源的请求：{origin}',
    zh_HK: '不允許來自該來源的請求：{origin}',
    en: 'Requests from this origin are not allowed: {origin}',
  },
  ssoFreshSignInNeeded: {
    zh_CN: '开启统一登录会话需要刚刚完成的登录，请重新登录',
    zh_HK: '開啟統一登入會話需要剛剛完成的登入，請重新登入',
    en: 'Starting a single sign-on session needs a sign-in made just now, please sign in again',
  },
  // — WeChat, enterprise WeChat and self-service —
  wechatNotConfigured: {
    zh_CN: '微信登录未配置，请联系管理员',
    zh_HK: '微信登入未配置，請聯絡管理員',
    en: 'WeChat sign-in is not configured, please contact your administrator',
  },
  wechatLoginDisabled: {
    zh_CN: '该租户未开启微信登录',
    zh_HK: '該租戶未開啟微信登入',
    en: 'WeChat sign-in is not enabled for this tenant',
  },
  wechatUnavailable: {
    zh_CN: '微信服务暂不可用或响应超时，请稍后重试',
    zh_HK: '微信服務暫不可用或回應逾時，請稍後重試',
    en: 'WeChat is unavailable or did not answer in time, please try again later',
  },
  wechatAuthFailed: {
    zh_CN: '微信授权失败（错误码{errcode}），请重新扫码',
    zh_HK: '微信授權失敗（錯誤碼{errcode}），請重新掃碼',
    en: 'WeChat authorisation failed (error {errcode}), please scan again',
  },
  wechatProofMissing: {
    zh_CN: '微信身份验证已失效，请重新扫码',
    zh_HK: '微信身份驗證已失效，請重新掃碼',
    en: 'The WeChat identity check has expired or was already used, please scan again',
  },
  wechatNotBound: {
    zh_CN: '该微信未绑定账号，请先使用账号密码登录后绑定微信',
    zh_HK: '該微信未綁定帳號，請先使用帳號密碼登入後綁定微信',
    en: 'This WeChat is not bound to an account: sign in with your password first, then bind WeChat',
  },
  wechatBoundToOther: {
    zh_CN: '该微信已绑定其他账号',
    zh_HK: '該微信已綁定其他帳號',
    en: 'This WeChat is already bound to another account',
  },
  wechatAlreadyBound: {
    zh_CN: '您已绑定其他微信，请先解绑',
    zh_HK: '您已綁定其他微信，請先解綁',
    en: 'You have already bound another WeChat, unbind it first',
  },
  wechatNotBoundToYou: { zh_CN: '您尚未绑定微信', zh_HK: '您尚未綁定微信', en: 'You have not bound WeChat' },
  wxcpNotConfigured: {
    zh_CN: '企业微信登录未配置，请联系管理员',
    zh_HK: '企業微信登入未配置，請聯絡管理員',
    en: 'Enterprise WeChat sign-in is not configured, please contact your administrator',
  },
  wxcpLoginDisabled: {
    zh_CN: '该租户未开启企业微信登录',
    zh_HK: '該租戶未開啟企業微信登入',
    en: 'Enterprise WeChat sign-in is not enabled for this tenant',
  },
  wxcpUnavailable: {
    zh_CN: '企业微信服务暂不可用或响应超时，请稍后重试',
    zh_HK: '企業微信服務暫不可用或回應逾時，請稍後重試',
    en: 'Enterprise WeChat is unavailable or did not answer in time, please try again later',
  },
  wxcpAuthFailed: {
    zh_CN: '企业微信授权失败（错误码{errcode}），请重新扫码',
    zh_HK: '企業微信授權失敗（錯誤碼{errcode}），請重新掃碼',
    en: 'Enterprise WeChat authorisation failed (error {errcode}), please scan again',
  },
  wxcpProofMissing: {
    zh_CN: '企业微信身份验证已失效，请重新扫码',
    zh_HK: '企業微信身份驗證已失效，請重新掃碼',
    en: 'The enterprise WeChat identity check has expired or was already used, please scan again',
  },
  wxcpNotBound: {
    zh_CN: '该企业微信未绑定账号，请先使用账号密码登录后绑定企业微信',
    zh_HK: '該企業微信未綁定帳號，請先使用帳號密碼登入後綁定企業微信',
    en: 'This enterprise WeChat is not bound to an account: sign in with your password first, then bind it',
  },
  wxcpBoundToOther: {
    zh_CN: '该企业微信已绑定其他账号',
    zh_HK: '該企業微信已綁定其他帳號',
    en: 'This enterprise WeChat is already bound to another account',
  },
  wxcpAlreadyBound: {
    zh_CN: '您已绑定其他企业微信，请先解绑',
    zh_HK: '您已綁定其他企業微信，請先解綁',
    en: 'You have already bound another enterprise WeChat, unbind it first',
  },
  wxcpNotBoundToYou: {
    zh_CN: '您尚未绑定企业微信',
    zh_HK: '您尚未綁定企業微信',
    en: 'You have not bound enterprise WeChat',
  },
  cacheCleared: { zh_CN: '清除完毕', zh_HK: '清除完畢', en: 'Cache cleared' },
  profileNothingToUpdate: {
    zh_CN: '没有需要修改的内容',
    zh_HK: '沒有需要修改的內容',
    en: 'Nothing to update',
  },
  phoneNotEditableHere: {
    zh_CN: '手机号码不能在此修改，请通过绑定手机修改',
    zh_HK: '手機號碼不能在此修改，請透過綁定手機修改',
    en: 'The mobile number cannot be changed here, use “bind phone” instead',
  },
  // — two-factor sign-in —
  // — organisation, users and tenants —
  deptParentNotFound: {
    zh_CN: '上级部门不存在',
    zh_HK: '上級部門不存在',
    en: 'The parent department does not exist',
  },
  deptParentInSubtree: {
    zh_CN: '上级部门不能是当前部门或其下级部门',
    zh_HK: '上級部門不能是當前部門或其下級部門',
    en: 'A department cannot be moved under itself or one of its sub-departments',
  },
  deptNameTaken: {
    zh_CN: '同一上级部门下已存在名为“{name}”的部门',
    zh_HK: '同一上級部門下已存在名為「{name}」的部門',
    en: 'The parent department already has a department named “{name}”',
  },
  deptTooDeep: {
    zh_CN: '部门层级过深，无法继续添加下级部门',
    zh_HK: '部門層級過深，無法繼續新增下級部門',
    en: 'The department tree is too deep to add another level',
  },
  deptHasChildren: {
    zh_CN: '部门“{name}”下存在子部门，请先删除子部门',
    zh_HK: '部門「{name}」下存在子部門，請先刪除子部門',
    en: 'Department “{name}” has sub-departments: remove them first',
  },
  deptHasUsers: {
    zh_CN: '部门“{name}”下存在用户，请先移除或调走这些用户',
    zh_HK: '部門「{name}」下存在用戶，請先移除或調走這些用戶',
    en: 'Department “{name}” still has users: remove them or move them to another department first',
  },
  userDeptNotFound: { zh_CN: '所属部门不存在', zh_HK: '所屬部門不存在', en: 'The department does not exist' },
  userRoleRequired: {
    zh_CN: '请选择所属角色',
    zh_HK: '請選擇所屬角色',
    en: 'Please choose at least one role',
  },
  userRoleNotFound: {
    zh_CN: '所选角色不存在或不属于当前租户',
    zh_HK: '所選角色不存在或不屬於當前租戶',
    en: 'A chosen role does not exist in this tenant',
  },
  userPostNotFound: {
    zh_CN: '所选岗位不存在或不属于当前租户',
    zh_HK: '所選崗位不存在或不屬於當前租戶',
    en: 'A chosen post does not exist in this tenant',
  },
  userAccountExists: {
    zh_CN: '当前用户[{account}]已存在!',
    zh_HK: '當前用戶[{account}]已存在!',
    en: 'The account [{account}] already exists!',
  },
  userAccountLimit: {
    zh_CN: '当前租户已到最大账号额度（{limit}个）!',
    zh_HK: '當前租戶已到最大帳號額度（{limit}個）!',
    en: 'The tenant has reached its account limit ({limit})!',
  },
  userRemoveSelf: {
    zh_CN: '不能删除当前登录用户',
    zh_HK: '不能刪除當前登入用戶',
    en: 'You cannot remove the account you are signed in with',
  },
  userDisableSelf: {
    zh_CN: '不能停用当前登录用户',
    zh_HK: '不能停用當前登入用戶',
    en: 'You cannot disable the account you are signed in with',
  },
  userAdministratorProtected: {
    zh_CN: '只有管理员可以修改、重置、停用或删除管理员账号',
    zh_HK: '只有管理員可以修改、重設、停用或刪除管理員帳號',
    en: 'Only an administrator may change, reset, disable or remove an administrator’s account',
  },
  userGrantAdministrator: {
    zh_CN: '只有管理员可以授予管理员角色',
    zh_HK: '只有管理員可以授予管理員角色',
    en: 'Only an administrator may grant the administrator role',
  },
  platformOnly: {
    zh_CN: '仅平台租户的管理员可以管理租户',
    zh_HK: '僅平台租戶的管理員可以管理租戶',
    en: 'Only administrators of the platform tenant may manage tenants',
  },
  tenantIdTaken: {
    zh_CN: '租户ID[{tenantId}]已存在',
    zh_HK: '租戶ID[{tenantId}]已存在',
    en: 'Tenant ID [{tenantId}] is already taken',
  },
  tenantParentNotFound: {
    zh_CN: '上级租户不存在',
    zh_HK: '上級租戶不存在',
    en: 'The parent tenant does not exist',
  },
  tenantParentInSubtree: {
    zh_CN: '上级租户不能是当前租户或其下级租户',
    zh_HK: '上級租戶不能是當前租戶或其下級租戶',
    en: 'A tenant cannot be placed under itself or one of its sub-tenants',
  },
  tenantHasChildren: {
    zh_CN: '租户[{tenantId}]下存在下级租户，请先删除下级租户',
    zh_HK: '租戶[{tenantId}]下存在下級租戶，請先刪除下級租戶',
    en: 'Tenant [{tenantId}] has sub-tenants: remove them first',
  },
  tenantPlatformProtected: {
    zh_CN: '平台租户不能删除、停用或设置上级租户，也不能修改其账号额度和过期时间',
    zh_HK: '平台租戶不能刪除、停用或設定上級租戶，也不能修改其帳號額度和過期時間',
    en: 'The platform tenant cannot be removed, disabled or placed under another tenant, nor its account limit or expiry changed',
  },
  tenantExpiryPast: {
    zh_CN: '过期时间必须晚于当前时间',
    zh_HK: '過期時間必須晚於當前時間',
    en: 'The expiry must lie in the future',
  },
  mfaCodeRequired: {
    zh_CN: '请输入动态验证码',
    zh_HK: '請輸入動態驗證碼',
    en: 'Please enter the code from your authenticator app',
  },
  mfaEnrolRequired: {
    zh_CN: '管理员账号须启用双因素认证，请先绑定身份验证器',
    zh_HK: '管理員帳號須啟用雙重認證，請先綁定身份驗證器',
    en: 'Administrators must use two-factor sign-in: please set up an authenticator app first',
  },
  mfaCodeInvalid: { zh_CN: '动态验证码错误', zh_HK: '動態驗證碼錯誤', en: 'The authenticator code is wrong' },
  mfaCodeReused: {
    zh_CN: '动态验证码已使用，请等待下一个验证码',
    zh_HK: '動態驗證碼已使用，請等待下一個驗證碼',
    en: 'This code was already used, please wait for the next one',
  },
  mfaTicketInvalid: {
    zh_CN: '动态验证已失效，请重新登录',
    zh_HK: '動態驗證已失效，請重新登入',
    en: 'The two-factor sign-in has expired, please sign in again',
  },
  mfaTicketExhausted: {
    zh_CN: '动态验证码错误次数过多，请重新登录',
    zh_HK: '動態驗證碼錯誤次數過多，請重新登入',
    en: 'Too many wrong codes, please sign in again',
  },
  mfaTooManyTries: {
    zh_CN: '动态验证码错误次数过多，请{minutes}分钟后再试',
    zh_HK: '動態驗證碼錯誤次數過多，請{minutes}分鐘後再試',
    en: 'Too many wrong codes, please try again in {minutes} minutes',
  },
  mfaAlreadyEnabled: {
    zh_CN: '已启用双因素认证',
    zh_HK: '已啟用雙重認證',
    en: 'Two-factor sign-in is already on',
  },
  mfaNotEnrolled: {
    zh_CN: '请先绑定身份验证器',
    zh_HK: '請先綁定身份驗證器',
    en: 'Please set up an authenticator app first',
  },
  mfaNotEnabled: { zh_CN: '未启用双因素认证', zh_HK: '未啟用雙重認證', en: 'Two-factor sign-in is not on' },
  mfaRequiredByPolicy: {
    zh_CN: '密码策略要求管理员启用双因素认证，不能关闭',
    zh_HK: '密碼策略要求管理員啟用雙重認證，不能關閉',
    en: 'The password policy requires two-factor sign-in for administrators: it cannot be turned off',
  },
  // — menus, roles, grants and scopes —
  menuCategoryInvalid: {
    zh_CN: '菜单类型“{category}”无效',
    zh_HK: '選單類型「{category}」無效',
    en: 'Menu category “{category}” is not valid',
  },
  menuParentInvalid: {
    zh_CN: '上级菜单无效：须为现有的菜单，且不能是按钮、本身或其下级',
    zh_HK: '上級選單無效：須為現有的選單，且不能是按鈕、本身或其下級',
    en: 'Invalid parent: it must be an existing menu, not a button, the menu itself or one below it',
  },
  menuApplicationUnknown: { zh_CN: '所属应用不存在', zh_HK: '所屬應用不存在', en: 'No such application' },
  menuHasChildren: { zh_CN: '请先删除子节点!', zh_HK: '請先刪除子節點!', en: 'Remove its children first' },
  menuNotVisible: {
    zh_CN: '您没有菜单的使用权限，请联系您的管理员（{id}）',
    zh_HK: '您沒有選單的使用權限，請聯絡您的管理員（{id}）',
    en: 'You may not use this menu, please contact your administrator ({id})',
  },
  topMenuUnknown: { zh_CN: '顶部菜单不存在', zh_HK: '頂部選單不存在', en: 'No such top menu' },
  roleAdministratorFixed: {
    zh_CN: '管理员角色不能删除，也不能修改别名',
    zh_HK: '管理員角色不能刪除，也不能修改別名',
    en: 'The administrator role cannot be removed or change its alias',
  },
  roleParentInvalid: {
    zh_CN: '上级角色无效：功能角色没有上级，组织角色的上级须为现有的组织角色，且不能是本身或其下级',
    zh_HK: '上級角色無效：功能角色沒有上級，組織角色的上級須為現有的組織角色，且不能是本身或其下級',
    en: 'Invalid parent: a function role has none; an organisation role’s is an existing organisation role, not itself or one below it',
  },
  roleHasChildren: {
    zh_CN: '请先删除下级角色',
    zh_HK: '請先刪除下級角色',
    en: 'Remove its sub-roles first',
  },
  grantMenuUnknown: {
    zh_CN: '菜单不存在或已删除：{id}',
    zh_HK: '選單不存在或已刪除：{id}',
    en: 'No such menu: {id}',
  },
  grantScopeUnknown: {
    zh_CN: '权限不存在或已删除：{id}',
    zh_HK: '權限不存在或已刪除：{id}',
    en: 'No such scope: {id}',
  },
  grantBeyondOwn: {
    zh_CN: '只能分配您自己拥有的权限',
    zh_HK: '只能分配您自己擁有的權限',
    en: 'You may only grant what your own roles hold',
  },
  scopeMenuUnknown: { zh_CN: '所属菜单不存在', zh_HK: '所屬選單不存在', en: 'No such menu' },
  dataScopeResourceUnknown: {
    zh_CN: '资源“{resource}”不支持数据权限',
    zh_HK: '資源「{resource}」不支援數據權限',
    en: 'Resource “{resource}” has no data scope',
  },
  dataScopeColumnInvalid: {
    zh_CN: '权限字段“{column}”不是该资源的字段',
    zh_HK: '權限欄位「{column}」不是該資源的欄位',
    en: '“{column}” is not a column of the resource',
  },
  dataScopeValueRequired: { zh_CN: '权限值不能为空', zh_HK: '權限值不能為空', en: 'Values are required' },
  dataScopeNeedsDept: {
    zh_CN: '资源“{resource}”没有部门字段，不能按部门授权',
    zh_HK: '資源「{resource}」沒有部門欄位，不能按部門授權',
    en: 'Resource “{resource}” has no department column to scope by',
  },
  // — logs —
  logBatchTooLarge: {
    zh_CN: '一次最多提交{limit}条记录',
    zh_HK: '一次最多提交{limit}條記錄',
    en: 'At most {limit} records may be sent at once',
  },
  logTimeRangeInvalid: {
    zh_CN: '开始时间不能晚于结束时间',
    zh_HK: '開始時間不能晚於結束時間',
    en: 'The start time cannot be later than the end time',
  },
  // — dictionaries, settings, notices and desk —
  dictParentMissing: {
    zh_CN: '上级字典不存在或不是字典',
    zh_HK: '上級字典不存在或不是字典',
    en: 'The parent does not exist or is not a dictionary',
  },
  dictCodeMismatch: {
    zh_CN: '字典项的编号必须与上级字典相同：{code}',
    zh_HK: '字典項的編號必須與上級字典相同：{code}',
    en: 'A dictionary item takes its dictionary’s code: {code}',
  },
  urlInvalid: {
    zh_CN: '{field}必须是以 http、https 或 ftp 开头的网址',
    zh_HK: '{field}必須是以 http、https 或 ftp 開頭的網址',
    en: '{field} must be an http, https or ftp address',
  },
  jsonInvalid: {
    zh_CN: '{field}不是有效的 JSON',
    zh_HK: '{field}不是有效的 JSON',
    en: '{field} is not valid JSON',
  },
  serialResetTooFine: {
    zh_CN: '重置周期“{period}”比日期格式“{pattern}”更细，会产生重复的流水号',
    zh_HK: '重置週期「{period}」比日期格式「{pattern}」更細，會產生重複的流水號',
    en: 'Resetting every {period} with the date pattern {pattern} would repeat numbers',
  },
  serialFormatLocked: {
    zh_CN: '流水号“{code}”已发放号码，不能再修改编号、前缀、日期格式、位数或重置周期',
    zh_HK: '流水號「{code}」已發放號碼，不能再修改編號、前綴、日期格式、位數或重置週期',
    en: 'The serial “{code}” has issued numbers: its code, prefix, date pattern, width and reset period are fixed',
  },
  serialUnknown: {
    zh_CN: '流水号规则不存在：{code}',
    zh_HK: '流水號規則不存在：{code}',
    en: 'No serial number rule: {code}',
  },
  serialExhausted: {
    zh_CN: '流水号“{code}”本周期的{width}位号码已用尽，请加大位数',
    zh_HK: '流水號「{code}」本週期的{width}位號碼已用盡，請加大位數',
    en: 'The serial “{code}” has used every {width}-digit number of this period; widen it',
  },
  versionStatusReadOnly: {
    zh_CN: '版本状态只能通过“设为当前版本/预发布版本”修改',
    zh_HK: '版本狀態只能透過「設為當前版本/預發佈版本」修改',
    en: 'A version’s status changes only by making it the current or preliminary version',
  },
  shortcutTypeFixed: {
    zh_CN: '快捷键类型不能修改，内置快捷键只能由系统提供',
    zh_HK: '快捷鍵類型不能修改，內置快捷鍵只能由系統提供',
    en: 'A shortcut’s type is fixed: built-in shortcuts come only with the system',
  },
  printPlanMenuCode: {
    zh_CN: '菜单编号与所属菜单不一致：{code}',
    zh_HK: '選單編號與所屬選單不一致：{code}',
    en: 'The menu code does not match the menu: {code}',
  },
  pactRemoveLive: {
    zh_CN: '只能删除已终止的协议',
    zh_HK: '只能刪除已終止的協議',
    en: 'Only terminated agreements can be removed',
  },
  versionCurrentRemove: {
    zh_CN: '当前版本和预发布版本不能删除',
    zh_HK: '當前版本和預發佈版本不能刪除',
    en: 'The current and the preliminary version cannot be removed',
  },
  noticeAddressRequired: {
    zh_CN: '下载通知和产品更新通知必须填写链接地址',
    zh_HK: '下載通知和產品更新通知必須填寫連結地址',
    en: 'Download and product-update notices need an address',
  },
  noticeContentRequired: {
    zh_CN: '通知公告必须填写内容',
    zh_HK: '通知公告必須填寫內容',
    en: 'A notice needs its content',
  },
  noticeRecipientRequired: {
    zh_CN: '定向通知必须指定接收人',
    zh_HK: '定向通知必須指定接收人',
    en: 'A notice to one user needs its recipient',
  },
  noticeRecipientUnknown: {
    zh_CN: '接收人不存在',
    zh_HK: '接收人不存在',
    en: 'The recipient does not exist',
  },
  shortcutBuiltInRemove: {
    zh_CN: '内置快捷键不能删除：{name}',
    zh_HK: '內置快捷鍵不能刪除：{name}',
    en: 'A built-in shortcut cannot be removed: {name}',
  },
  shortcutBuiltInFunction: {
    zh_CN: '内置快捷键的功能不能修改',
    zh_HK: '內置快捷鍵的功能不能修改',
    en: 'A built-in shortcut’s function cannot be changed',
  },
  otherTenant: {
    zh_CN: '只能查询本租户的数据',
    zh_HK: '只能查詢本租戶的數據',
    en: 'Only your own tenant’s records can be read',
  },
  personalizeTooLarge: {
    zh_CN: '个性化配置过大：最多{limit}个字符',
    zh_HK: '個人化配置過大：最多{limit}個字元',
    en: 'The personalisation is too large: at most {limit} characters',
  },
  notYourRecord: {
    zh_CN: '只能操作本人的设置',
    zh_HK: '只能操作本人的設定',
    en: 'Only your own settings can be changed',
  },
  menuUnknown: {
    zh_CN: '菜单不存在或无权使用：{id}',
    zh_HK: '選單不存在或無權使用：{id}',
    en: 'No such menu, or not one you may use: {id}',
  },
  oftenFunctionLimit: {
    zh_CN: '最多只能设置5个常用菜单',
    zh_HK: '最多只能設定5個常用選單',
    en: 'At most 5 common menus can be set',
  },
  applicationUnknown: {
    zh_CN: '应用不存在：{id}',
    zh_HK: '應用不存在：{id}',
    en: 'No such application: {id}',
  },
  applicationNotOpened: {
    zh_CN: '本租户未开通该应用：{id}',
    zh_HK: '本租戶未開通該應用：{id}',
    en: 'The application is not opened to your tenant: {id}',
  },
  applicationInUse: {
    zh_CN: '应用“{name}”下还有菜单，不能删除',
    zh_HK: '應用「{name}」下還有選單，不能刪除',
    en: 'The application “{name}” still has menus and cannot be removed',
  },
  pactStatusChange: {
    zh_CN: '协议状态不能从“{from}”改为“{to}”',
    zh_HK: '協議狀態不能從「{from}」改為「{to}」',
    en: 'An agreement cannot go from “{from}” to “{to}”',
  },
  // — money, codes and references —
  amountInvalid: {
    zh_CN: '{field}须为不小于 0 的金额，最多两位小数',
    zh_HK: '{field}須為不小於 0 的金額，最多兩位小數',
    en: '{field} must be an amount of at least 0 with at most two decimals',
  },
  valueTaken: {
    zh_CN: '{field}“{value}”已存在',
    zh_HK: '{field}「{value}」已存在',
    en: '{field} “{value}” already exists',
  },
  percentInvalid: {
    zh_CN: '{field}须为 0 到 100 之间的数，最多两位小数',
    zh_HK: '{field}須為 0 到 100 之間的數，最多兩位小數',
    en: '{field} must be a number from 0 to 100 with at most two decimals',
  },
  referenceMissing: {
    zh_CN: '{field}不存在或已删除',
    zh_HK: '{field}不存在或已刪除',
    en: 'The selected {field} does not exist or was removed',
  },
  // — download centre and excel —
  exportResourceUnknown: {
    zh_CN: '不能导出“{name}”',
    zh_HK: '不能匯出「{name}」',
    en: '“{name}” cannot be exported',
  },
  exportFilterInvalid: {
    zh_CN: '导出条件“{field}”无效',
    zh_HK: '匯出條件「{field}」無效',
    en: 'The export filter “{field}” is not valid',
  },
  exportFailed: {
    zh_CN: '导出失败，请稍后重试',
    zh_HK: '匯出失敗，請稍後重試',
    en: 'The export failed; please try again later',
  },
  exportCreateTime: { zh_CN: '创建时间', zh_HK: '建立時間', en: 'Created' },
  exportDone: {
    zh_CN: '“{name}”导出完成，共 {rows} 行',
    zh_HK: '「{name}」匯出完成，共 {rows} 行',
    en: '“{name}” is ready: {rows} rows',
  },
  // — import by excel template —
  uploadNoFile: {
    zh_CN: '请选择要上传的 Excel 文件（.xlsx）',
    zh_HK: '請選擇要上傳的 Excel 檔案（.xlsx）',
    en: 'Choose an Excel file (.xlsx) to upload',
  },
  uploadNotXlsx: {
    zh_CN: '只能上传 .xlsx 格式的 Excel 文件，“{name}”不是',
    zh_HK: '只能上傳 .xlsx 格式的 Excel 檔案，「{name}」不是',
    en: 'Only .xlsx Excel files can be uploaded; “{name}” is not one',
  },
  uploadTooLarge: {
    zh_CN: '上传的文件不能超过 {limit} MB',
    zh_HK: '上傳的檔案不能超過 {limit} MB',
    en: 'The file must not be larger than {limit} MB',
  },
  importFunctionUnknown: {
    zh_CN: '不能导入“{name}”',
    zh_HK: '不能匯入「{name}」',
    en: '“{name}” cannot be imported',
  },
  importUnreadable: {
    zh_CN: '无法读取文件，请上传有效的 .xlsx 文件',
    zh_HK: '無法讀取檔案，請上傳有效的 .xlsx 檔案',
    en: 'The file cannot be read; upload a valid .xlsx file',
  },
  importColumnMissing: {
    zh_CN: '表头缺少“{field}”列，请使用导入模板',
    zh_HK: '表頭缺少「{field}」欄，請使用匯入範本',
    en: 'The header has no “{field}” column; use the import template',
  },
  importNoRows: {
    zh_CN: '文件中没有数据行',
    zh_HK: '檔案中沒有數據行',
    en: 'The file has no data rows',
  },
  importTooManyRows: {
    zh_CN: '一次最多导入 {limit} 行',
    zh_HK: '一次最多匯入 {limit} 行',
    en: 'At most {limit} rows can be imported at once',
  },
  importDone: {
    zh_CN: '“{name}”导入完成：共 {total} 行，成功 {success} 行，失败 {fail} 行',
    zh_HK: '「{name}」匯入完成：共 {total} 行，成功 {success} 行，失敗 {fail} 行',
    en: '“{name}” imported: {total} rows, {success} imported, {fail} failed',
  },
  importFailed: {
    zh_CN: '导入失败，请稍后重试',
    zh_HK: '匯入失敗，請稍後重試',
    en: 'The import failed; please try again later',
  },
  importReportName: {
    zh_CN: '“{name}”导入错误',
    zh_HK: '「{name}」匯入錯誤',
    en: '“{name}” import errors',
  },
  importReportRow: { zh_CN: '行号', zh_HK: '行號', en: 'Row' },
  importReportMessage: { zh_CN: '错误信息', zh_HK: '錯誤信息', en: 'Error' },
  // — micro-apps and gray release —
  microAppUnknown: {
    zh_CN: '微应用不存在：{name}',
    zh_HK: '微應用不存在：{name}',
    en: 'No such micro-app: {name}',
  },
  microVersionUnknown: {
    zh_CN: '微应用“{name}”没有发布版本 {version}',
    zh_HK: '微應用「{name}」沒有發佈版本 {version}',
    en: 'The micro-app “{name}” has no published version {version}',
  },
  microVersionExists: {
    zh_CN: '微应用“{name}”的版本 {version} 已发布，版本发布后不能覆盖，请使用新的版本号',
    zh_HK: '微應用「{name}」的版本 {version} 已發佈，版本發佈後不能覆蓋，請使用新的版本號',
    en: 'Version {version} of the micro-app “{name}” is already published and cannot be replaced: use a new version',
  },
  microVersionInvalid: {
    zh_CN: '版本号“{version}”不是语义化版本号（如 1.2.0）',
    zh_HK: '版本號「{version}」不是語義化版本號（如 1.2.0）',
    en: '“{version}” is not a semantic version (such as 1.2.0)',
  },
  microEntryInvalid: {
    zh_CN: '入口地址必须是 /apps/{name}/{version}/ 下的文件或以 http、https 开头的网址',
    zh_HK: '入口地址必須是 /apps/{name}/{version}/ 下的檔案或以 http、https 開頭的網址',
    en: 'The entry must be a file under /apps/{name}/{version}/ or an http or https address',
  },
  microTenantUnknown: {
    zh_CN: '租户不存在：{tenantId}',
    zh_HK: '租戶不存在：{tenantId}',
    en: 'No such tenant: {tenantId}',
  },
  microReportIncomplete: {
    zh_CN: '第 {index} 条报告缺少 {field}',
    zh_HK: '第 {index} 條報告缺少 {field}',
    en: 'Report {index} lacks its {field}',
  },
  microAppNameFixed: {
    zh_CN: '微应用名称“{name}”不能修改：它的版本和灰度发布都以名称关联',
    zh_HK: '微應用名稱「{name}」不能修改：它的版本和灰度發佈都以名稱關聯',
    en: 'The micro-app name “{name}” is fixed: its versions and gray release refer to it',
  },
  microIframeUrl: {
    zh_CN: '内嵌页面的微应用必须填写以 http 或 https 开头的页面地址',
    zh_HK: '內嵌頁面的微應用必須填寫以 http 或 https 開頭的頁面地址',
    en: 'An iframe micro-app needs a page address starting with http or https',
  },
  microFileMissing: {
    zh_CN: '微应用文件不存在：{path}',
    zh_HK: '微應用檔案不存在：{path}',
    en: 'No such micro-app file: {path}',
  },
} satisfies Record<string, Catalog>

/**
 * Messages the server sends in `msg` / `error_description`. The zh_CN texts of the spec are used
 * exactly; zh_HK and en are their equivalents. `{name}` placeholders are filled by `translate`.
 */
export const MESSAGES = {
  ...PLATFORM_MESSAGES,
  ...GOODS_MESSAGES,
  ...MEMBER_MESSAGES,
  ...CHATBI_MESSAGES,
  ...WORKFLOW_MESSAGES,
  ...PROMOTION_MESSAGES,
  ...PRICE_MESSAGES,
  ...DTP_MESSAGES,
  ...SMS_MARKETING_MESSAGES,
  ...SHOP_MESSAGES,
  ...SHOP_CARDS_MESSAGES,
  ...SHOP_ACTIVITY_MESSAGES,
  ...SHOP_ENGAGE_MESSAGES,
  ...SHOP_CONTENT_MESSAGES,
  ...WMS_MESSAGES,
  ...TMS_MESSAGES,
  ...SRM_MESSAGES,
  ...WLFW_MESSAGES,
  ...OMS_MESSAGES,
}

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
