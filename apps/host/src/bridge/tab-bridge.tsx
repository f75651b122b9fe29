import { useMemo, type ReactNode } from 'react'
import type { Bridge } from '@store/bridge'
import { BridgeProvider, useBridge } from '@store/bridge/react'
import { shellStore } from '../store/shell-store'
import { tabActions } from '../store/tabs-slice'

/** The page's bridge as one tab's page sees it: `setUnsaved` marks that tab. */
export function bridgeForTab(bridge: Bridge, value: string): Bridge {
  return {
    ...bridge,
    services: {
      ...bridge.services,
      setUnsaved(dirty) {
        shellStore.dispatch(tabActions.unsavedMarked({ value, dirty }))
      },
    },
  }
}

/** Gives a tab's page (a shell screen or a sub-app) the bridge bound to its tab. */
export function TabBridge({ value, children }: { value: string; children: ReactNode }) {
  const bridge = useBridge()
  const bound = useMemo(() => bridgeForTab(bridge, value), [bridge, value])
  return <BridgeProvider bridge={bound}>{children}</BridgeProvider>
}
