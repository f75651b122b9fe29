import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { Bridge } from './bridge'
import { hasButton } from './permissions'
import type { BridgeState } from './state'

const BridgeContext = createContext<Bridge | null>(null)

export function BridgeProvider({ bridge, children }: { bridge: Bridge; children: ReactNode }) {
  return <BridgeContext.Provider value={bridge}>{children}</BridgeContext.Provider>
}

export function useBridge(): Bridge {
  const bridge = useContext(BridgeContext)
  if (!bridge) throw new Error('useBridge: no <BridgeProvider> above this component')
  return bridge
}

/** A slice of the shared state; the component re-renders when that slice changes. */
export function useBridgeState<T>(selector: (state: BridgeState) => T): T {
  const bridge = useBridge()
  const read = useCallback(() => selector(bridge.getState()), [bridge, selector])
  return useSyncExternalStore(bridge.subscribe, read, read)
}

const selectButtons = (state: BridgeState) => state.permissions.buttons

/** Whether the user holds a button permission code; follows grant changes. */
export function useButton(code: string): boolean {
  useBridgeState(selectButtons)
  return hasButton(useBridge().getState(), code)
}

/**
 * Tells the host whether this page holds unsaved edits; closing its tab then asks first (spec §4).
 * Each change is reported. An effect's clean-up does not clear the mark: a kept-alive tab that is
 * hidden runs its clean-ups, and its edits are still there. The host drops the mark with the tab.
 * In a host older than bridge 1.1 this does nothing.
 */
export function useUnsavedEdits(dirty: boolean): void {
  const { services } = useBridge()
  useEffect(() => {
    services.setUnsaved?.(dirty)
  }, [services, dirty])
}
