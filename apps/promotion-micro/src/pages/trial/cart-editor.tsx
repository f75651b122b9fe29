import { Button, InputNumber, Space, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { yuan } from '../../components/activity-labels'
import GoodsPicker from '../../components/goods-picker'
import { addGoods, type CartLine } from './input'

/** The trial's cart: goods found by name and added, each line's quantity changed or the line removed. */
export default function CartEditor({
  lines,
  onChange,
}: {
  lines: CartLine[]
  onChange: (lines: CartLine[]) => void
}) {
  const { t } = useTranslation()
  const setQuantity = (goodsId: string, quantity: number | null) =>
    onChange(lines.map((l) => (l.goodsId === goodsId ? { ...l, quantity: quantity ?? 1 } : l)))
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <GoodsPicker
        style={{ width: 360 }}
        placeholder={t('trial_goods_search')}
        aria-label={t('trial_goods_search')}
        onPick={(goods) => onChange(addGoods(lines, goods))}
      />
      <Table<CartLine>
        size="small"
        rowKey="goodsId"
        pagination={false}
        dataSource={lines}
        locale={{ emptyText: t('trial_cart_empty') }}
        columns={[
          { title: t('trial_goods'), dataIndex: 'name' },
          { title: t('trial_retail_price'), dataIndex: 'unitPriceFen', render: yuan },
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
