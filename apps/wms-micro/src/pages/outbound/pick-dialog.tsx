import { Form, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { wmsEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog, GoodsSelect, LineList } from '@store/ui'
import type { usePlaces } from '../../components/places'

interface Values {
  warehouseId: string
  lines: { goodsId: string; qty: number }[]
}

/** A new pick list: a warehouse and the goods and quantities to ship; the server allocates the lots. */
export function PickDialog(props: {
  open: boolean
  places: ReturnType<typeof usePlaces>
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const required = (field: string) => [{ required: true, message: t('required', { field: t(field) }) }]
  return (
    <FormDialog<Values>
      open={props.open}
      width={640}
      title={t('newPick')}
      initialValues={{ lines: [{}] as Values['lines'] }}
      send={(body) => call(api, wmsEndpoints.pickCreate, { body })}
      success={t('pickCreated')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item name="warehouseId" label={t('warehouse')} rules={required('warehouse')}>
        <Select options={props.places.warehouses} style={{ maxWidth: 320 }} />
      </Form.Item>
      <LineList
        line={(name) => (
          <>
            <Form.Item name={[name, 'goodsId']} rules={required('goods')}>
              <GoodsSelect api={api} placeholder={t('goods')} aria-label={t('goods')} />
            </Form.Item>
            <Form.Item name={[name, 'qty']} rules={required('qty')}>
              <InputNumber
                min={1}
                max={1_000_000}
                precision={0}
                placeholder={t('qty')}
                aria-label={t('qty')}
              />
            </Form.Item>
          </>
        )}
      />
    </FormDialog>
  )
}
