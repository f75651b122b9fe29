import type { BridgeState } from './state'

/** Whether the user holds a button permission code (menu category 2 in spec §3). */
export const hasButton = (state: BridgeState, code: string): boolean =>
  state.permissions.buttons.includes(code)

const NONE_HIDDEN: readonly string[] = []

/**
 * The columns hidden for the user on a menu's table (menu/hide-columns). The same array until the
 * grants change, so it can be a `useBridgeState` selector.
 */
export const hiddenColumnsOf = (state: BridgeState, menuCode: string): readonly string[] =>
  state.permissions.hiddenColumns[menuCode] ?? NONE_HIDDEN
