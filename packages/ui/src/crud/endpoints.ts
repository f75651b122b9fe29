import type { ResourceDef, ResourceEndpoints } from '@store/contract'
import type { Api } from '@store/request'

/** Removes the records, in one call, or one call each where the endpoint takes a single id. */
export async function removeRecords(
  api: Api,
  def: ResourceDef,
  endpoints: ResourceEndpoints,
  ids: string[],
): Promise<void> {
  const url = `${def.basePath}/${endpoints.remove}`
  const call = (params: Record<string, string>) =>
    endpoints.removeMethod === 'GET' ? api.get(url, params) : api.post(url, undefined, { params })
  if (endpoints.removeParam === 'ids') await call({ ids: ids.join(',') })
  else for (const id of ids) await call({ id })
}
