import { useCallback, useEffect, useRef, useState } from 'react'
import { LIMITS } from '@store/contract'

/**
 * spec §5 click guard: after a click the button is disabled for `ms` (2000 by default), so that a double
 * click cannot send a form twice. Spread the result on an antd Button: `<Button {...useClickGuard(save)}>`.
 */
export function useClickGuard<A extends unknown[]>(
  onClick: (...args: A) => void,
  ms: number = LIMITS.clickGuardMs,
): { onClick: (...args: A) => void; disabled: boolean } {
  const [disabled, setDisabled] = useState(false)
  const guarded = useRef(false)
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(timer.current), [])

  const click = useCallback(
    (...args: A) => {
      // the ref, not the state: two clicks in one frame both see the state before the re-render
      if (guarded.current) return
      guarded.current = true
      setDisabled(true)
      timer.current = setTimeout(() => {
        guarded.current = false
        setDisabled(false)
      }, ms)
      onClick(...args)
    },
    [onClick, ms],
  )
  return { onClick: click, disabled }
}
