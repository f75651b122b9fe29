import { useState } from 'react'
import { Button, InputNumber, Select, Space, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { endpointsOf, goodsResource, type Page } from '@store/contract'
import { useApi } from '@store/micro'
import { yuan } from '../../components/activity-labels'
import { addGoods, type CartLine, type GoodsRecord, toFen } from './input'

const GOODS_PAGE = `${goodsResource.basePath}/${endpointsOf(goodsResource).page}`

/** The trial's cart: goods found by name and added, each line's quantity changed or the line removed. */
export default function CartEditor({
  lines,
  onChange,
}: {
  lines: CartLine[]
  onChange: (lines: CartLine[]) => void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [found, setFound] = useState<GoodsRecord[]>([])
  const search = async (tradeName: string) => {
    const page = await api.get<Page<GoodsRecord>>(GOODS_PAGE, { tradeName, size: 20 })
    setFound(page.records)
  }
  const setQuantity = (goodsId: string, quantity: number | null) =>
    onChange(lines.map((l) => (l.goodsId === goodsId ? { ...l, quantity: quantity ?? 1 } : l)))
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Select<string>
        showSearch
        value={null}
        style={{ width: 360 }}
        placeholder={t('trial_goods_search')}
        filterOption={false}
        onSearch={(text) => void search(text)}
        onFocus={() => void search('')}
        onSelect={(id) =>
          onChange(
            addGoods(
              lines,
              found.find((g) => g.id === id)!,
            ),
          )
        }
        options={found.map((g) => ({
          value: g.id,
          label: `${g.goodsCode} ${g.tradeName} · ${yuan(toFen(g.retailPrice))}`,
        }))}
        aria-label={t('trial_goods_search')}
      />
      <Table<CartLine>
        size="small"
        rowKey="goodsId"
        pagination={false}
        dataSource={lines}
        locale={{ emptyText: t('trial_cart_empty') }}
        columns={[
          { title: t('trial_goods'), dataIndex: 'name' },
          { title: t('trial_price'), dataIndex: 'unitPriceFen', render: yuan },
          {
            title: t('trial_quantity'),
            key: 'quantity',
            render: (_, l) => (
              <InputNumber
                min={1}
                max={99_999}
                precision={0}
                value={l.quantity}
                aria-label={`${t('trial_quantity')} ${l.name}`}
                onChange={(q) => setQuantity(l.goodsId, q)}
              />
            ),
          },
          {
            title: t('actions'),
            key: 'actions',
            render: (_, l) => (
              <Button
                type="link"
                danger
                onClick={() => onChange(lines.filter((x) => x.goodsId !== l.goodsId))}
              >
                {t('remove')}
              </Button>
            ),
          },
        ]}
      />
    </Space>
  )
}
