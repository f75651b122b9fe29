import { App, Button, Card, Space, Table, Tag, Typography, Upload } from 'antd'
import type { UploadProps } from 'antd'
import { useTranslation } from 'react-i18next'
import { WORK_STATUS, demoItemResource, uploadEndpoints, type UploadHistoryRecord } from '@store/contract'
import { UPLOAD_LIMIT_MB, uploadXlsx, xlsxRefusal } from '@store/ui/excel'
import { hostApi } from '../bridge/api'
import { saveFile } from '../download/save-file'
import { PAGE_SIZE, usePolledPage } from '../download/use-polled-page'
import './texts'

const FUNCTION_CODE = demoItemResource.name
const STATUS_COLOURS = ['default', 'processing', 'success', 'error']

/**
 * /demo/importDemo (spec §2): upload an xlsx of display plans, then follow the user's imports of it
 * with their counts, and fetch the error report of refused rows.
 */
export default function ImportDemo() {
  const { t } = useTranslation()
  const { message } = App.useApp()
  const { page, loading, current, setCurrent, load } = usePolledPage(
    uploadEndpoints.history,
    { functionCode: FUNCTION_CODE },
    WORK_STATUS.done,
  )

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = xlsxRefusal(file)
    if (!refusal) return true
    void message.error(t(`importDemo.${refusal}`, { limit: UPLOAD_LIMIT_MB }))
    return Upload.LIST_IGNORE
  }

  const upload: UploadProps['customRequest'] = async ({ file, onSuccess, onError }) => {
    try {
      const record = await uploadXlsx(hostApi, FUNCTION_CODE, file as Blob)
      onSuccess?.(record)
      void message.success(t('importDemo.queued', { name: record.fileName }))
      setCurrent(1)
      await load()
    } catch (err) {
      onError?.(err as Error)
      void message.error((err as Error).message)
    }
  }

  const report = (record: UploadHistoryRecord) =>
    saveFile(
      record.address!,
      `${record.fileName.replace(/\.xlsx$/i, '')}-${t('importDemo.report')}.xlsx`,
    ).catch((err: Error) => void message.error(err.message))

  return (
    <Card title={t('importDemo.title')}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('importDemo.hint', { limit: UPLOAD_LIMIT_MB })}</Typography.Text>
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={beforeUpload} customRequest={upload}>
          <Button type="primary">{t('importDemo.choose')}</Button>
        </Upload>
        <Table<UploadHistoryRecord>
          rowKey="id"
          loading={loading}
          dataSource={page?.records ?? []}
          locale={{ emptyText: t('common.noData') }}
          pagination={{ current, pageSize: PAGE_SIZE, total: page?.total ?? 0, onChange: setCurrent }}
          columns={[
            { title: t('importDemo.fileName'), dataIndex: 'fileName' },
            { title: t('importDemo.createTime'), dataIndex: 'createTime', width: 180 },
            {
              title: t('importDemo.status'),
              dataIndex: 'status',
              width: 100,
              render: (status: number) => (
                <Tag color={STATUS_COLOURS[status]}>{t(`importDemo.statuses.${status}`)}</Tag>
              ),
            },
            { title: t('importDemo.total'), dataIndex: 'totalCount', width: 90 },
            { title: t('importDemo.success'), dataIndex: 'successCount', width: 90 },
            { title: t('importDemo.fail'), dataIndex: 'failCount', width: 90 },
            { title: t('importDemo.msg'), dataIndex: 'msg' },
            {
              title: t('importDemo.report'),
              key: 'report',
              width: 120,
              render: (_, record) => (
                <Button
                  type="link"
                  size="small"
                  disabled={!record.address || record.failCount === 0}
                  onClick={() => void report(record)}
                >
                  {t('importDemo.report')}
                </Button>
              ),
            },
          ]}
        />
      </Space>
    </Card>
  )
}
