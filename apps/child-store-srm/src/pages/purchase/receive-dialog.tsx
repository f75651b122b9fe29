import { Alert, DatePicker, Form, Input, InputNumber, Select, Table } from 'antd'
import type { Dayjs } from 'dayjs'
import { useTranslation } from 'react-i18next'
import { srmEndpoints, type SrmPoLine, type SrmPurchaseOrderDetail } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog, useLoaded } from '@store/ui'

interface LineValues {
  qty?: number | null
  binId?: string
  lotNo?: string
  productionDate?: Dayjs
  expiryDate?: Dayjs
}
interface Values {
  lines: Record<string, LineValues>
}

const day = (d: Dayjs | undefined) => d?.format('YYYY-MM-DD')

/**
 * Goods received against an order into its warehouse: how many of each open line arrive now (none on
 * a line leaves it out), the bin of the order's warehouse they go into, and their lot with its dates.
 */
export function ReceiveDialog(props: { order?: SrmPurchaseOrderDetail; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const { order } = props
  const { data: bins } = useLoaded(
    async () => (order ? call(api, srmEndpoints.bins, { query: { id: order.id } }) : []),
    [api, order?.id],
  )
  const open = (l: SrmPoLine) => l.qty - l.receivedQty
  const field = (l: SrmPoLine, name: keyof LineValues) => ['lines', l.id, name]
  return (
    <FormDialog<Values>
      form={form}
      open={Boolean(order)}
      width={1100}
      title={`${t('receive')} ${order?.code ?? ''}`}
      initialValues={{
        lines: Object.fromEntries((order?.lines ?? []).map((l) => [l.id, { qty: open(l) || null }])),
      }}
      send={(v) =>
        call(api, srmEndpoints.receive, {
          body: {
            id: order!.id,
            lines: Object.entries(v.lines)
              .filter(([, l]) => l.qty)
              .map(([lineId, l]) => ({
                lineId,
                qty: l.qty!,
                binId: l.binId!,
                ...(l.lotNo?.trim() ? { lotNo: l.lotNo.trim() } : {}),
                ...(l.productionDate ? { productionDate: day(l.productionDate) } : {}),
                ...(l.expiryDate ? { expiryDate: day(l.expiryDate) } : {}),
              })),
          },
        })
      }
      success={t('received')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <Alert type="info" showIcon message={t('lotHint')} style={{ marginBottom: 16 }} />
      <Table<SrmPoLine>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={order?.lines ?? []}
        columns={[
          { title: t('goods'), dataIndex: 'goodsName' },
          { title: t('ordered'), dataIndex: 'qty', align: 'right' },
          { title: t('receivedQty'), dataIndex: 'receivedQty', align: 'right' },
          {
            title: t('receiveQty'),
            key: 'now',
            render: (_, l) => (
              <Form.Item name={field(l, 'qty')} noStyle>
                <InputNumber
                  min={1}
                  max={open(l)}
                  precision={0}
                  disabled={open(l) === 0}
                  placeholder={t('lineNothing')}
                  aria-label={`${t('receiveQty')} ${l.goodsName}`}
                />
              </Form.Item>
            ),
          },
          {
            title: t('bin'),
            key: 'bin',
            render: (_, l) => (
              <Form.Item
                name={field(l, 'binId')}
                dependencies={[field(l, 'qty')]}
                style={{ marginBottom: 0 }}
                rules={[
                  ({ getFieldValue }) => ({
                    required: Boolean(getFieldValue(field(l, 'qty'))),
                    message: t('required', { field: t('bin') }),
                  }),
                ]}
              >
                <Select
                  disabled={open(l) === 0}
                  options={(bins ?? []).map((b) => ({ value: b.id, label: b.code }))}
                  aria-label={`${t('bin')} ${l.goodsName}`}
                  style={{ width: 140 }}
                />
              </Form.Item>
            ),
          },
          {
            title: t('lotNo'),
            key: 'lot',
            render: (_, l) => (
              <Form.Item name={field(l, 'lotNo')} noStyle>
                <Input
                  disabled={open(l) === 0}
                  maxLength={32}
                  aria-label={`${t('lotNo')} ${l.goodsName}`}
                  style={{ width: 130 }}
                />
              </Form.Item>
            ),
          },
          {
            title: t('productionDate'),
            key: 'production',
            render: (_, l) => (
              <Form.Item name={field(l, 'productionDate')} noStyle>
                <DatePicker disabled={open(l) === 0} aria-label={`${t('productionDate')} ${l.goodsName}`} />
              </Form.Item>
            ),
          },
          {
            title: t('expiryDate'),
            key: 'expiry',
            render: (_, l) => (
              <Form.Item name={field(l, 'expiryDate')} noStyle>
                <DatePicker disabled={open(l) === 0} aria-label={`${t('expiryDate')} ${l.goodsName}`} />
              </Form.Item>
            ),
          },
        ]}
      />
    </FormDialog>
  )
}
