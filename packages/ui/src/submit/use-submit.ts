import { useRef, useState } from 'react'
import { useBridge } from '@store/bridge/react'

export interface SubmitOptions<I, R> {
  /** the success notice, or how to word it from the answer and what was sent */
  success: string | ((answer: R, input: I) => string)
  /** after the success notice: close the dialog, load again… */
  done?(answer: R, input: I): void | Promise<void>
}

export interface Submit<I> {
  /** true while a save is under way (the OK button's loading state) */
  saving: boolean
  /** sends `input` (nothing for a send without one), then tells the outcome in the host's notices; never rejects */
  submit(...input: undefined extends I ? [input?: I] : [input: I]): Promise<void>
}

/**
 * A dialog's save: `send` runs with the saving flag up, then a success notice and `done`, or an error
 * notice with the server's message (the dialog stays open for another try). A second submit while one
 * is under way sends nothing: a double click saves once.
 */
export function useSubmit<I, R>(
  send: (input: I) => Promise<R>,
  { success, done }: SubmitOptions<NoInfer<I>, NoInfer<R>>,
): Submit<I> {
  const bridge = useBridge()
  const [saving, setSaving] = useState(false)
  const busy = useRef(false)

  const submit: Submit<I>['submit'] = async (...given) => {
    if (busy.current) return
    const input = given[0] as I
    busy.current = true
    setSaving(true)
    try {
      const answer = await send(input)
      bridge.services.notify({
        type: 'success',
        message: typeof success === 'string' ? success : success(answer, input),
      })
      await done?.(answer, input)
    } catch (e) {
      bridge.services.notify({ type: 'error', message: e instanceof Error ? e.message : String(e) })
    } finally {
      busy.current = false
      setSaving(false)
    }
  }
  return { saving, submit }
}
