import { type ReactNode, useEffect } from 'react'
import { Form, type FormInstance, Modal } from 'antd'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { uiTexts } from '../messages'
import { useSubmit } from '../submit'

const selectLocale = (s: BridgeState) => s.locale

export interface FormDialogProps<V> {
  open: boolean
  title: ReactNode
  /** what OK sends: a call of the area's API with the form's values */
  send(values: V): Promise<unknown>
  /** the notice after a save that succeeded */
  success: string
  onClose(): void
  /** after a save that succeeded (the dialog is closed by then): the page loads again */
  onDone(): void
  children: ReactNode
  width?: number
  initialValues?: Partial<V>
  /** the caller's form, when it reads or sets fields while the dialog is open */
  form?: FormInstance<V>
  /** OK in red: the save cannot be undone */
  danger?: boolean
}

/**
 * A dialog around one form: emptied each time it opens, OK submits it, a save that succeeds closes it
 * and tells the page; one that fails keeps it open with the server's message (`useSubmit`).
 */
export function FormDialog<V>({ form: given, ...props }: FormDialogProps<V>) {
  const t = uiTexts(useBridgeState(selectLocale))
  const [own] = Form.useForm<V>()
  const form = given ?? own
  const { open, onClose, onDone } = props
  useEffect(() => {
    if (open) form.resetFields()
  }, [open, form])
  const save = useSubmit(props.send, {
    success: props.success,
    done: () => {
      onClose()
      onDone()
    },
  })
  return (
    <Modal
      open={open}
      width={props.width}
      title={props.title}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.saving, danger: props.danger }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={props.initialValues}
        onFinish={(values) => void save.submit(values)}
      >
        {props.children}
      </Form>
    </Modal>
  )
}
