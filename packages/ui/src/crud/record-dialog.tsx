import { useState, type ReactNode } from 'react'
import { Alert } from 'antd'
import { ModalForm } from '@ant-design/pro-components'
import type { Locale, ResourceDef } from '@store/contract'
import type { Translate } from '../messages'
import type { CrudRecord } from './columns'
import type { DictItem } from '@store/contract'
import { RecordFields, defaultsOf } from './record-fields'

export type DialogState<R extends CrudRecord> = { mode: 'add' } | { mode: 'edit' | 'view'; record: R } | null

interface RecordDialogProps<R extends CrudRecord> {
  def: ResourceDef
  state: DialogState<R>
  locale: Locale
  t: Translate
  dictionaries: Record<string, DictItem[]>
  /** inputs replacing the plain one of their field, or added after the fields */
  fieldInputs?: Partial<Record<string, ReactNode>>
  onClose(): void
  /** saves the form's values (with the record's id when editing); rejects with a message to show */
  onSubmit(values: Record<string, unknown>): Promise<void>
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** Add, edit or view one record in a dialog; the server's refusal is shown in the dialog, which stays open. */
export function RecordDialog<R extends CrudRecord>({
  def,
  state,
  locale,
  t,
  dictionaries,
  fieldInputs,
  onClose,
  onSubmit,
}: RecordDialogProps<R>) {
  const [error, setError] = useState<string | null>(null)
  const resource = def.label[locale]
  const title = state && t(`${state.mode}Title`, { resource })
  const readonly = state?.mode === 'view'
  return (
    <ModalForm
      key={state && state.mode !== 'add' ? `${state.mode}-${state.record.id}` : 'add'}
      // its own field ids, apart from the search form's inputs of the same names
      name={`${def.name}-record`}
      open={state !== null}
      title={title}
      readonly={readonly}
      submitter={readonly ? false : undefined}
      initialValues={state && state.mode !== 'add' ? state.record : defaultsOf(def)}
      modalProps={{ destroyOnHidden: true, onCancel: onClose, afterClose: () => setError(null) }}
      onOpenChange={(open) => !open && onClose()}
      onFinish={async (values) => {
        setError(null)
        try {
          await onSubmit(state && state.mode === 'edit' ? { ...values, id: state.record.id } : values)
          return true
        } catch (e) {
          setError(errorText(e))
          return false
        }
      }}
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <RecordFields def={def} locale={locale} t={t} dictionaries={dictionaries} inputs={fieldInputs} />
    </ModalForm>
  )
}
