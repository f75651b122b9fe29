export { ApiError, ZH_CN_FALLBACKS, messageOf, type FallbackTexts } from './api-error'
export { call, type CallOptions } from './call'
export { WEB_CLIENT, createApi, createBridgeApi, type Api, type ClientOptions } from './client'
export {
  loadPermissions,
  passwordGrant,
  sessionFromToken,
  tokenGrant,
  type PasswordSignIn,
} from './session-api'
