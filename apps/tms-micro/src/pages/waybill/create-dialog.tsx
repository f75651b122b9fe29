import { Button, Form, Input, InputNumber, Select, Space } from 'antd'
import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { useTranslation } from 'react-i18next'
import { tmsEndpoints, WMS_CODES, wmsEndpoints, type TmsShipmentInput } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog, useLoaded } from '@store/ui'
import { useCatalogueChoices } from '../../components/service-choices'

/** The warehouse's shipped pick lists, for those who may see them: a shipment can carry one. */
function useShippedPicks() {
  const api = useApi()
  const allowed = useButton(WMS_CODES.pickView)
  const { data } = useLoaded(
    async () => (allowed ? (await call(api, wmsEndpoints.pickPage, { query: { size: 100 } })).records : []),
    [api, allowed],
  )
  return (data ?? []).filter((p) => p.status === 'shipped').map((p) => ({ value: p.id, label: p.code }))
}

/** A new shipment: what it carries (a source reference or a shipped pick list), who to, its parcels, its service. */
export function CreateDialog(props: { open: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const { services } = useCatalogueChoices()
  const picks = useShippedPicks()
  const [form] = Form.useForm<TmsShipmentInput>()
  const required = (field: string) => [{ required: true, message: t('required', { field: t(field) }) }]
  const party = (who: 'sender' | 'receiver') => (
    <Space wrap align="start">
      <Form.Item name={[who, 'name']} label={`${t(who)} ${t('name')}`} rules={required('name')}>
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name={[who, 'phone']} label={t('phone')} rules={required('phone')}>
        <Input maxLength={20} />
      </Form.Item>
      <Form.Item name={[who, 'address']} label={t('address')} rules={required('address')}>
        <Input maxLength={255} style={{ width: 260 }} />
      </Form.Item>
    </Space>
  )
  return (
    <FormDialog<TmsShipmentInput>
      form={form}
      open={props.open}
      width={720}
      title={t('newShipment')}
      initialValues={{ parcels: [{}] as TmsShipmentInput['parcels'] }}
      send={(body) => call(api, tmsEndpoints.shipmentCreate, { body })}
      success={t('shipmentCreated')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Space wrap align="start">
        <Form.Item name="sourceRef" label={t('sourceRef')} rules={required('sourceRef')}>
          <Input maxLength={64} />
        </Form.Item>
        {picks.length > 0 && (
          <Form.Item name="wmsPickId" label={t('wmsPick')}>
            <Select
              allowClear
              options={picks}
              style={{ minWidth: 200 }}
              onChange={(id) => {
                const pick = picks.find((p) => p.value === id)
                if (pick) form.setFieldValue('sourceRef', pick.label)
              }}
            />
          </Form.Item>
        )}
      </Space>
      {party('sender')}
      {party('receiver')}
      <Space wrap align="start">
        <Form.Item name="region" label={t('region')} rules={required('region')}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item name="serviceId" label={t('service')} rules={required('service')}>
          <Select options={services} style={{ minWidth: 200 }} />
        </Form.Item>
      </Space>
      <Form.List name="parcels">
        {(fields, { add, remove }) => (
          <>
            {fields.map(({ key, name }) => (
              <Space key={key} align="start">
                <Form.Item name={[name, 'weight']} label={t('parcelWeight')} rules={required('parcelWeight')}>
                  <InputNumber min={1} max={1_000_000} precision={0} />
                </Form.Item>
                {fields.length > 1 && (
                  <Button
                    type="text"
                    aria-label={t('removeParcel')}
                    icon={<MinusCircleOutlined />}
                    onClick={() => remove(name)}
                  />
                )}
              </Space>
            ))}
            <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})}>
              {t('addParcel')}
            </Button>
          </>
        )}
      </Form.List>
    </FormDialog>
  )
}
