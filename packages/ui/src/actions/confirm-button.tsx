import { Button, Popconfirm } from 'antd'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { uiTexts } from '../messages'
import { useSubmit } from '../submit'

const selectLocale = (s: BridgeState) => s.locale

/** A link button that asks before it acts (what cannot be undone: ship, approve, cancel), then reports. */
export function ConfirmButton(props: {
  label: string
  question: string
  success: string
  danger?: boolean
  run(): Promise<unknown>
  done(): void
}) {
  const t = uiTexts(useBridgeState(selectLocale))
  const act = useSubmit<undefined, unknown>(() => props.run(), { success: props.success, done: props.done })
  return (
    <Popconfirm
      title={props.question}
      okText={t('ok')}
      cancelText={t('cancel')}
      onConfirm={() => act.submit()}
    >
      <Button type="link" danger={props.danger} loading={act.saving}>
        {props.label}
      </Button>
    </Popconfirm>
  )
}
