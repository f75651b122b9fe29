import { Form, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { omsEndpoints, type OmsOrder } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog, LineList } from '@store/ui'

interface Values {
  lines: { goodsId: string; qty: number }[]
}

/** Splits some of an order's goods into a new order: which goods, how many of each. */
export function SplitDialog(props: { order: OmsOrder | undefined; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const order = props.order
  const required = (field: string) => [{ required: true, message: t('required', { field: t(field) }) }]
  return (
    <FormDialog<Values>
      open={!!order}
      width={600}
      title={order && t('splitTitle', { code: order.code })}
      initialValues={{ lines: [{}] as Values['lines'] }}
      send={(v) => call(api, omsEndpoints.orderSplit, { body: { id: order!.id, lines: v.lines } })}
      success={t('splitDone')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      <LineList
        line={(name) => (
          <>
            <Form.Item name={[name, 'goodsId']} rules={required('goods')}>
              <Select
                aria-label={t('goods')}
                placeholder={t('goods')}
                style={{ minWidth: 240 }}
                options={order?.lines.map((l) => ({
                  value: l.goodsId,
                  label: `${l.goodsCode} ${l.goodsName} (${l.qty})`,
                }))}
              />
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
