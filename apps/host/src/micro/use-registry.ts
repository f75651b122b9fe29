import { useEffect, useRef, useState } from 'react'
import type { BridgeState } from '@store/bridge'
import { useBridge, useBridgeState } from '@store/bridge/react'
import { createBridgeApi, type Api } from '@store/request'
import { withOverrides } from './dev-overrides'
import { fetchRegistry, type MicroAppEntry } from './registry'

export type RegistryState =
  | { status: 'loading' }
  | { status: 'ready'; entries: MicroAppEntry[] }
  | { status: 'failed'; message: string }

/**
 * How old a registry read may be when a tab opens: a release made current or a tenant pinned to another
 * version reaches the next tab the user opens, with no reload (issue 22 item 5), while the shell and the
 * tabs opened at one go share one read.
 */
export const REGISTRY_FRESH_MS = 10_000

let last: { token: string; at: number; read: Promise<MicroAppEntry[]> } | null = null
const selectToken = (s: BridgeState) => s.session?.accessToken ?? null

function freshRead(api: Api, token: string): Promise<MicroAppEntry[]> {
  if (last?.token === token && performance.now() - last.at < REGISTRY_FRESH_MS) return last.read
  const read = fetchRegistry(api).then((entries) => withOverrides(api, entries))
  const current = { token, at: performance.now(), read }
  last = current
  read.catch(() => {
    if (last === current) last = null
  })
  return read
}

/**
 * The registry of the signed-in user's tenant, read after login and again, when older than
 * REGISTRY_FRESH_MS, by each tab that opens. A tab keeps the version it opened with: shown again from
 * the background (its effects run again) it does not read, so nothing the user typed is remounted away.
 */
export function useMicroRegistry(): RegistryState {
  const bridge = useBridge()
  const token = useBridgeState(selectToken)
  const [state, setState] = useState<RegistryState>({ status: 'loading' })
  const mine = useRef<{ token: string; read: Promise<MicroAppEntry[]> } | null>(null)
  useEffect(() => {
    if (!token) return
    if (mine.current?.token !== token)
      mine.current = { token, read: freshRead(createBridgeApi(bridge), token) }
    const { read } = mine.current
    let live = true
    read.then(
      (entries) => live && setState({ status: 'ready', entries }),
      (error: Error) => {
        if (mine.current?.read === read) mine.current = null
        if (live) setState({ status: 'failed', message: error.message })
      },
    )
    return () => {
      live = false
    }
  }, [bridge, token])
  return state
}
