import { Button } from 'antd'
import { useTranslation } from 'react-i18next'
import { tmsEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'

/** Asks the carrier for the shipment's new tracking events (nothing to undo: no confirmation). */
export function TrackButton(props: { id: string; done(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const act = useSubmit<undefined, unknown>(() => call(api, tmsEndpoints.track, { body: { id: props.id } }), {
    success: t('tracked'),
    done: props.done,
  })
  return (
    <Button type="link" loading={act.saving} onClick={() => void act.submit()}>
      {t('track')}
    </Button>
  )
}
