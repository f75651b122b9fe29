import { DatePicker, Form, Input, InputNumber, Table } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { srmEndpoints, type SrmPoLine, type SrmPurchaseOrderDetail } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog } from '@store/ui'
import { toFen } from '../../components/money'

interface Values {
  invoiceNo: string
  invoiceDate: Dayjs
  lines: Record<string, { qty: number | null; amount: number | null }>
}

/** The supplier's invoice of an order: its number and date, and per received line the quantity and amount invoiced. */
export function InvoiceDialog(props: { order?: SrmPurchaseOrderDetail; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const required = (field: string) => [{ required: true, message: t('required', { field: t(field) }) }]
  const { order } = props
  const received = (order?.lines ?? []).filter((l) => l.receivedQty > 0)
  return (
    <FormDialog<Values>
      form={form}
      open={Boolean(order)}
      width={820}
      title={`${t('invoice')} ${order?.code ?? ''}`}
      initialValues={{
        invoiceDate: dayjs(),
        lines: Object.fromEntries(
          received.map((l) => [l.id, { qty: l.receivedQty, amount: (l.receivedQty * l.unitPrice) / 100 }]),
        ),
      }}
      send={(v) =>
        call(api, srmEndpoints.invoice, {
          body: {
            id: order!.id,
            invoiceNo: v.invoiceNo.trim(),
            invoiceDate: v.invoiceDate.format('YYYY-MM-DD'),
            lines: Object.entries(v.lines)
              .filter(([, l]) => l.qty)
              .map(([lineId, l]) => ({ lineId, qty: l.qty!, amount: toFen(l.amount ?? 0) })),
          },
        })
      }
      success={t('invoiced')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Form.Item name="invoiceNo" label={t('invoiceNo')} rules={required('invoiceNo')}>
        <Input maxLength={64} style={{ maxWidth: 320 }} />
      </Form.Item>
      <Form.Item name="invoiceDate" label={t('invoiceDate')} rules={required('invoiceDate')}>
        <DatePicker />
      </Form.Item>
      <Table<SrmPoLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={received}
        columns={[
          { title: t('goods'), dataIndex: 'goodsName' },
          { title: t('receivedQty'), dataIndex: 'receivedQty', align: 'right' },
          {
            title: t('invoicedQty'),
            key: 'qty',
            render: (_, l) => (
              <Form.Item name={['lines', l.id, 'qty']} noStyle>
                <InputNumber
                  min={1}
                  max={1_000_000}
                  precision={0}
                  aria-label={`${t('invoicedQty')} ${l.goodsName}`}
                />
              </Form.Item>
            ),
          },
          {
            title: t('invoicedAmount'),
            key: 'amount',
            render: (_, l) => (
              <Form.Item name={['lines', l.id, 'amount']} noStyle>
                <InputNumber
                  min={0}
                  max={1_000_000}
                  precision={2}
                  aria-label={`${t('invoicedAmount')} ${l.goodsName}`}
                />
              </Form.Item>
            ),
          },
        ]}
      />
    </FormDialog>
  )
}
