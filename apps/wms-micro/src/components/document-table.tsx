import type { ReactNode } from 'react'
import { Alert, Button, Card, Empty, Select, Space, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import type { Locale } from '@store/contract'
import { usePaging, useLoaded, type Choice } from '@store/ui'
import { useLocale } from './locale'

interface Doc<S extends string, L> {
  id: string
  code: string
  warehouseName: string
  status: S
  createTime: string
  lines: L[]
}
interface DocPage<D> {
  records: D[]
  total: number
}

/**
 * Receipts, pick lists and stocktakes alike: newest first, by warehouse, paged; each row opens on its
 * lines; the screen adds its own actions and its create button.
 */
export function DocumentTable<S extends string, L extends { id: string }, D extends Doc<S, L>>(props: {
  title: string
  load(query: { current: number; size: number; warehouseId?: string }): Promise<DocPage<D>>
  statusNames: Record<S, Record<Locale, string>>
  statusColours: Record<S, string>
  lineColumns: TableColumnsType<L>
  warehouses: Choice[]
  warehouseId: string | undefined
  onWarehouse(id: string | undefined): void
  actions(doc: D, reload: () => void): ReactNode
  extra?: ReactNode
  /** bumped by the screen after it creates a document */
  version: number
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const { data, error, reload } = useLoaded(
    () => props.load({ current, size, ...(props.warehouseId ? { warehouseId: props.warehouseId } : {}) }),
    [current, size, props.warehouseId, props.version],
  )
  const columns: TableColumnsType<D> = [
    { title: t('code'), dataIndex: 'code' },
    { title: t('warehouse'), dataIndex: 'warehouseName' },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: S) => <Tag color={props.statusColours[s]}>{props.statusNames[s][locale]}</Tag>,
    },
    { title: t('lines'), key: 'lines', render: (_, d) => d.lines.length },
    { title: t('createTime'), dataIndex: 'createTime', render: (v: string) => new Date(v).toLocaleString() },
    {
      title: t('actions'),
      key: 'actions',
      fixed: 'right',
      render: (_, d) => <Space size={0}>{props.actions(d, () => void reload())}</Space>,
    },
  ]
  return (
    <Card
      title={props.title}
      extra={
        <Space wrap>
          <Select<string>
            allowClear
            aria-label={t('warehouse')}
            placeholder={t('allWarehouses')}
            style={{ minWidth: 180 }}
            options={props.warehouses}
            value={props.warehouseId}
            onChange={(id) => {
              restart()
              props.onWarehouse(id)
            }}
          />
          <Button onClick={() => void reload()}>{t('refresh')}</Button>
          {props.extra}
        </Space>
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<D>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noDocuments')} /> }}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        expandable={{
          expandedRowRender: (d) => (
            <Table<L>
              rowKey="id"
              size="small"
              columns={props.lineColumns}
              dataSource={d.lines}
              pagination={false}
            />
          ),
        }}
      />
    </Card>
  )
}
