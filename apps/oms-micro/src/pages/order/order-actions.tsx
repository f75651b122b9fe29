import { useState } from 'react'
import { Button, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { omsEndpoints, type OmsOrder } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { ConfirmButton } from '@store/ui'
import { ReasonDialog } from './reason-dialog'
import { SplitDialog } from './split-dialog'

/** The steps an order may take from where it is, each confirmed before it is sent. */
export function OrderActions({ order: o, done }: { order: OmsOrder; done(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [dialog, setDialog] = useState<'hold' | 'cancel' | 'split'>()
  const body = { body: { id: o.id } }
  const step = (label: string, question: string, success: string, run: () => Promise<unknown>) => (
    <ConfirmButton key={label} label={label} question={question} success={success} run={run} done={done} />
  )
  const ended = ['shipped', 'completed', 'cancelled'].includes(o.status)
  return (
    <Space size={0} wrap>
      {o.status === 'new' &&
        step(t('route'), t('routeConfirm', { code: o.code }), t('routed'), () =>
          call(api, omsEndpoints.orderRoute, body),
        )}
      {(o.status === 'held' || o.status === 'routed') &&
        step(t('release'), t('releaseConfirm', { code: o.code }), t('released'), () =>
          call(api, omsEndpoints.orderRelease, body),
        )}
      {o.status === 'released' &&
        step(
          t('allocate'),
          t('allocateConfirm', { code: o.code, warehouse: o.warehouseName ?? '' }),
          t('allocated'),
          () => call(api, omsEndpoints.orderAllocate, body),
        )}
      {o.status === 'shipped' &&
        step(t('complete'), t('completeConfirm', { code: o.code }), t('completed'), () =>
          call(api, omsEndpoints.orderComplete, body),
        )}
      {(o.status === 'new' || o.status === 'routed') && (
        <Button type="link" onClick={() => setDialog('hold')}>
          {t('hold')}
        </Button>
      )}
      {(o.status === 'new' || o.status === 'routed') && (
        <Button type="link" onClick={() => setDialog('split')}>
          {t('split')}
        </Button>
      )}
      {!ended && (
        <Button type="link" danger onClick={() => setDialog('cancel')}>
          {t('cancelOrder')}
        </Button>
      )}
      <ReasonDialog
        open={dialog === 'hold' || dialog === 'cancel'}
        title={t(dialog === 'cancel' ? 'cancelTitle' : 'holdTitle', { code: o.code })}
        success={t(dialog === 'cancel' ? 'cancelled' : 'held')}
        danger={dialog === 'cancel'}
        run={(reason) =>
          call(api, dialog === 'cancel' ? omsEndpoints.orderCancel : omsEndpoints.orderHold, {
            body: { id: o.id, reason },
          })
        }
        onClose={() => setDialog(undefined)}
        onDone={done}
      />
      <SplitDialog
        order={dialog === 'split' ? o : undefined}
        onClose={() => setDialog(undefined)}
        onDone={done}
      />
    </Space>
  )
}
