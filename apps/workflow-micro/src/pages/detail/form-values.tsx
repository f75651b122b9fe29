import { Descriptions, Empty } from 'antd'
import { useTranslation } from 'react-i18next'
import type { FormSchema } from '@store/contract'

const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/** A form's values, read-only: labelled by the definition's form (a select's value by its option). */
export function FormValues({
  schema,
  values,
}: {
  schema: FormSchema | null
  values: Record<string, unknown>
}) {
  const { t } = useTranslation()
  const fields =
    schema?.fields ?? Object.keys(values).map((prop) => ({ prop, label: prop, options: undefined }))
  if (fields.length === 0) return <Empty description={t('detail_noForm')} />
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
      {fields.map((f) => (
        <Descriptions.Item key={f.prop} label={f.label}>
          {f.options?.find((o) => o.value === values[f.prop])?.label ?? text(values[f.prop])}
        </Descriptions.Item>
      ))}
    </Descriptions>
  )
}
