import { useState } from 'react'
import { Alert, Button, Empty, Table, Tag, type TableColumnsType } from 'antd'
import { useTranslation } from 'react-i18next'
import { PRICE_CODES, priceTagEndpoints, type TagJob } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, usePaging } from '@store/ui'
import { PrintDialog } from './print-dialog'

/** The print jobs applied change orders left, newest first; each opens its print preview. */
export function TagJobs() {
  const { t } = useTranslation()
  const api = useApi()
  const canPrint = useButton(PRICE_CODES.tagPrint)
  const { current, size, pagination } = usePaging((total) => t('total', { total }))
  const [printing, setPrinting] = useState<TagJob | null>(null)
  const { data, error, reload } = useLoaded(
    () => call(api, priceTagEndpoints.tagJobPage, { query: { current, size } }),
    [api, current, size],
  )
  const columns: TableColumnsType<TagJob> = [
    { title: t('code'), dataIndex: 'orderCode' },
    { title: t('order_title'), dataIndex: 'orderTitle' },
    { title: t('priceList'), dataIndex: 'listName' },
    { title: t('tag_lineCount'), dataIndex: 'lineCount' },
    { title: t('tag_created'), dataIndex: 'createTime' },
    {
      title: t('tag_printCount'),
      dataIndex: 'printCount',
      render: (n: number) => (n === 0 ? <Tag color="warning">{t('tag_unprinted')}</Tag> : n),
    },
    { title: t('tag_lastPrinted'), dataIndex: 'lastPrintedAt' },
    ...(canPrint
      ? [
          {
            title: t('actions'),
            key: 'actions',
            render: (_: unknown, job: TagJob) => (
              <Button type="link" onClick={() => setPrinting(job)}>
                {t('tag_preview')}
              </Button>
            ),
          },
        ]
      : []),
  ]
  return (
    <>
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Table<TagJob>
        rowKey="id"
        loading={!data && !error}
        columns={columns}
        dataSource={data?.records ?? []}
        pagination={pagination(data?.total ?? 0)}
        locale={{ emptyText: <Empty description={t('tag_noJobs')} /> }}
      />
      <PrintDialog
        job={printing}
        onClose={() => setPrinting(null)}
        onPrinted={() => {
          setPrinting(null)
          void reload()
        }}
      />
    </>
  )
}
