import type { ReactNode } from 'react'
import { Empty, Table, type TableColumnsType, type TablePaginationConfig } from 'antd'
import { useTranslation } from 'react-i18next'
import { RX_SOURCE_LABELS, type Prescription } from '@store/contract'
import { useLocale } from './locale'
import { CheckLevelTag, RxStatusTag } from './rx-status'

/** A page of prescription versions, with the caller's action column. */
export function RxTable({
  records,
  loading,
  pagination,
  empty,
  action,
}: {
  records: Prescription[]
  loading: boolean
  pagination: TablePaginationConfig
  empty: string
  action(rx: Prescription): ReactNode
}) {
  const { t } = useTranslation()
  const locale = useLocale()
  const columns: TableColumnsType<Prescription> = [
    { title: t('rxNo'), dataIndex: 'rxNo' },
    { title: t('version'), dataIndex: 'version' },
    { title: t('patient'), dataIndex: 'patientName' },
    {
      title: t('source'),
      dataIndex: 'source',
      render: (s: Prescription['source']) => RX_SOURCE_LABELS[s][locale],
    },
    { title: t('diagnosis'), dataIndex: 'diagnosis' },
    {
      title: t('checkLevel'),
      dataIndex: 'checkLevel',
      render: (l: Prescription['checkLevel']) => <CheckLevelTag level={l} />,
    },
    {
      title: t('status'),
      dataIndex: 'status',
      render: (s: Prescription['status']) => <RxStatusTag status={s} />,
    },
    { title: t('createTime'), dataIndex: 'createTime' },
    { title: t('actions'), key: 'actions', render: (_, rx) => action(rx) },
  ]
  return (
    <Table<Prescription>
      rowKey="id"
      columns={columns}
      dataSource={records}
      loading={loading}
      locale={{ emptyText: <Empty description={empty} /> }}
      pagination={pagination}
    />
  )
}
