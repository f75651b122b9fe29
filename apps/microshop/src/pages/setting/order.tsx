import { Card, Form, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import {
  SHOP_CODES as C,
  shopSettingEndpoints as ep,
  type OrderCancelSetting,
  type OrderCompleteSetting,
  type UnpaidCancelSetting,
} from '@store/contract'
import { useApi } from '@store/micro'
import { FlagItem, NumberItem, SettingForm } from '@store/ui'

const codes = { viewCode: C.orderSettingView, editCode: C.orderSettingEdit }

/** The three order settings, each saved by its own call: unpaid-order cancellation, cancellation rules, completion. */
export default function OrderSettingPage() {
  const { t } = useTranslation()
  const api = useApi()
  return (
    <>
      <Card title={t('unpaidSetting')} style={{ marginBottom: 16 }}>
        <SettingForm<UnpaidCancelSetting>
          name="unpaid"
          api={api}
          load={ep.unpaidSearch.path}
          save={{ method: 'get', path: ep.unpaidSave.path }}
          toBody={({ cancelMinutes }) => ({ cancelMinutes })}
          {...codes}
        >
          <NumberItem name="cancelMinutes" label={t('cancelMinutes')} min={5} max={10080} />
        </SettingForm>
      </Card>
      <Card title={t('cancelSetting')} style={{ marginBottom: 16 }}>
        <SettingForm<OrderCancelSetting>
          name="cancel"
          api={api}
          load={ep.cancelSearch.path}
          save={{ method: 'post', path: ep.cancelSave.path }}
          toBody={({ buyerCancelUnpaid, buyerCancelPaid, reasons }) => ({
            buyerCancelUnpaid,
            buyerCancelPaid,
            reasons: reasons.map((r) => r.trim()).filter(Boolean),
          })}
          {...codes}
        >
          <FlagItem name="buyerCancelUnpaid" label={t('buyerCancelUnpaid')} />
          <FlagItem name="buyerCancelPaid" label={t('buyerCancelPaid')} />
          <Form.Item
            name="reasons"
            label={t('cancelReasons')}
            rules={[
              {
                validator: (_, v: string[] = []) =>
                  v.length <= 20 && v.every((r) => r.trim().length > 0 && r.length <= 32)
                    ? Promise.resolve()
                    : Promise.reject(new Error(t('reasonsInvalid'))),
              },
            ]}
          >
            <Select mode="tags" open={false} aria-label={t('cancelReasons')} />
          </Form.Item>
        </SettingForm>
      </Card>
      <Card title={t('completeSetting')}>
        <SettingForm<OrderCompleteSetting>
          name="complete"
          api={api}
          load={ep.completeSearch.path}
          save={{ method: 'post', path: ep.completeSave.path }}
          toBody={({ autoCompleteDays }) => ({ autoCompleteDays })}
          {...codes}
        >
          <NumberItem name="autoCompleteDays" label={t('autoCompleteDays')} min={1} max={60} />
        </SettingForm>
      </Card>
    </>
  )
}
