import type { ResourceDef } from '@store/contract'
import { badRequest } from '../../core/errors'

const NUMERIC = new Set(['int', 'bool', 'id'])

/**
 * An export's filters are its resource's searchable fields, typed as the page call types them: an
 * unknown or ill-typed filter is refused, never ignored and never put into SQL.
 */
export function exportFilters(
  def: ResourceDef,
  params: Record<string, string | number>,
): Record<string, string | number> {
  const filters: Record<string, string | number> = {}
  for (const [name, value] of Object.entries(params)) {
    const field = def.fields[name]
    if (!field?.search) throw badRequest('exportFilterInvalid', { field: name })
    if (value === '') continue
    const exactNumber = field.search === 'eq' && NUMERIC.has(field.type)
    if (exactNumber && !/^-?\d{1,19}$/.test(String(value)))
      throw badRequest('exportFilterInvalid', { field: name })
    filters[name] = value
  }
  return filters
}
