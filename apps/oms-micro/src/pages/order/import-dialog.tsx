import { useEffect, useState } from 'react'
import { Alert, Button, Modal, Table, Typography, Upload } from 'antd'
import { UploadOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { OMS_IMPORT_COLUMNS, OMS_IMPORT_HEADERS, omsEndpoints, type OmsImportResult } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'
import { useLocale } from '../../locale'

/** The file's bytes as base64, as the import call takes them. */
const base64Of = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result).replace(/^data:[^,]*,/, ''))
    reader.onerror = () => reject(reader.error ?? new Error(file.name))
    reader.readAsDataURL(file)
  })

/** A marketplace file imported whole or not at all; each row's result is shown. */
export function ImportDialog(props: { open: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const [result, setResult] = useState<OmsImportResult>()
  useEffect(() => {
    if (props.open) setResult(undefined)
  }, [props.open])
  const upload = useSubmit(
    async (file: File) =>
      call(api, omsEndpoints.orderImport, { body: { fileName: file.name, content: await base64Of(file) } }),
    {
      success: (answer) => summary(answer),
      done: (answer) => {
        setResult(answer)
        if (answer.imported) props.onDone()
      },
    },
  )
  const wrongOf = (answer: OmsImportResult) => answer.rows.filter((r) => r.error).length
  const summary = (answer: OmsImportResult) =>
    wrongOf(answer)
      ? t('importRefused', { count: wrongOf(answer) })
      : t('importDone', { imported: answer.imported, duplicates: answer.duplicates })
  return (
    <Modal
      open={props.open}
      width={720}
      title={t('import')}
      onCancel={props.onClose}
      footer={<Button onClick={props.onClose}>{t('cancel')}</Button>}
    >
      <Typography.Paragraph>
        {t('importHint', {
          columns: OMS_IMPORT_COLUMNS.map((c) => OMS_IMPORT_HEADERS[c][locale]).join(', '),
        })}
      </Typography.Paragraph>
      <Upload
        accept=".csv,.xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload.submit(file)
          return false
        }}
      >
        <Button icon={<UploadOutlined />} loading={upload.saving}>
          {t('importChoose')}
        </Button>
      </Upload>
      {result && (
        <>
          <Alert
            style={{ margin: '16px 0' }}
            showIcon
            type={wrongOf(result) ? 'error' : 'success'}
            message={summary(result)}
          />
          <Table
            rowKey="row"
            size="small"
            pagination={{ pageSize: 10 }}
            dataSource={result.rows}
            columns={[
              { title: t('row'), dataIndex: 'row' },
              { title: t('sourceNo'), dataIndex: 'sourceNo' },
              {
                title: t('rowResult'),
                dataIndex: 'error',
                render: (e: string | null) =>
                  e ? <Typography.Text type="danger">{e}</Typography.Text> : t('rowOk'),
              },
            ]}
          />
        </>
      )}
    </Modal>
  )
}
