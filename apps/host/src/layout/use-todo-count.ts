import { useEffect, useRef, useState } from 'react'
import { useBridge } from '@store/bridge/react'
import { workflowEndpoints, type TodoCount, type WorkflowNotice } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'

/**
 * The signed-in user's open workflow tasks and the commission level of the most urgent (spec §3 todo
 * commission message): read when `enabled`, again whenever the window regains focus, and replaced by
 * the count each `workflowNotify` brings. Null until the server has answered.
 */
export function useTodoCount(enabled: boolean): TodoCount | null {
  const bridge = useBridge()
  const [todo, setTodo] = useState<TodoCount | null>(null)
  // each read or event takes a number: a read answers only if nothing newer came meanwhile
  const latest = useRef(0)

  useEffect(() => {
    if (!enabled) return
    const read = () => {
      const asked = ++latest.current
      call(hostApi, workflowEndpoints.todoCount).then(
        (count) => asked === latest.current && setTodo(count),
        // a grant withdrawn since the menus loaded: the badge stays away, without an error toast
        () => undefined,
      )
    }
    const stop = bridge.onRealtime('workflowNotify', (payload) => {
      const { num, commissionId, commissionLevel } = payload as WorkflowNotice
      if (typeof num !== 'number') return read()
      latest.current++
      setTodo({ num, commissionId, commissionLevel })
    })
    read()
    window.addEventListener('focus', read)
    return () => {
      latest.current++
      stop()
      window.removeEventListener('focus', read)
    }
  }, [bridge, enabled])

  return enabled ? todo : null
}
