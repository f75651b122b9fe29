import { useMemo } from 'react'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { goodsResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, formatAmount } from '@store/ui'
import { useMasterNames, type MasterNames } from './master-names'

const selectLocale = (s: BridgeState) => s.locale
const render = { retailPrice: formatAmount, memberPrice: formatAmount }

/** Each reference field's masters as the choices of its select (search form and dialog). */
const choicesOf = (names: MasterNames) =>
  Object.fromEntries(
    Object.entries(names).map(([field, byId]) => [
      field,
      [...byId.entries()].map(([value, label]) => ({ value, label })),
    ]),
  )

/**
 * Goods (spec §2 master data): search by code, barcode, name, class, brand, Rx/OTC category and
 * status; add, edit and view validated by the contract; delete after confirmation. Masters show by
 * name and are picked by name.
 */
export default function GoodsPage() {
  const locale = useBridgeState(selectLocale)
  const api = useApi()
  const names = useMasterNames(api)
  const choices = useMemo(() => choicesOf(names), [names])
  return (
    <CrudTable
      resource={goodsResource}
      api={api}
      locale={locale}
      render={render}
      choices={choices}
      headerTitle={goodsResource.label[locale]}
    />
  )
}
