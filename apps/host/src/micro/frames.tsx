import { Button, Spin } from 'antd'
import { useBridgeState } from '@store/bridge/react'
import type { BridgeState } from '@store/bridge'
import { MICRO_TEXTS } from './messages'
import { Outcome } from '@store/ui/loading'

const selectLocale = (s: BridgeState) => s.locale
export const useMicroTexts = () => MICRO_TEXTS[useBridgeState(selectLocale)]

export function Loading() {
  const t = useMicroTexts()
  return (
    <div className="sd-micro-loading" role="status">
      <Spin tip={t.loading}>
        <div style={{ minHeight: 120 }} />
      </Spin>
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
