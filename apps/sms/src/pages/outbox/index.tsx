import { useState } from 'react'
import { Alert, Card, Empty, Input, Table, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { smsEndpoints, type OutboxRecord } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'

/** The SMS outbox: what the fake gateway (and the code sender) "sent", newest first; by number. */
export default function OutboxPage() {
  const { t } = useTranslation()
  const api = useApi()
  const { current, size, restart, pagination } = usePaging((total) => t('total', { total }))
  const [phone, setPhone] = useState('')
  const { data, error } = useLoaded(
    () => call(api, smsEndpoints.outbox, { query: { current, size, ...(phone && { phone }) } }),
    [api, current, size, phone],
  )
  const columns: TableColumnsType<OutboxRecord> = [
    { title: t('phone'), dataIndex: 'phone' },
    { title: t('content'), dataIndex: 'content' },
    { title: t('status'), dataIndex: 'status' },
    { title: t('createTime'), dataIndex: 'createTime' },
  ]
  return (
    <Card
      title={t('outbox')}
      extra={
        <Input.Search
          aria-label={t('phone')}
          placeholder={t('phone')}
          allowClear
          onSearch={(v) => {
            restart()
            setPhone(v.trim())
          }}
        />
      }
    >
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<OutboxRecord>
        rowKey="id"
        columns={columns}
        dataSource={data?.records ?? []}
        loading={!data && !error}
        locale={{ emptyText: <Empty description={t('noMessages')} /> }}
        pagination={pagination(data?.total ?? 0)}
      />
    </Card>
  )
}
