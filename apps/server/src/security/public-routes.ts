/**
 * The documented routes that take no session, and why: the isolation matrix expects no 401 from
 * them, only that they never fail (5xx), never show tenant B's marked data and never write B's rows.
 */
export const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/blade-system/tenant/info': 'the login page looks its tenant up by domain before anyone signs in',
  'GET /api/blade-system/tenant/detailByTenantId': 'the login page shows the typed tenant’s name and look',
  'POST /api/blade-auth/oauth/token': 'signing in: the client is checked by Basic credentials instead',
  'GET /api/blade-auth/oauth/captcha': 'the login page fetches a captcha before signing in',
  'GET /api/store-sso-server/blade/current-login-token': 'SSO: proven by the central session cookie',
  'GET /api/store-sso-server/blade/getToken': 'SSO: proven by the central session cookie',
  'GET /api/store-sso-server/blade/refreshToken': 'SSO: proven by the central session cookie',
  'GET /api/store-sso-server/blade/logout': 'SSO: ends the central session its cookie names',
  'GET /api/store-wx/weixin/op/info': 'WeChat login page: the public app id of the tenant',
  'GET /api/store-qywx/weixin/cp/info': 'enterprise WeChat login page: the public corp id of the tenant',
  'GET /api/store-crm/base-info/getEntryMode': 'the login page asks which sign-in modes are on',
  'GET /api/store-wx/weixin/op/qr-config': 'WeChat QR login configuration shown before signing in',
  'GET /api/store-qywx/weixin/cp/qr-config':
    'enterprise WeChat QR login configuration shown before signing in',
  'POST /api/blade-resource/sendSms/getSmsToken': 'SMS login: a send token before signing in',
  'POST /api/blade-resource/sendSms/getSmsCode': 'SMS login: sends a code before signing in',
  'POST /api/blade-user/assets/sendValidCodeToMobile': 'password reset: sends a code to a signed-out user',
  'POST /api/blade-resource/sendSms/checkSmsCode': 'SMS login: checks a code before signing in',
  'POST /api/blade-auth/oauth/modify-password': 'a signed-out user changes an expired or initial password',
  'POST /api/blade-user/resetPwd': 'password reset by SMS code, signed out',
  'POST /api/store-sms/webhook/receipt':
    'an SMS gateway reports delivery, proven by the company’s signed token',
  'POST /api/store-sms/webhook/reply':
    'an SMS gateway forwards a reply (opt-out), proven by the company’s signed token',
  'POST /api/store-tms/webhook':
    'a carrier pushes a tracking event, proven by the HMAC of the body with the carrier’s secret',
  'GET /api/store-sms/unsubscribe':
    'a message’s opt-out link, opened by its recipient, proven by its signed token',
  'POST /api/blade-auth/oauth/mfa/enrol': 'MFA enrolment during a sign-in, proven by its sign-in ticket',
}
