import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { workflowEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'

/** Picks a process by its name (the lists filter by its key); the processes are those the user may start. */
export function ProcessSelect({
  value,
  onChange,
}: {
  value?: string
  onChange(key: string | undefined): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const { data } = useLoaded(
    () => call(api, workflowEndpoints.processList, { query: { current: 1, size: 100 } }),
    [api],
  )
  const options = (data?.records ?? []).map((d) => ({ value: d.processKey, label: d.name }))
  return (
    <Select
      allowClear
      showSearch
      optionFilterProp="label"
      style={{ minWidth: 200 }}
      placeholder={t('nameFilter')}
      aria-label={t('nameFilter')}
      value={value}
      options={options}
      onChange={(v?: string) => onChange(v)}
      loading={!data}
    />
  )
}
