import { useEffect, useState } from 'react'
import type { BridgeState } from '@store/bridge'
import { useBridge, useBridgeState } from '@store/bridge/react'
import { createBridgeApi } from '@store/request'
import { fetchRegistry, type MicroAppEntry } from './registry'

export type RegistryState =
  | { status: 'loading' }
  | { status: 'ready'; entries: MicroAppEntry[] }
  | { status: 'failed'; message: string }

/** One registry read per session: a gray-release change reaches the user at the next sign-in or reload. */
const reads = new Map<string, Promise<MicroAppEntry[]>>()
const selectToken = (s: BridgeState) => s.session?.accessToken ?? null

/** The registry of the signed-in user's tenant, read after login. */
export function useMicroRegistry(): RegistryState {
  const bridge = useBridge()
  const token = useBridgeState(selectToken)
  const [state, setState] = useState<RegistryState>({ status: 'loading' })
  useEffect(() => {
    if (!token) return
    let read = reads.get(token)
    if (!read) {
      read = fetchRegistry(createBridgeApi(bridge))
      read.catch(() => reads.delete(token))
      reads.clear()
      reads.set(token, read)
    }
    let live = true
    read.then(
      (entries) => live && setState({ status: 'ready', entries }),
      (error: Error) => live && setState({ status: 'failed', message: error.message }),
    )
    return () => {
      live = false
    }
  }, [bridge, token])
  return state
}
