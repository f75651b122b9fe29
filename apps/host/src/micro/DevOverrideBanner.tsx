import { useSyncExternalStore } from 'react'
import { Alert, Button } from 'antd'
import { devOverrides } from './dev-overrides'
import { useMicroTexts } from './frames'

/**
 * Says, while this browser runs any sub-app from a development remote (its override list honoured),
 * which ones and from where; Clear empties the list and reloads the released builds.
 */
export function DevOverrideBanner({
  onCleared = () => window.location.reload(),
}: {
  onCleared?: () => void
}) {
  const t = useMicroTexts()
  const active = useSyncExternalStore(devOverrides.subscribe, devOverrides.active)
  const names = Object.keys(active)
  if (names.length === 0) return null
  const clear = () => {
    devOverrides.clear()
    onCleared()
  }
  return (
    <Alert
      banner
      type="warning"
      data-testid="micro-override-banner"
      message={`${t.overridden}${names.map((name) => `${name} → ${active[name]}`).join('; ')}`}
      action={
        <Button size="small" onClick={clear}>
          {t.clearOverrides}
        </Button>
      }
    />
  )
}
