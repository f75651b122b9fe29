import { useState } from 'react'
import { Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { activityEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded } from '@store/ui'

/** An activity found by part of its code or name (the first 20 that match). */
export default function ActivityPicker({
  value,
  onChange,
}: {
  value: string | undefined
  onChange: (id: string) => void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [name, setName] = useState('')
  const { data } = useLoaded(
    () => call(api, activityEndpoints.page, { query: { size: 20, ...(name ? { name } : {}) } }),
    [api, name],
  )
  return (
    <Select
      showSearch
      aria-label={t('analysis_activity')}
      placeholder={t('analysis_activity')}
      style={{ width: 320 }}
      filterOption={false}
      onSearch={setName}
      loading={!data}
      value={value}
      onChange={onChange}
      notFoundContent={t('analysis_no_activity')}
      options={(data?.records ?? []).map((a) => ({ value: a.id, label: `${a.code} ${a.name}` }))}
    />
  )
}
