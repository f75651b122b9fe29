import { useBridge } from '@store/bridge/react'

/** Opens another area's page (an absolute shell path) in a tab. */
export function useOpenTab(): (path: string) => void {
  const { services } = useBridge()
  return (path) => services.openTab({ path })
}
