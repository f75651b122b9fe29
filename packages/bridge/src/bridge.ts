import type { HostServices } from './services'
import { initialState, type BridgeMemberCenter, type BridgeState } from './state'
import { BRIDGE_VERSION } from './version'

export type StateListener = (state: BridgeState, previous: BridgeState) => void
export type RealtimeListener = (payload: unknown) => void

/** What a sub-app holds: read the shared state, follow it, call the host, hear realtime events. */
export interface Bridge {
  readonly version: string
  getState(): BridgeState
  subscribe(listener: StateListener): () => void
  /** call `listener` when the selected value changes (by `equals`, default Object.is) */
  select<T>(
    selector: (state: BridgeState) => T,
    listener: (value: T, previous: T) => void,
    equals?: (a: T, b: T) => boolean,
  ): () => void
  /** the member brand, which a sub-app may change (spec §4 brand chooser) */
  setBrand(brandId: string | null): void
  /**
   * Since bridge 1.2: a member centre screen saved a setting the shell loaded at start-up; every app
   * sees the saved value at once. Absent in an older host, so callers test for it.
   */
  setMemberCenter?(patch: Partial<BridgeMemberCenter>): void
  /** listen to a realtime event (spec §7 socket events) forwarded by the host; returns the unsubscribe */
  onRealtime(event: string, listener: RealtimeListener): () => void
  readonly services: HostServices
}

/** What only the host holds: write the state and forward realtime events. */
export interface BridgeControl {
  setState(patch: Partial<BridgeState> | ((state: BridgeState) => Partial<BridgeState>)): void
  emitRealtime(event: string, payload: unknown): void
}

/**
 * The one bridge of a page. The host creates it and hands `bridge` to every sub-app (as a prop for
 * federated sub-apps and as a mount prop for qiankun ones); it keeps `control` to itself.
 */
export function createBridge(
  services: HostServices,
  state: Partial<BridgeState> = {},
): { bridge: Bridge; control: BridgeControl } {
  let current = initialState(state)
  const listeners = new Set<StateListener>()
  const realtime = new Map<string, Set<RealtimeListener>>()

  const setState: BridgeControl['setState'] = (patch) => {
    const previous = current
    const changes = typeof patch === 'function' ? patch(previous) : patch
    current = Object.freeze({ ...previous, ...changes })
    for (const listener of [...listeners]) listener(current, previous)
  }

  const subscribe = (listener: StateListener) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }

  const bridge: Bridge = {
    version: BRIDGE_VERSION,
    getState: () => current,
    subscribe,
    select(selector, listener, equals = Object.is) {
      let selected = selector(current)
      return subscribe((state) => {
        const next = selector(state)
        if (equals(next, selected)) return
        const previous = selected
        selected = next
        listener(next, previous)
      })
    },
    setBrand: (brandId) => setState({ brandId }),
    setMemberCenter: (patch) => setState((s) => ({ memberCenter: { ...s.memberCenter, ...patch } })),
    onRealtime(event, listener) {
      const set = realtime.get(event) ?? new Set()
      realtime.set(event, set.add(listener))
      return () => void set.delete(listener)
    },
    services,
  }

  const emitRealtime = (event: string, payload: unknown) => {
    for (const listener of [...(realtime.get(event) ?? [])]) listener(payload)
  }

  current = Object.freeze(current)
  return { bridge, control: { setState, emitRealtime } }
}
