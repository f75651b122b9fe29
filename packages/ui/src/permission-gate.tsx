import type { ReactNode } from 'react'
import { useButton } from '@store/bridge/react'

export interface PermissionGateProps {
  /** the button permission code (menu category 2), e.g. `demo_add` */
  code: string
  children: ReactNode
  /** shown instead when the user lacks the code; nothing by default */
  fallback?: ReactNode
}

/** Renders its children only for users granted the button code; follows grant changes. */
export function PermissionGate({ code, children, fallback = null }: PermissionGateProps) {
  return <>{useButton(code) ? children : fallback}</>
}
