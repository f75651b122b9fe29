import { useEffect, useState, type ReactNode } from 'react'
import { Spin } from 'antd'
import { Navigate } from 'react-router-dom'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { startShell } from '../bridge/start'
import { useShellSelector } from '../store'

const hasUser = (s: BridgeState) => Boolean(s.user?.userId)
let starting: Promise<boolean> | null = null

/** spec §2/§4: the body appears once the user (with an id) is loaded; a locked session shows /lock. */
export function SessionGate({ children }: { children: ReactNode }) {
  const ready = useBridgeState(hasUser)
  const locked = useShellSelector((s) => s.layout.lock.locked)
  const [, setLeaving] = useState(false)
  useEffect(() => {
    starting ??= startShell()
    void starting.then((ok) => setLeaving(!ok))
  }, [])
  if (locked) return <Navigate to="/lock" replace />
  if (!ready) return <Spin fullscreen />
  return children
}
