import { useEffect, useState } from 'react'
import { Button, Card, Switch, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { SHOP_CODES as C, shopSettingEndpoints as ep, type PaymentMethodSetting } from '@store/contract'
import { useButton } from '@store/bridge/react'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { LoadState, useLoaded, useSubmit } from '@store/ui'

/** The payment methods: an unsupported one is shown but cannot be switched on. */
export default function PaymentSettingPage() {
  const { t } = useTranslation()
  const api = useApi()
  const canEdit = useButton(C.paymentEdit)
  const { data, error, reload } = useLoaded(() => call(api, ep.paymentSearch, {}), [api])
  const [methods, setMethods] = useState<PaymentMethodSetting[]>([])
  useEffect(() => setMethods(data ?? []), [data])
  const save = useSubmit(() => call(api, ep.paymentSave, { body: methods }), {
    success: t('saved'),
    done: () => void reload(),
  })
  const toggle = (method: number, on: boolean) =>
    setMethods((all) => all.map((m) => (m.paymentMethod === method ? { ...m, isEnabled: on ? 1 : 0 } : m)))
  if (!data) return <LoadState error={error} />
  return (
    <Card title={t('paymentSetting')}>
      <Table<PaymentMethodSetting>
        rowKey="paymentMethod"
        size="small"
        pagination={false}
        style={{ marginBottom: 16, maxWidth: 560 }}
        dataSource={methods}
        columns={[
          { title: t('paymentMethod'), dataIndex: 'paymentMethod', render: (m: number) => t(`pay_${m}`) },
          {
            title: t('supported'),
            dataIndex: 'isSupported',
            render: (s: number) =>
              s ? <Tag color="success">{t('yes')}</Tag> : <Tag>{t('unsupported')}</Tag>,
          },
          {
            title: t('enabled'),
            key: 'enabled',
            render: (_, m) => (
              <Switch
                aria-label={t(`pay_${m.paymentMethod}`)}
                checked={m.isEnabled === 1}
                disabled={!canEdit || !m.isSupported}
                onChange={(on) => toggle(m.paymentMethod, on)}
              />
            ),
          },
        ]}
      />
      {canEdit && (
        <Button type="primary" loading={save.saving} onClick={() => void save.submit()}>
          {t('save')}
        </Button>
      )}
    </Card>
  )
}
