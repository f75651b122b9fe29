import type { FormSchema } from '@store/contract'
import { ModelError } from './designer'

/**
 * What the contract's schema cannot say about a definition's form: each field's name is used once
 * (the form data is keyed by it) and a select offers at least one choice, each value once.
 */
export function checkFormSchema(schema: FormSchema): void {
  const seen = new Set<string>()
  for (const field of schema.fields) {
    if (seen.has(field.prop)) throw new ModelError(`form field ${field.prop} is declared twice`)
    seen.add(field.prop)
    if (field.type !== 'select') continue
    const values = (field.options ?? []).map((o) => o.value)
    if (values.length === 0) throw new ModelError(`form field ${field.prop} is a select without choices`)
    if (new Set(values).size !== values.length) {
      throw new ModelError(`form field ${field.prop} offers a choice twice`)
    }
  }
}
