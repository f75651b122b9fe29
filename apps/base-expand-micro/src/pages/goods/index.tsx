import { useMemo } from 'react'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { RX_TYPES, goodsResource, type Locale, type RxType } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, formatAmount, type CellRenderer, type CrudRecord } from '@store/ui'
import { GOODS_REFERENCES, useMasterNames, type GoodsReference, type MasterNames } from './master-names'

const selectLocale = (s: BridgeState) => s.locale

function renderers(names: MasterNames, locale: Locale): Record<string, CellRenderer<CrudRecord>> {
  const byName =
    (field: GoodsReference): CellRenderer<CrudRecord> =>
    (value) =>
      value === null || value === undefined ? '' : (names[field]?.get(String(value)) ?? String(value))
  const references = Object.keys(GOODS_REFERENCES).map((f) => [f, byName(f as GoodsReference)])
  return {
    ...Object.fromEntries(references),
    rxType: (value) => RX_TYPES[value as RxType]?.[locale] ?? String(value ?? ''),
    retailPrice: formatAmount,
    memberPrice: formatAmount,
  }
}

/**
 * Goods (spec §2 master data): search by code, barcode, name, class, brand, Rx/OTC category and
 * status; add, edit and view validated by the contract; delete after confirmation. Masters show by name.
 */
export default function GoodsPage() {
  const locale = useBridgeState(selectLocale)
  const api = useApi()
  const names = useMasterNames(api)
  const render = useMemo(() => renderers(names, locale), [names, locale])
  return (
    <CrudTable
      resource={goodsResource}
      api={api}
      locale={locale}
      render={render}
      headerTitle={goodsResource.label[locale]}
    />
  )
}
