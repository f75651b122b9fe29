import { Alert, DatePicker, Form, Input, InputNumber, Select } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { wmsEndpoints } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog, GoodsSelect, LineList } from '@store/ui'
import type { usePlaces } from '../../components/places'

interface LineValues {
  goodsId: string
  binId: string
  lotNo?: string
  productionDate?: Dayjs
  expiryDate?: Dayjs
  qty: number
}
interface Values {
  warehouseId: string
  lines: LineValues[]
}

const day = (d: Dayjs | undefined) => d?.format('YYYY-MM-DD')

/** A new receipt: its warehouse, then lines of goods, bin, lot with its dates and quantity. */
export function ReceiptDialog(props: {
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
      width={1100}
      title={t('newReceipt')}
      initialValues={{ lines: [{}] as Values['lines'] }}
      send={(v) =>
        call(api, wmsEndpoints.receiptCreate, {
          body: {
            warehouseId: v.warehouseId,
            lines: v.lines.map((l) => ({
              goodsId: l.goodsId,
              binId: l.binId,
              qty: l.qty,
              ...(l.lotNo?.trim() ? { lotNo: l.lotNo.trim() } : {}),
              ...(l.productionDate ? { productionDate: day(l.productionDate) } : {}),
              ...(l.expiryDate ? { expiryDate: day(l.expiryDate) } : {}),
            })),
          },
        })
      }
      success={t('receiptCreated')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item name="warehouseId" label={t('warehouse')} rules={required('warehouse')}>
        <Select options={props.places.warehouses} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Alert type="info" showIcon message={t('lotHint')} style={{ marginBottom: 16 }} />
      <LineList
        line={(name) => (
          <>
            <Form.Item name={[name, 'goodsId']} rules={required('goods')}>
              <GoodsSelect api={api} placeholder={t('goods')} aria-label={t('goods')} />
            </Form.Item>
            <Form.Item name={[name, 'binId']} rules={required('bin')}>
              <Select
                placeholder={t('bin')}
                aria-label={t('bin')}
                options={props.places.binsOf(warehouseId)}
                style={{ width: 140 }}
              />
            </Form.Item>
            <Form.Item
              name={[name, 'lotNo']}
              rules={[{ pattern: /^[A-Za-z0-9][A-Za-z0-9_-]*$/, message: t('lotNoInvalid') }]}
            >
              <Input placeholder={t('lotNo')} aria-label={t('lotNo')} maxLength={32} style={{ width: 130 }} />
            </Form.Item>
            <Form.Item name={[name, 'productionDate']}>
              <DatePicker placeholder={t('productionDate')} aria-label={t('productionDate')} />
            </Form.Item>
            <Form.Item
              name={[name, 'expiryDate']}
              dependencies={[['lines', name, 'productionDate']]}
              rules={[
                ({ getFieldValue }) => ({
                  validator: (_, v: Dayjs | undefined) => {
                    const made = getFieldValue(['lines', name, 'productionDate']) as Dayjs | undefined
                    return !v || !made || v.isAfter(made)
                      ? Promise.resolve()
                      : Promise.reject(new Error(t('expiryAfter')))
                  },
                }),
              ]}
            >
              <DatePicker placeholder={t('expiryDate')} aria-label={t('expiryDate')} />
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
