import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import type { ResourceDef } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable } from '@store/ui'

const selectLocale = (s: BridgeState) => s.locale

/**
 * The list screen of one plain master (shop, brand, dosage form…): search, page, add/edit/view and
 * delete as the resource defines them, each button shown with its permission.
 */
export function MasterList({ resource }: { resource: ResourceDef }) {
  const locale = useBridgeState(selectLocale)
  return <CrudTable resource={resource} api={useApi()} locale={locale} headerTitle={resource.label[locale]} />
}
