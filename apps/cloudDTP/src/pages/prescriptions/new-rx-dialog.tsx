import { useEffect } from 'react'
import { Button, Form, Input, InputNumber, Modal, Select, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  RX_SOURCE_LABELS,
  RX_SOURCES,
  dtpEndpoints,
  type PrescriptionDetail,
  type PrescriptionInput,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { useSubmit } from '@store/ui'
import { useLocale } from '../../components/locale'
import { useDrugChoices, usePatientChoices } from '../../components/record-choices'

type Values = Omit<PrescriptionInput, 'previousId'>
const NUMBERS = [
  ['doseMg', 1_000_000],
  ['timesPerDay', 24],
  ['days', 365],
  ['quantity', 9999],
] as const

/** Submits a prescription, or (with `previous`) a new version of it: the system check answers at once. */
export function NewRxDialog({
  open,
  previous,
  onClose,
  onDone,
}: {
  open: boolean
  previous?: PrescriptionDetail
  onClose(): void
  onDone(id: string): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const locale = useLocale()
  const patients = usePatientChoices()
  const drugs = useDrugChoices()
  const [form] = Form.useForm<Values>()
  useEffect(() => {
    if (!open) return
    form.resetFields()
    if (previous) form.setFieldsValue(previous)
  }, [open, previous, form])
  const save = useSubmit(
    (values: Values) =>
      call(api, dtpEndpoints.rxSubmit, { body: { ...values, ...(previous && { previousId: previous.id }) } }),
    {
      success: (rx) => t('submitted', { level: rx.checkLevel }),
      done: (rx) => {
        onClose()
        onDone(rx.id)
      },
    },
  )
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('required', { field }) },
  ]
  return (
    <Modal
      open={open}
      width={880}
      title={previous ? `${t('changeRx')} · ${previous.rxNo}` : t('newRx')}
      okText={t('ok')}
      cancelText={t('cancel')}
      okButtonProps={{ loading: save.saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      forceRender
    >
      <Form form={form} layout="vertical" onFinish={(values) => void save.submit(values)}>
        <Space wrap>
          <Form.Item
            name="patientId"
            label={t('patient')}
            rules={[{ required: true, message: t('required', { field: t('patient') }) }]}
          >
            <Select
              showSearch
              optionFilterProp="label"
              style={{ width: 240 }}
              options={patients ?? []}
              loading={!patients}
              disabled={!!previous}
            />
          </Form.Item>
          <Form.Item name="source" label={t('source')} initialValue="paper" rules={[{ required: true }]}>
            <Select
              style={{ width: 160 }}
              options={RX_SOURCES.map((s) => ({ value: s, label: RX_SOURCE_LABELS[s][locale] }))}
            />
          </Form.Item>
          <Form.Item name="prescriber" label={t('prescriber')} rules={required(t('prescriber'))}>
            <Input maxLength={32} />
          </Form.Item>
          <Form.Item name="hospital" label={t('hospital')} rules={required(t('hospital'))}>
            <Input maxLength={64} />
          </Form.Item>
        </Space>
        <Form.Item name="diagnosis" label={t('diagnosis')} rules={required(t('diagnosis'))}>
          <Input maxLength={255} />
        </Form.Item>
        <Form.List
          name="items"
          initialValue={[{}]}
          rules={[
            {
              validator: async (_, items?: unknown[]) =>
                items?.length ? undefined : Promise.reject(new Error(t('itemsRequired'))),
            },
          ]}
        >
          {(fields, { add, remove }, { errors }) => (
            <>
              {fields.map((field) => (
                <Space key={field.key} align="baseline" wrap>
                  <Form.Item
                    name={[field.name, 'drugId']}
                    label={t('drug')}
                    rules={[{ required: true, message: t('required', { field: t('drug') }) }]}
                  >
                    <Select
                      showSearch
                      optionFilterProp="label"
                      style={{ width: 280 }}
                      options={drugs ?? []}
                      loading={!drugs}
                    />
                  </Form.Item>
                  {NUMBERS.map(([name, max]) => (
                    <Form.Item
                      key={name}
                      name={[field.name, name]}
                      label={t(name)}
                      rules={[{ required: true, message: t('required', { field: t(name) }) }]}
                    >
                      <InputNumber min={1} max={max} precision={0} />
                    </Form.Item>
                  ))}
                  <Button type="link" danger onClick={() => remove(field.name)}>
                    {t('removeItem')}
                  </Button>
                </Space>
              ))}
              <Button onClick={() => add({})}>{t('addItem')}</Button>
              <Form.ErrorList errors={errors} />
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  )
}
