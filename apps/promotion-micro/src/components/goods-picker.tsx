import { useEffect, useState, type CSSProperties } from 'react'
import { Select } from 'antd'
import { endpointsOf, goodsResource, type Page } from '@store/contract'
import { useApi } from '@store/micro'
import { yuan } from './activity-labels'

/** A goods record as the goods page answers it (the fields the promotion screens read). */
export interface GoodsRecord {
  id: string
  goodsCode: string
  tradeName: string
  retailPrice: string
  classId?: string | null
  brandId?: string | null
}

/** "12.5" (yuan, a decimal string) → 1250 fen. */
export const toFen = (yuanText: string) => Math.round(Number(yuanText) * 100)

const GOODS_PAGE = `${goodsResource.basePath}/${endpointsOf(goodsResource).page}`
const GOODS_BY_IDS = `${goodsResource.basePath}/queryByIds`
const FOUND_SIZE = 20

const option = (g: GoodsRecord) => ({
  value: g.id,
  label: `${g.goodsCode} ${g.tradeName} · ${yuan(toFen(g.retailPrice))}`,
})

/** The known goods with `records` added (by id). */
const adding = (records: GoodsRecord[]) => (known: ReadonlyMap<string, GoodsRecord>) =>
  new Map([...known, ...records.map((g) => [g.id, g] as const)])

interface GoodsPickerProps {
  /** a multiple choice of goods holding their ids (a form's field); else it only picks */
  multiple?: boolean
  value?: string[]
  onChange?: (ids: string[]) => void
  /** each goods the user picks, with its record */
  onPick?: (goods: GoodsRecord) => void
  id?: string
  placeholder?: string
  'aria-label'?: string
  style?: CSSProperties
}

/**
 * Goods found by name as the user types (the goods page, 20 at a time). `multiple`, it holds the
 * chosen goods' ids, named by `queryByIds` where no search has named them; else it only picks.
 */
export default function GoodsPicker({ multiple, value = [], onChange, onPick, ...rest }: GoodsPickerProps) {
  const api = useApi()
  const [found, setFound] = useState<GoodsRecord[]>([])
  const [known, setKnown] = useState<ReadonlyMap<string, GoodsRecord>>(new Map())
  const search = async (tradeName: string) => {
    const page = await api.get<Page<GoodsRecord>>(GOODS_PAGE, { tradeName, size: FOUND_SIZE })
    setFound(page.records)
    setKnown(adding(page.records))
  }
  const unnamed = value.filter((id) => !known.has(id)).join(',')
  useEffect(() => {
    if (!unnamed) return
    api.get<GoodsRecord[]>(GOODS_BY_IDS, { ids: unnamed }).then(
      (records) => setKnown(adding(records)),
      () => undefined, // unnamed goods keep their ids
    )
  }, [api, unnamed])
  const chosen = value.flatMap((id) => known.get(id) ?? [])
  const shown = [...chosen, ...found.filter((g) => !value.includes(g.id))]
  return (
    <Select<string[] | string | null>
      {...rest}
      showSearch
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? value : null}
      filterOption={false}
      onSearch={(text) => void search(text)}
      onFocus={() => void search('')}
      onChange={(ids) => onChange?.(Array.isArray(ids) ? ids : [])}
      onSelect={(id) => {
        const goods = known.get(String(id))
        if (goods) onPick?.(goods)
      }}
      options={shown.map(option)}
    />
  )
}
