import { useState } from 'react'
import { Alert, Button, List, Modal, Space, Spin, Typography, Upload, type UploadProps } from 'antd'
import { WORK_STATUS, type UploadHistoryRecord } from '@store/contract'
import type { Api } from '@store/request'
import type { Translate } from '../messages'
import {
  UPLOAD_LIMIT_MB,
  importFinished,
  reportErrors,
  saveApiFile,
  uploadXlsx,
  xlsxRefusal,
  type RowError,
} from './excel'

export interface ImportDialogProps {
  open: boolean
  /** what the file imports: the resource's name on the server */
  functionCode: string
  resourceName: string
  api: Api
  t: Translate
  onClose(): void
  /** rows were imported: the list should show them */
  onImported(): void
}

type Stage =
  | { step: 'choose'; refusal?: string }
  | { step: 'importing'; fileName: string }
  | { step: 'finished'; record: UploadHistoryRecord; errors: RowError[] }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Import by excel template: an xlsx is checked (type, size), uploaded and followed until its job
 * ends; then its counts and each refused row's error, with the error report to download.
 */
export function ImportDialog({
  open,
  functionCode,
  resourceName,
  api,
  t,
  onClose,
  onImported,
}: ImportDialogProps) {
  const [stage, setStage] = useState<Stage>({ step: 'choose' })

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    const refusal = xlsxRefusal(file)
    if (!refusal) return true
    setStage({ step: 'choose', refusal: t(refusal, { limit: UPLOAD_LIMIT_MB }) })
    return Upload.LIST_IGNORE
  }

  const upload: UploadProps['customRequest'] = async ({ file }) => {
    const name = (file as File).name
    setStage({ step: 'importing', fileName: name })
    try {
      const started = await uploadXlsx(api, functionCode, file as Blob)
      const record = await importFinished(api, started.id)
      const errors = record.address && record.failCount > 0 ? await reportErrors(api, record.address) : []
      setStage({ step: 'finished', record, errors })
      if (record.successCount > 0) onImported()
    } catch (e) {
      setStage({ step: 'choose', refusal: messageOf(e) })
    }
  }

  const close = () => {
    setStage({ step: 'choose' })
    onClose()
  }

  return (
    <Modal
      open={open}
      title={t('importTitle', { resource: resourceName })}
      onCancel={close}
      maskClosable={stage.step !== 'importing'}
      footer={
        <Button onClick={close} disabled={stage.step === 'importing'}>
          {t('close')}
        </Button>
      }
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('importHint', { limit: UPLOAD_LIMIT_MB })}</Typography.Text>
        <Upload accept=".xlsx" showUploadList={false} beforeUpload={beforeUpload} customRequest={upload}>
          <Button type="primary" disabled={stage.step === 'importing'}>
            {t('importChoose')}
          </Button>
        </Upload>
        {stage.step === 'choose' && stage.refusal && <Alert type="error" showIcon message={stage.refusal} />}
        {stage.step === 'importing' && <Spin tip={t('importing', { name: stage.fileName })}>&nbsp;</Spin>}
        {stage.step === 'finished' && <ImportOutcome api={api} t={t} {...stage} />}
      </Space>
    </Modal>
  )
}

function ImportOutcome({
  api,
  t,
  record,
  errors,
}: {
  api: Api
  t: Translate
  record: UploadHistoryRecord
  errors: RowError[]
}) {
  if (record.status !== WORK_STATUS.done) return <Alert type="error" showIcon message={record.msg} />
  return (
    <>
      <Alert
        type={record.failCount ? 'warning' : 'success'}
        showIcon
        message={t('importResult', {
          total: record.totalCount,
          success: record.successCount,
          fail: record.failCount,
        })}
      />
      {errors.length > 0 && (
        <List
          size="small"
          bordered
          dataSource={errors}
          renderItem={(e) => <List.Item>{t('rowError', { row: e.row, msg: e.msg })}</List.Item>}
        />
      )}
      {record.address && record.failCount > 0 && (
        <Button
          type="link"
          onClick={() =>
            void saveApiFile(
              api,
              record.address!,
              `${record.fileName.replace(/\.xlsx$/i, '')}-${t('importReport')}.xlsx`,
            )
          }
        >
          {t('importReport')}
        </Button>
      )}
    </>
  )
}
