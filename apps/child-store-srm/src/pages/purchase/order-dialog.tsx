import { Form, Input, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  srmEndpoints,
  srmSupplierResource,
  wmsWarehouseResource,
  type SrmPurchaseOrderDetail,
} from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog, GoodsSelect, LineList, namedBy, useResourceChoices } from '@store/ui'
import { toFen } from '../../components/money'

interface Values {
  supplierId: string
  warehouseId: string
  remark?: string
  lines: { goodsId: string; qty: number; unitPrice: number }[]
}

const byName = namedBy('name')

/** A new draft purchase order, or a draft changed: supplier, receiving warehouse, goods lines priced in yuan. */
export function OrderDialog(props: {
  open: boolean
  order?: SrmPurchaseOrderDetail
  onClose(): void
  onDone(): void
}) {
  const { t } = useTranslation()
  const api = useApi()
  const suppliers = useResourceChoices(api, srmSupplierResource, byName) ?? []
  const warehouses = useResourceChoices(api, wmsWarehouseResource, byName) ?? []
  const [form] = Form.useForm<Values>()
  const required = (field: string) => [{ required: true, message: t('required', { field: t(field) }) }]
  const { order } = props
  return (
    <FormDialog<Values>
      form={form}
      open={props.open}
      width={900}
      title={t(order ? 'editPurchase' : 'newPurchase')}
      initialValues={
        order
          ? {
              supplierId: order.supplierId,
              warehouseId: order.warehouseId,
              remark: order.remark ?? undefined,
              lines: order.lines.map((l) => ({
                goodsId: l.goodsId,
                qty: l.qty,
                unitPrice: l.unitPrice / 100,
              })),
            }
          : { lines: [{}] as Values['lines'] }
      }
      send={(v) =>
        call(api, srmEndpoints.purchaseSave, {
          body: {
            ...(order ? { id: order.id } : {}),
            supplierId: v.supplierId,
            warehouseId: v.warehouseId,
            ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
            lines: v.lines.map((l) => ({ goodsId: l.goodsId, qty: l.qty, unitPrice: toFen(l.unitPrice) })),
          },
        })
      }
      success={t('purchaseSaved')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item name="supplierId" label={t('supplier')} rules={required('supplier')}>
        <Select options={suppliers} showSearch optionFilterProp="label" style={{ maxWidth: 360 }} />
      </Form.Item>
      <Form.Item name="warehouseId" label={t('warehouse')} rules={required('warehouse')}>
        <Select options={warehouses} style={{ maxWidth: 360 }} />
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
            <Form.Item name={[name, 'unitPrice']} rules={required('unitPrice')}>
              <InputNumber
                min={0}
                max={1_000_000}
                precision={2}
                placeholder={t('unitPrice')}
                aria-label={t('unitPrice')}
                style={{ width: 140 }}
              />
            </Form.Item>
          </>
        )}
      />
      <Form.Item name="remark" label={t('remark')}>
        <Input maxLength={255} />
      </Form.Item>
    </FormDialog>
  )
}
