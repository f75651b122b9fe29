import { useCallback, useEffect, useRef, useState } from 'react'

export interface Loaded<T> {
  data: T | undefined
  error: string | null
  /** Loads again (after a change the screen made); resolves once the new answer is shown. */
  reload(): Promise<void>
}

/**
 * What `load` answers, loaded again when `deps` (what the load depends on) change; a failure is kept
 * as its message. Only the latest load's answer is shown: an earlier one that arrives late is dropped.
 */
export function useLoaded<T>(load: () => Promise<T>, deps: readonly unknown[]): Loaded<T> {
  const [state, setState] = useState<Omit<Loaded<T>, 'reload'>>({ data: undefined, error: null })
  const latest = useRef(0)
  const reload = useCallback(async () => {
    const run = ++latest.current
    try {
      const data = await load()
      if (run === latest.current) setState({ data, error: null })
    } catch (e) {
      if (run === latest.current)
        setState({ data: undefined, error: e instanceof Error ? e.message : String(e) })
    }
  }, deps)
  useEffect(() => {
    void reload()
    return () => {
      latest.current++
    }
  }, [reload])
  return { ...state, reload }
}
