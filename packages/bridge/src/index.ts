export {
  createBridge,
  type Bridge,
  type BridgeControl,
  type RealtimeListener,
  type StateListener,
} from './bridge'
export { hasButton, hiddenColumnsOf } from './permissions'
export type {
  ConfirmRequest,
  HostServices,
  Notice,
  NoticeType,
  TabRequest,
  TrackedOperation,
} from './services'
export type { SubAppReport } from '@store/contract'
export {
  DEFAULT_THEME,
  LOCALES,
  NO_MEMBER_CENTER,
  NO_PERMISSIONS,
  initialState,
  type BridgeMemberCenter,
  type BridgePermissions,
  type BridgeSession,
  type BridgeState,
  type BridgeTenant,
  type BridgeTheme,
  type BridgeUser,
  type Locale,
} from './state'
export { BRIDGE_VERSION, checkCompatibility, majorOf, type Compatibility } from './version'
