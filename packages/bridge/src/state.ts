import type { CardMode, PromotionWay, VirtualCoin } from '@store/contract'

/** What the host shares with every sub-app. Plain data only: it crosses qiankun sandboxes as props. */

export type Locale = 'zh_CN' | 'zh_HK' | 'en'
export const LOCALES: readonly Locale[] = ['zh_CN', 'zh_HK', 'en']

export interface BridgeSession {
  accessToken: string
  /** the SSO session the shell runs in (header `store-session-id`) */
  sessionId: string | null
  /** when the access token expires, epoch milliseconds */
  expiresAt: number
}

export interface BridgeUser {
  userId: string
  account: string
  userName: string
  realName: string
  avatar: string
  deptId: string
  roleIds: string[]
  roleNames: string[]
}

export interface BridgeTenant {
  tenantId: string
  tenantName: string
}

/** The signed-in user's grants (spec §7: menu/buttons, tabs, hovs, hide-columns). */
export interface BridgePermissions {
  buttons: string[]
  tabs: string[]
  hovs: string[]
  /** hidden column keys by menu code */
  hiddenColumns: Record<string, string[]>
}

export interface BridgeTheme {
  /** one of the spec §3 theme names */
  name: string
  /** the primary colour as #rrggbb */
  colorPrimary: string
}

/**
 * Since bridge 1.2: the tenant's member centre settings the shell loads at start-up (spec §7); each is
 * null until loaded, and stays null when its load failed.
 */
export interface BridgeMemberCenter {
  cardMode: CardMode | null
  virtualCoin: VirtualCoin | null
}

export interface BridgeState {
  session: BridgeSession | null
  user: BridgeUser | null
  tenant: BridgeTenant | null
  permissions: BridgePermissions
  /** the member brand chosen in the shell (spec §4 brand selection) */
  brandId: string | null
  theme: BridgeTheme
  locale: Locale
  memberCenter: BridgeMemberCenter
  /**
   * Since bridge 1.3: spec §3 "Promotion way"s of the tenant, loaded at start-up (spec §7) and cleared at
   * logout (spec §4); empty until loaded and when the load failed.
   */
  promotionWays: readonly PromotionWay[]
}

export const NO_PERMISSIONS: BridgePermissions = { buttons: [], tabs: [], hovs: [], hiddenColumns: {} }
export const NO_MEMBER_CENTER: BridgeMemberCenter = { cardMode: null, virtualCoin: null }
export const DEFAULT_THEME: BridgeTheme = { name: 'default', colorPrimary: '#409EFF' }

export function initialState(overrides: Partial<BridgeState> = {}): BridgeState {
  return {
    session: null,
    user: null,
    tenant: null,
    permissions: NO_PERMISSIONS,
    brandId: null,
    theme: DEFAULT_THEME,
    locale: 'zh_CN',
    memberCenter: NO_MEMBER_CENTER,
    promotionWays: [],
    ...overrides,
  }
}
