import { Descriptions, Empty } from 'antd'
import { useTranslation } from 'react-i18next'
import type { FormSchema } from '@store/contract'
import { useFormTexts } from '../../components/common'

const text = (value: unknown) =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value)

/** A form's values, read-only: labelled by the definition's form (a select's value by its option). */
export function FormValues({
  processKey,
  schema,
  values,
}: {
  processKey: string
  schema: FormSchema | null
  values: Record<string, unknown>
}) {
  const { t } = useTranslation()
  const texts = useFormTexts(processKey)
  const fields =
    schema?.fields ?? Object.keys(values).map((prop) => ({ prop, label: prop, options: undefined }))
  const optionLabel = (
    prop: string,
    options: { label: string; value: string }[] | undefined,
    value: unknown,
  ) => {
    const o = options?.find((x) => x.value === value)
    return o && texts.option(prop, o.value, o.label)
  }
  if (fields.length === 0) return <Empty description={t('detail_noForm')} />
  return (
    <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
      {fields.map((f) => (
        <Descriptions.Item key={f.prop} label={texts.label(f.prop, f.label)}>
          {optionLabel(f.prop, f.options, values[f.prop]) ?? text(values[f.prop])}
        </Descriptions.Item>
      ))}
    </Descriptions>
  )
}
