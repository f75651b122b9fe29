import { Button, InputNumber, Space, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { RecordSelect } from '../../components/record-select'
import { toFen, yuan } from '../../components/money'

/** One goods of an order as the editor keeps it: the list's price when it was saved and the new one. */
export interface EditedLine {
  goodsId: string
  goodsName: string
  oldPriceFen: number | null
  newPriceFen: number | null
}

/** The order's goods: picked by name, each with its new price in yuan; a line can be taken off. */
export function OrderLines({
  lines,
  onChange,
  readOnly,
}: {
  lines: EditedLine[]
  onChange(lines: EditedLine[]): void
  readOnly: boolean
}) {
  const { t } = useTranslation()
  const add = (goodsId: string | undefined, goodsName = '') => {
    if (!goodsId || lines.some((l) => l.goodsId === goodsId)) return
    onChange([...lines, { goodsId, goodsName, oldPriceFen: null, newPriceFen: null }])
  }
  const setPrice = (goodsId: string, price: number | null) =>
    onChange(
      lines.map((l) =>
        l.goodsId === goodsId ? { ...l, newPriceFen: price == null ? null : toFen(price) } : l,
      ),
    )
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      {!readOnly && (
        <RecordSelect
          source="goods"
          picker
          onChange={add}
          style={{ width: 360 }}
          placeholder={t('order_addGoods')}
          aria-label={t('order_addGoods')}
        />
      )}
      <Table<EditedLine>
        size="small"
        rowKey="goodsId"
        pagination={false}
        dataSource={lines}
        locale={{ emptyText: t('order_noLines') }}
        columns={[
          { title: t('goods'), dataIndex: 'goodsName' },
          { title: t('order_oldPrice'), dataIndex: 'oldPriceFen', render: yuan },
          {
            title: t('order_newPrice'),
            key: 'newPrice',
            render: (_, l) =>
              readOnly ? (
                yuan(l.newPriceFen)
              ) : (
                <InputNumber
                  min={0}
                  max={999_999.99}
                  precision={2}
                  status={l.newPriceFen == null ? 'error' : undefined}
                  value={l.newPriceFen == null ? null : l.newPriceFen / 100}
                  aria-label={`${t('order_newPrice')} ${l.goodsName}`}
                  onChange={(v) => setPrice(l.goodsId, v)}
                />
              ),
          },
          ...(readOnly
            ? []
            : [
                {
                  title: t('actions'),
                  key: 'actions',
                  render: (_: unknown, l: EditedLine) => (
                    <Button type="link" danger onClick={() => onChange(lines.filter((x) => x !== l))}>
                      {t('remove')}
                    </Button>
                  ),
                },
              ]),
        ]}
      />
    </Space>
  )
}
