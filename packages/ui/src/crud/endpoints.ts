import type { ResourceDef } from '@store/contract'
import type { Api } from '@store/request'

/**
 * Where a resource's calls live under its base path. The resource framework's names are the
 * defaults (contract.md "Paging and lists"); some spec §7 resources keep older names
 * (`codeKey/saveOrUpdate`, `exceltemplate/delete?id=`, `GET remove`).
 */
export interface CrudEndpoints {
  page: string
  submit: string
  remove: string
  removeMethod: 'GET' | 'POST'
  /** `ids`: a comma list (batch delete offered); `id`: one record a call */
  removeParam: 'ids' | 'id'
  /** the page call answers every matching row at once as a tree (`children`): no pager, no sorting */
  tree: boolean
}

export const DEFAULT_ENDPOINTS: CrudEndpoints = {
  page: 'page',
  submit: 'submit',
  remove: 'remove',
  removeMethod: 'POST',
  removeParam: 'ids',
  tree: false,
}

/** Removes the records, in one call, or one call each where the endpoint takes a single id. */
export async function removeRecords(
  api: Api,
  def: ResourceDef,
  endpoints: CrudEndpoints,
  ids: string[],
): Promise<void> {
  const url = `${def.basePath}/${endpoints.remove}`
  const call = (params: Record<string, string>) =>
    endpoints.removeMethod === 'GET' ? api.get(url, params) : api.post(url, undefined, { params })
  if (endpoints.removeParam === 'ids') await call({ ids: ids.join(',') })
  else for (const id of ids) await call({ id })
}
