import { useEffect, useState } from 'react'
import { Select } from 'antd'
import { endpointsOf, goodsResource, type Page } from '@store/contract'
import type { Api } from '@store/request'

interface Goods {
  id: string
  goodsCode: string
  tradeName: string
}

/** Picks a goods of the tenant, found by the name typed. */
export function GoodsSelect(props: {
  api: Api
  value?: string
  onChange?(id: string): void
  placeholder?: string
  'aria-label'?: string
}) {
  const { api, ...select } = props
  const [options, setOptions] = useState<{ value: string; label: string }[]>([])
  const find = async (text: string) => {
    const found = await api.get<Page<Goods>>(`${goodsResource.basePath}/${endpointsOf(goodsResource).page}`, {
      ...(text ? { tradeName: text } : {}),
      size: 20,
    })
    setOptions(found.records.map((g) => ({ value: g.id, label: `${g.goodsCode} ${g.tradeName}` })))
  }
  useEffect(() => {
    void find('')
  }, [])
  return (
    <Select<string>
      showSearch
      filterOption={false}
      onSearch={(text) => void find(text)}
      options={options}
      style={{ minWidth: 220 }}
      {...select}
    />
  )
}
