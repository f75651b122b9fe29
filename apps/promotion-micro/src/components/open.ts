import { useBridge } from '@store/bridge/react'
import { useSubApp } from '@store/micro'

/** Opens a page of this sub-app (relative to its base route) or of another area (absolute) in a tab. */
export function useOpen(): (route: string, label?: string) => void {
  const { basename } = useSubApp()
  const { services } = useBridge()
  return (route, label) =>
    services.openTab({
      path: route.startsWith('/') ? route : `${basename}/${route}`,
      ...(label && { label }),
    })
}
