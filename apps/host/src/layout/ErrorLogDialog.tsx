import { useState, useSyncExternalStore } from 'react'
import { Button, Space, Table, Typography, message } from 'antd'
import { useTranslation } from 'react-i18next'
import { LayerDialog } from '@store/ui/dialogs'
import { clientLogEndpoints } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { askConfirm, showError } from '../bridge/notify'
import { errorLog, type ErrorLogEntry } from '../errors/error-log'

/**
 * The local error-log table with upload and clear (spec §2 dialogs), a layer of the dialog stack; an
 * entry's stack opens in a second layer above it. Loaded on first open: the table is heavy.
 */
export default function ErrorLogDialog({ onClose }: { onClose(): void }) {
  const { t } = useTranslation()
  const entries = useSyncExternalStore(errorLog.subscribe, errorLog.entries)
  const [shown, setShown] = useState<ErrorLogEntry | null>(null)

  const upload = async () => {
    if (!(await askConfirm({ title: t('logs.uploadConfirm') }))) return
    const batch = entries.map((e) => ({
      time: e.time,
      level: e.type,
      message: e.message,
      stack: e.stack,
      url: e.url,
    }))
    try {
      await call(hostApi, clientLogEndpoints.uploadLogs, { body: batch })
      void message.success(t('logs.uploaded'))
    } catch (error) {
      showError(error)
    }
  }
  const clear = async () => {
    if (!(await askConfirm({ title: t('logs.clearConfirm'), danger: true }))) return
    errorLog.clear()
    void message.success(t('logs.cleared'))
  }

  return (
    <LayerDialog title={t('logs.title')} open onClose={onClose}>
      <Space style={{ marginBottom: 12 }}>
        <Button type="primary" disabled={entries.length === 0} onClick={() => void upload()}>
          {t('logs.upload')}
        </Button>
        <Button danger disabled={entries.length === 0} onClick={() => void clear()}>
          {t('logs.clear')}
        </Button>
      </Space>
      <Table<ErrorLogEntry>
        rowKey={(e) => `${e.time}-${e.message}`}
        dataSource={entries}
        size="small"
        pagination={{ pageSize: 10 }}
        columns={[
          { title: t('logs.type'), dataIndex: 'type', width: 90 },
          { title: t('logs.address'), dataIndex: 'url', ellipsis: true },
          { title: t('logs.content'), dataIndex: 'message', ellipsis: true },
          {
            title: t('logs.stack'),
            dataIndex: 'stack',
            ellipsis: true,
            render: (stack: string, entry) => (
              <Typography.Link onClick={() => setShown(entry)}>{stack || entry.message}</Typography.Link>
            ),
          },
          {
            title: t('logs.time'),
            dataIndex: 'time',
            width: 180,
            render: (v: number) => new Date(v).toLocaleString(),
          },
        ]}
      />
      <LayerDialog title={shown?.message} open={shown !== null} onClose={() => setShown(null)}>
        <pre className="sd-log-stack">{shown?.stack || shown?.message}</pre>
      </LayerDialog>
    </LayerDialog>
  )
}
