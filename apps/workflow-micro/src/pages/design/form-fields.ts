import type { FormField, FormFieldType, FormSchema } from '@store/contract'

/** One field of the bound form as the designer edits it: a select's choices as tags. */
export interface FieldRow {
  prop: string
  label: string
  type: FormFieldType
  required?: boolean
  /** each choice as its value, or `value=label` when the two differ */
  choices?: string[]
}

export const newField = (): FieldRow => ({ prop: '', label: '', type: 'input', required: false })

const choiceOf = (tag: string) => {
  const at = tag.indexOf('=')
  const [value, label] = at < 0 ? [tag, tag] : [tag.slice(0, at), tag.slice(at + 1)]
  return { value: value.trim(), label: label.trim() || value.trim() }
}

/** The rows as the form schema the server deploys; no fields, no form. */
export function toFormSchema(rows: FieldRow[] | undefined): FormSchema | undefined {
  if (!rows?.length) return undefined
  return {
    fields: rows.map((r): FormField => {
      const field: FormField = { prop: r.prop.trim(), label: r.label.trim(), type: r.type }
      if (r.required) field.required = true
      if (r.type === 'select') field.options = (r.choices ?? []).map(choiceOf)
      return field
    }),
  }
}

export function fromFormSchema(schema: FormSchema | null | undefined): FieldRow[] {
  return (schema?.fields ?? []).map((f) => ({
    prop: f.prop,
    label: f.label,
    type: f.type,
    required: f.required ?? false,
    ...(f.options && {
      choices: f.options.map((o) => (o.value === o.label ? o.value : `${o.value}=${o.label}`)),
    }),
  }))
}
