import type { ResourceDef } from '@store/contract'

export type SortOrder = 'ascend' | 'descend' | null

/** What ProTable hands its `request`: the pager and the search form's values. */
export interface TableParams {
  current?: number
  pageSize?: number
  [field: string]: unknown
}

/**
 * ProTable's pager, search form and column sorting as the resource's page query (contract.md
 * "Paging"): `current`/`size`, one parameter per searchable field, `ascs`/`descs` comma lists.
 */
export function pageQuery(
  def: ResourceDef,
  params: TableParams,
  sort: Record<string, SortOrder> = {},
): Record<string, unknown> {
  const query: Record<string, unknown> = { current: params.current ?? 1, size: params.pageSize ?? 10 }
  for (const [name, field] of Object.entries(def.fields)) {
    const value = typeof params[name] === 'string' ? (params[name] as string).trim() : params[name]
    if (field.search && value !== undefined && value !== null && value !== '') query[name] = value
  }
  const sorted = (order: SortOrder) =>
    Object.entries(sort)
      .filter(([name, o]) => o === order && def.fields[name]?.sort)
      .map(([name]) => name)
      .join(',')
  const ascs = sorted('ascend')
  const descs = sorted('descend')
  if (ascs) query.ascs = ascs
  if (descs) query.descs = descs
  return query
}
