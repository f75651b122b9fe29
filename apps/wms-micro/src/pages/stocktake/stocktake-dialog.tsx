import { Form, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { wmsEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog } from '@store/ui'
import type { usePlaces } from '../../components/places'

interface Values {
  warehouseId: string
  binIds: string[]
}

/** Starts a stocktake of some bins of a warehouse: they are frozen until it is approved. */
export function StocktakeDialog(props: {
  open: boolean
  places: ReturnType<typeof usePlaces>
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const warehouseId = Form.useWatch('warehouseId', form)
  const required = (field: string) => [{ required: true, message: t('required', { field: t(field) }) }]
  return (
    <FormDialog<Values>
      form={form}
      open={props.open}
      title={t('newStocktake')}
      send={(body) => call(api, wmsEndpoints.stocktakeCreate, { body })}
      success={t('stocktakeCreated')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item name="warehouseId" label={t('warehouse')} rules={required('warehouse')}>
        <Select options={props.places.warehouses} onChange={() => form.setFieldValue('binIds', [])} />
      </Form.Item>
      <Form.Item name="binIds" label={t('stocktakeBins')} rules={required('stocktakeBins')}>
        <Select mode="multiple" options={props.places.binsOf(warehouseId)} optionFilterProp="label" />
      </Form.Item>
    </FormDialog>
  )
}
