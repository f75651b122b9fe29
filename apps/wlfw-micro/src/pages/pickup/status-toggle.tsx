import { useTranslation } from 'react-i18next'
import { endpointsOf, wlfwPickupPointResource as def } from '@store/contract'
import { useApi } from '@store/micro'
import { ConfirmButton, type CrudRecord } from '@store/ui'
import { plain } from '../../components/plain'

/** The record as the submit call takes it: its id and the resource's own fields. */
const submitted = (record: CrudRecord) =>
  Object.fromEntries(['id', ...Object.keys(def.fields)].map((k) => [k, record[k]]))

/** Enables a disabled pickup point or disables an enabled one, after asking. */
export function StatusToggle(props: { record: CrudRecord; reload(): Promise<void> }) {
  const { t } = useTranslation()
  const api = useApi()
  const on = props.record.status === 1
  return (
    <ConfirmButton
      label={t(on ? 'disable' : 'enable')}
      question={t(on ? 'disableQuestion' : 'enableQuestion', { name: String(props.record.name), ...plain })}
      success={t(on ? 'disabled' : 'enabled')}
      danger={on}
      run={() =>
        api.post(`${def.basePath}/${endpointsOf(def).submit}`, {
          ...submitted(props.record),
          status: on ? 0 : 1,
        })
      }
      done={() => void props.reload()}
    />
  )
}
