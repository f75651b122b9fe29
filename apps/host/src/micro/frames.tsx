import { useEffect, useState } from 'react'
import { Alert, Button, Spin } from 'antd'
import { useBridgeState } from '@store/bridge/react'
import type { BridgeState } from '@store/bridge'
import { MICRO_TEXTS } from './messages'
import { Outcome } from '@store/ui/loading'

const selectLocale = (s: BridgeState) => s.locale
export const useMicroTexts = () => MICRO_TEXTS[useBridgeState(selectLocale)]

/** How long a sub-app may take to load before its tab says it is slow (issue 22 failure drills). */
export const SLOW_LOAD_MS = 10_000

/** True once `ms` have passed since the component mounted. */
function useElapsed(ms: number): boolean {
  const [elapsed, setElapsed] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setElapsed(true), ms)
    return () => clearTimeout(timer)
  }, [ms])
  return elapsed
}

/** A sub-app on its way; past SLOW_LOAD_MS it says so and offers a retry (the shell stays usable meanwhile). */
export function Loading({ onRetry }: { onRetry?: () => void }) {
  const t = useMicroTexts()
  const slow = useElapsed(SLOW_LOAD_MS)
  return (
    <div className="sd-micro-loading" role="status">
      <Spin tip={t.loading}>
        <div style={{ minHeight: 120 }} />
      </Spin>
      {slow && (
        <Alert
          data-testid="micro-slow"
          type="warning"
          showIcon
          message={t.slow}
          action={
            onRetry && (
              <Button size="small" onClick={onRetry}>
                {t.retry}
              </Button>
            )
          }
        />
      )}
    </div>
  )
}

/** A sub-app that could not load or threw: the reason and a retry, inside its own tab. */
export function Failed({ name, message, onRetry }: { name: string; message: string; onRetry: () => void }) {
  const t = useMicroTexts()
  return (
    <div data-testid="micro-failed">
      <Outcome
        status="error"
        title={t.failed}
        subTitle={`${name}: ${message}`}
        extra={
          <Button type="primary" onClick={onRetry}>
            {t.retry}
          </Button>
        }
      />
    </div>
  )
}

export function NotAvailable() {
  const t = useMicroTexts()
  return (
    <div data-testid="micro-unavailable">
      <Outcome status="info" title={t.notAvailable} subTitle={t.notAvailableDetail} />
    </div>
  )
}

export function Incompatible({ subApp, host }: { subApp: number; host: number }) {
  const t = useMicroTexts()
  return (
    <div data-testid="micro-incompatible">
      <Outcome status="warning" title={t.failed} subTitle={t.incompatible(subApp, host)} />
    </div>
  )
}
