import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { dtpDrugResource, goodsResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, useResourceChoices, type CrudRecord } from '@store/ui'
import { DrugNameLink } from '../../components/drug-name-link'
import { useLocale } from '../../components/locale'

/** The drug master: search, page, add on a goods, edit, remove; the trade name opens the detail page. */
export default function DrugsPage() {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const goods = useResourceChoices(api, goodsResource, (g) => ({
    value: String(g.id),
    label: `${String(g.goodsCode)} ${String(g.tradeName)}`,
  }))
  const choices = useMemo(() => (goods ? { goodsId: goods } : undefined), [goods])
  const render = useMemo(
    () => ({
      tradeName: (value: unknown, record: CrudRecord) => (
        <DrugNameLink drugId={record.id ? String(record.id) : null} name={String(value ?? '')} />
      ),
    }),
    [],
  )
  return (
    <CrudTable
      resource={dtpDrugResource}
      api={api}
      locale={locale}
      headerTitle={t('drugs')}
      choices={choices}
      render={render}
    />
  )
}
