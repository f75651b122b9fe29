import { useEffect } from 'react'
import { App, Button, Card, Progress, Space, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { WORK_STATUS, downloadEndpoints, type DownloadRecord, type RealtimeEvent } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { hostBridge } from '../bridge/host-bridge'
import { saveFile } from './save-file'
import { PAGE_SIZE, usePolledPage } from './use-polled-page'
import './texts'

const STATUS_COLOURS = ['default', 'processing', 'success', 'error']
/** The realtime events that announce a finished record of the user's (spec §7): the page is read again. */
const FILE_EVENTS: readonly RealtimeEvent[] = ['down', 'exportNotify', 'uploadNotify']

/**
 * /download/index (spec §2): the user's exports with their progress, read again when a realtime event
 * announces a finished one; download when done, remove with confirmation.
 */
export default function DownloadCentre() {
  const { t } = useTranslation()
  const { message, modal } = App.useApp()
  const { page, loading, current, setCurrent, load } = usePolledPage(
    downloadEndpoints.listByUser,
    {},
    WORK_STATUS.done,
  )
  useEffect(() => {
    const offs = FILE_EVENTS.map((event) => hostBridge.onRealtime(event, () => void load()))
    return () => offs.forEach((off) => off())
  }, [load])

  const remove = (record: DownloadRecord) =>
    modal.confirm({
      title: t('download.removeConfirm', { name: record.fileName }),
      okText: t('download.remove'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await call(hostApi, downloadEndpoints.remove, { query: { ids: record.id } })
        void message.success(t('download.removed'))
        await load()
      },
    })

  const download = (record: DownloadRecord) =>
    saveFile(record.address!, `${record.fileName}.xlsx`).catch(
      (err: Error) => void message.error(err.message),
    )

  return (
    <Card>
      <Table<DownloadRecord>
        rowKey="id"
        loading={loading}
        dataSource={page?.records ?? []}
        locale={{ emptyText: t('common.noData') }}
        pagination={{
          current,
          pageSize: PAGE_SIZE,
          total: page?.total ?? 0,
          onChange: setCurrent,
        }}
        columns={[
          { title: t('download.fileName'), dataIndex: 'fileName' },
          { title: t('download.createTime'), dataIndex: 'createTime', width: 180 },
          {
            title: t('download.status'),
            dataIndex: 'status',
            width: 120,
            render: (status: number, record) => (
              <Tag color={STATUS_COLOURS[status]} title={record.msg ?? undefined}>
                {t(`download.statuses.${status}`)}
              </Tag>
            ),
          },
          {
            title: t('download.progress'),
            dataIndex: 'progress',
            width: 200,
            render: (progress: number, record) => (
              <Progress
                percent={progress}
                size="small"
                status={record.status === WORK_STATUS.failed ? 'exception' : undefined}
              />
            ),
          },
          { title: t('download.rows'), dataIndex: 'rowCount', width: 100 },
          {
            title: t('download.actions'),
            key: 'actions',
            width: 160,
            render: (_, record) => (
              <Space>
                <Button
                  type="link"
                  size="small"
                  disabled={record.status !== WORK_STATUS.done}
                  onClick={() => void download(record)}
                >
                  {t('download.download')}
                </Button>
                <Button type="link" size="small" danger onClick={() => remove(record)}>
                  {t('download.remove')}
                </Button>
              </Space>
            ),
          },
        ]}
      />
    </Card>
  )
}
