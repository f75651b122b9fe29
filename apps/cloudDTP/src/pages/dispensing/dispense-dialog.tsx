import { useEffect } from 'react'
import { DatePicker, Form, Input, Modal, Select, Space, Spin } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { dtpEndpoints, type Prescription } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useLoaded, useSubmit } from '@store/ui'

interface Values {
  checkerId: string
  lines: { itemId: string; lotNo: string; expiryDate: Dayjs }[]
}

/** Dispenses an approved prescription: a lot and expiry per item, and a checker who is not the dispenser. */
export function DispenseDialog({
  rx,
  onClose,
  onDone,
}: {
  rx: Prescription | null
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const { data } = useLoaded(
    async () =>
      rx
        ? {
            detail: await call(api, dtpEndpoints.rxDetail, { query: { id: rx.id } }),
            pharmacists: await call(api, dtpEndpoints.pharmacists, {}),
          }
        : null,
    [api, rx],
  )
  useEffect(() => {
    if (!data) return
    form.resetFields()
    form.setFieldsValue({ lines: data.detail.items.map((i) => ({ itemId: i.id })) as Values['lines'] })
  }, [data, form])
  const save = useSubmit(
    (v: Values) =>
      call(api, dtpEndpoints.dispense, {
        body: {
          id: rx!.id,
          checkerId: v.checkerId,
          lines: v.lines.map((l) => ({
            itemId: l.itemId,
            lotNo: l.lotNo.trim(),
            expiryDate: l.expiryDate.format('YYYY-MM-DD'),
          })),
        },
      }),
    {
      success: t('dispensed'),
      done: () => {
        onClose()
        onDone()
      },
    },
  )
  const items = data?.detail.items ?? []
  return (
    <Modal
      open={!!rx}
      width={720}
      title={rx && `${t('dispense')} · ${rx.rxNo}`}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.saving, disabled: !data }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      {!data && rx && <Spin />}
      <Form form={form} layout="vertical" onFinish={(v) => void save.submit(v)}>
        <Form.Item
          name="checkerId"
          label={t('checker')}
          rules={[{ required: true, message: t('checkerRequired') }]}
        >
          <Select options={(data?.pharmacists ?? []).map((p) => ({ value: p.id, label: p.name }))} />
        </Form.Item>
        <Form.List name="lines">
          {(fields) =>
            fields.map((field, i) => (
              <Space key={field.key} align="baseline" wrap>
                <Form.Item name={[field.name, 'itemId']} hidden>
                  <Input />
                </Form.Item>
                <span style={{ minWidth: 200, display: 'inline-block' }}>{items[i]?.drugTradeName}</span>
                <Form.Item
                  name={[field.name, 'lotNo']}
                  label={t('lotNo')}
                  rules={[
                    { required: true, whitespace: true, message: t('required', { field: t('lotNo') }) },
                  ]}
                >
                  <Input maxLength={32} />
                </Form.Item>
                <Form.Item
                  name={[field.name, 'expiryDate']}
                  label={t('expiryDate')}
                  rules={[{ required: true, message: t('required', { field: t('expiryDate') }) }]}
                >
                  <DatePicker />
                </Form.Item>
              </Space>
            ))
          }
        </Form.List>
      </Form>
    </Modal>
  )
}
