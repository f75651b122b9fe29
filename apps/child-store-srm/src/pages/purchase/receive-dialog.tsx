import { Form, InputNumber, Table } from 'antd'
import { useTranslation } from 'react-i18next'
import { srmEndpoints, type SrmPoLine, type SrmPurchaseOrderDetail } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog } from '@store/ui'

interface Values {
  qty: Record<string, number | null>
}

/** Goods received against an order: how many of each open line arrive now (none on a line leaves it out). */
export function ReceiveDialog(props: { order?: SrmPurchaseOrderDetail; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const [form] = Form.useForm<Values>()
  const { order } = props
  const open = (l: SrmPoLine) => l.qty - l.receivedQty
  return (
    <FormDialog<Values>
      form={form}
      open={Boolean(order)}
      width={720}
      title={`${t('receive')} ${order?.code ?? ''}`}
      initialValues={{ qty: Object.fromEntries((order?.lines ?? []).map((l) => [l.id, open(l) || null])) }}
      send={(v) =>
        call(api, srmEndpoints.receive, {
          body: {
            id: order!.id,
            lines: Object.entries(v.qty)
              .filter(([, qty]) => qty)
              .map(([lineId, qty]) => ({ lineId, qty: qty! })),
          },
        })
      }
      success={t('received')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
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
              <Form.Item name={['qty', l.id]} noStyle>
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
        ]}
      />
    </FormDialog>
  )
}
