import { useButton } from '@store/bridge/react'
import { permissionCodes, retailShopResource, type ResourceDef } from '@store/contract'
import type { Api } from '@store/request'
import { useChoices, type Choice } from './choices'

/** A record as a resource's `list` answers it: its id and its fields. */
export type ResourceRow = { id: string } & Record<string, unknown>

/** Makes a row a choice named by one of its fields (its id where the field is empty). */
export const namedBy =
  (field: string) =>
  (row: ResourceRow): Choice => ({ value: row.id, label: String(row[field] ?? row.id) })

/**
 * All of a resource's records (`list`, at most 1000) as choices made by `toChoice` (a module-level
 * function), asked only of those who may view them; null while loading.
 */
export function useResourceChoices(
  api: Api,
  resource: Pick<ResourceDef, 'basePath' | 'permission'>,
  toChoice: (row: ResourceRow) => Choice,
) {
  const allowed = useButton(permissionCodes(resource).view)
  return useChoices(api, `${resource.basePath}/list`, toChoice, allowed)
}

const byName = namedBy('name')

/** The tenant's shops by name (basic data `retailshop/list`). */
export const useShopChoices = (api: Api) => useResourceChoices(api, retailShopResource, byName)
