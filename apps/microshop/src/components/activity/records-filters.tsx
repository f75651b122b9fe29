import { Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import type { RecordFilters } from './use-records'

/** The records list's filters: which activity, which state (`statusLabel` reads a state's label). */
export function RecordsFilters<S extends string>(props: {
  filters: RecordFilters<S>
  statuses: readonly S[]
  statusLabel(s: S): string
}) {
  const { t } = useTranslation()
  const f = props.filters
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Select<string>
        allowClear
        showSearch
        optionFilterProp="label"
        placeholder={t('actAllActivities')}
        aria-label={t('actActivity')}
        style={{ width: 220 }}
        value={f.activityId}
        onChange={f.setActivityId}
        options={f.activityOptions}
      />
      <Select<S>
        allowClear
        placeholder={t('actPhase')}
        aria-label={t('actPhase')}
        style={{ width: 160 }}
        value={f.status}
        onChange={f.setStatus}
        options={props.statuses.map((s) => ({ value: s, label: props.statusLabel(s) }))}
      />
    </Space>
  )
}
