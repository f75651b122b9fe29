import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@store/ui'

/** Asks why (holding or cancelling an order) before it acts: the reason goes on the timeline. */
export function ReasonDialog(props: {
  open: boolean
  title: string
  success: string
  danger?: boolean
  run(reason: string): Promise<unknown>
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  return (
    <FormDialog<{ reason: string }>
      open={props.open}
      title={props.title}
      danger={props.danger}
      send={(v) => props.run(v.reason.trim())}
      success={props.success}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item
        name="reason"
        label={t('reason')}
        rules={[{ required: true, whitespace: true, message: t('required', { field: t('reason') }) }]}
      >
        <Input maxLength={64} />
      </Form.Item>
    </FormDialog>
  )
}
