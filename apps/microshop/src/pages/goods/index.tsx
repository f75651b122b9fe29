import { useState } from 'react'
import { Alert, Button, Card, Empty, Input, Select, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { SHOP_CODES, shopGoodsEndpoints as ep, type ShopGoods } from '@store/contract'
import { useBridge, useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging, useSubmit } from '@store/ui'
import { yuan } from '../../components/money'
import { GoodsDialog } from './goods-dialog'

/**
 * Goods on sale (`/microshop/goods`): search and page them, put master-data goods on sale or change their
 * price and stock, put them on or off the shelf, take them out. Saving needs `shop_goods_edit` (the
 * server's `goods/submit` checks it for new and changed goods alike).
 */
export default function GoodsPage() {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useBridge()
  const canEdit = useButton(SHOP_CODES.goodsEdit)
  const canRemove = useButton(SHOP_CODES.goodsRemove)
  const { current, size, refilter, pagination } = usePaging((total) => t('total', { total }))
  const [keyword, setKeyword] = useState<string>()
  const [category, setCategory] = useState<string>()
  const [onShelf, setOnShelf] = useState<0 | 1>()
  const [dialog, setDialog] = useState<ShopGoods | 'new' | null>(null)
  const categories = useLoaded(() => call(api, ep.categories, {}), [api])
  const { data, error, reload } = useLoaded(
    () =>
      call(api, ep.page, {
        query: {
          current,
          size,
          ...(keyword ? { keyword } : {}),
          ...(category ? { category } : {}),
          ...(onShelf !== undefined ? { onShelf } : {}),
        },
      }),
    [api, current, size, keyword, category, onShelf],
  )
  const act = useSubmit(
    (move: { goods: ShopGoods; to: 0 | 1 | 'remove' }) =>
      move.to === 'remove'
        ? call(api, ep.remove, { query: { ids: move.goods.id } })
        : call(api, ep.shelf, { query: { ids: move.goods.id, onShelf: move.to } }),
    { success: t('saved'), done: () => void reload() },
  )
  const confirmThen = async (goods: ShopGoods, to: 0 | 'remove') => {
    const key = to === 'remove' ? 'confirmRemoveGoods' : 'confirmOffShelf'
    if (await services.confirm({ title: t(key, { name: goods.goodsName }), danger: true }))
      void act.submit({ goods, to })
  }

  const columns: TableColumnsType<ShopGoods> = [
    { title: t('goodsCode'), dataIndex: 'goodsCode' },
    {
      title: t('goods'),
      dataIndex: 'goodsName',
      render: (name: string, g) => (
        <Space>
          {name}
          {g.rx === 1 && <Tag color="purple">Rx</Tag>}
        </Space>
      ),
    },
    { title: t('category'), dataIndex: 'category' },
    { title: t('salePrice'), dataIndex: 'priceFen', render: yuan },
    { title: t('listPrice'), dataIndex: 'listFen', render: yuan },
    { title: t('stock'), dataIndex: 'stock' },
    { title: t('sales'), dataIndex: 'sales' },
    {
      title: t('shelf'),
      dataIndex: 'onShelf',
      render: (v: number) => (v ? <Tag color="success">{t('onShelf')}</Tag> : <Tag>{t('offShelf')}</Tag>),
    },
    {
      title: t('actions'),
      key: 'actions',
      render: (_, g) => (
        <Space>
          {canEdit && (
            <Button size="small" onClick={() => setDialog(g)}>
              {t('edit')}
            </Button>
          )}
          {canEdit && g.onShelf === 0 && (
            <Button size="small" onClick={() => void act.submit({ goods: g, to: 1 })}>
              {t('putOnShelf')}
            </Button>
          )}
          {canEdit && g.onShelf === 1 && (
            <Button size="small" onClick={() => void confirmThen(g, 0)}>
              {t('takeOffShelf')}
            </Button>
          )}
          {canRemove && (
            <Button size="small" danger onClick={() => void confirmThen(g, 'remove')}>
              {t('removeGoods')}
            </Button>
          )}
        </Space>
      ),
    },
  ]

  return (
    <Card
      title={t('goodsOnSale')}
      extra={
        <Space wrap>
          <Input.Search
            allowClear
            placeholder={t('goodsSearch')}
            aria-label={t('goodsSearch')}
            onSearch={(v) => refilter(setKeyword)(v.trim() || undefined)}
            style={{ width: 220 }}
          />
          <Select<string>
            allowClear
            placeholder={t('category')}
            aria-label={t('category')}
            style={{ width: 140 }}
            value={category}
            onChange={refilter(setCategory)}
            options={(categories.data ?? []).map((c) => ({ value: c, label: c }))}
          />
          <Select<0 | 1>
            allowClear
            placeholder={t('shelf')}
            aria-label={t('shelf')}
            style={{ width: 120 }}
            value={onShelf}
            onChange={refilter(setOnShelf)}
            options={[
              { value: 1, label: t('onShelf') },
              { value: 0, label: t('offShelf') },
            ]}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
          {canEdit && (
            <Button type="primary" onClick={() => setDialog('new')}>
              {t('addGoods')}
            </Button>
          )}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<ShopGoods>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noGoods')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
      <GoodsDialog
        goods={dialog}
        categories={categories.data ?? []}
        onClose={() => setDialog(null)}
        onDone={() => {
          setDialog(null)
          void reload()
          void categories.reload()
        }}
      />
    </Card>
  )
}
