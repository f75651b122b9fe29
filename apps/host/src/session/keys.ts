// Importing nothing: the shell's gate reads the session from these keys before anything of the shell loads.

/** Every host key in localStorage starts with this, so that sub-apps and other sites never collide. */
export const STORAGE_PREFIX = 'store-'

/** The persisted names of spec §3 "Session state" (isLoading is never persisted). */
export type SessionStateName =
  | 'tenantId'
  | 'userInfo'
  | 'roles'
  | 'token'
  | 'refreshToken'
  | 'isLogin'
  | 'menu'
  | 'topMenu'
  | 'permission'
  | 'hideColumns'
  | 'printplans'
  | 'brand_id'
  | 'tabPermission'
  | 'HOVPermission'
  | 'appList'
  | 'favoriteMenuList'
  | 'latelyList'
  | 'personalLoginPage'
  | 'storeSessionId'
  | 'tokenExpiresIn'
  | 'shortKeys'
  | 'tags'
  | 'lock'
  | 'promotionWays'

export const storageKey = (name: SessionStateName): string => `${STORAGE_PREFIX}${name}`
