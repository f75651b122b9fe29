import { Form, Input, InputNumber } from 'antd'
import { useTranslation } from 'react-i18next'
import { omsEndpoints, type EndpointBody } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { FormDialog, GoodsSelect, LineList } from '@store/ui'

type Values = EndpointBody<typeof omsEndpoints.orderCreate>

const FIELDS = ['sourceNo', 'receiverName', 'receiverPhone', 'region', 'address'] as const

/** A POS order entered by hand: its till receipt number, the receiver and the goods. */
export function PosDialog(props: { open: boolean; onClose(): void; onDone(): void }) {
  const { t } = useTranslation()
  const api = useApi()
  const required = (field: string) => [
    { required: true, whitespace: true, message: t('required', { field: t(field) }) },
  ]
  return (
    <FormDialog<Values>
      open={props.open}
      width={640}
      title={t('posEntry')}
      initialValues={{ lines: [{}] as Values['lines'] }}
      send={(body) => call(api, omsEndpoints.orderCreate, { body })}
      success={t('posSaved')}
      onClose={props.onClose}
      onDone={props.onDone}
    >
      {FIELDS.map((field) => (
        <Form.Item key={field} name={field} label={t(field)} rules={required(field)}>
          <Input maxLength={field === 'address' ? 255 : 40} />
        </Form.Item>
      ))}
      <LineList
        line={(name) => (
          <>
            <Form.Item name={[name, 'goodsId']} rules={required('goods')}>
              <GoodsSelect api={api} placeholder={t('goods')} aria-label={t('goods')} />
            </Form.Item>
            <Form.Item
              name={[name, 'qty']}
              rules={[{ required: true, message: t('required', { field: t('qty') }) }]}
            >
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
