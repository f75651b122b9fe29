import { useEffect, useState } from 'react'

export interface Loaded<T> {
  data: T | undefined
  error: string | null
}

/** What `load` answers, loaded again when `deps` (what the load depends on) change; a failure is kept as its message. */
export function useLoaded<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: undefined, error: null })
  useEffect(() => {
    let live = true
    load().then(
      (data) => live && setState({ data, error: null }),
      (e: unknown) =>
        live && setState({ data: undefined, error: e instanceof Error ? e.message : String(e) }),
    )
    return () => {
      live = false
    }
  }, deps)
  return state
}
