import { useCallback, useEffect, useState } from 'react'
import { Alert, Card, Switch, Table, Tag } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridge, useButton } from '@store/bridge/react'
import { crmEndpoints, type PayMethodSetting } from '@store/contract'
import { useApi } from '@store/micro'
import { call } from '@store/request'
import { NAMESPACE } from '../../messages'

/** The buttons of the menu seed's `crm_pay_method` screen. */
const EDIT = 'crm_pay_method_edit'
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

/**
 * /huikeCRM/setting/payMethod (spec §3 Payment method setting): the prepaid payment methods, whether
 * each is supported for the tenant and on. Whoever may edit the setting switches a supported method
 * on or off (`prepackage/payMethodSave`); switching one off asks first.
 */
export default function PayMethodPage() {
  const { t } = useTranslation(NAMESPACE)
  const api = useApi()
  const bridge = useBridge()
  const canEdit = useButton(EDIT)
  const [methods, setMethods] = useState<PayMethodSetting[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [saving, setSaving] = useState<number | null>(null)

  const load = useCallback(
    () =>
      call(api, crmEndpoints.payMethods)
        .then((rows) => {
          setMethods(rows)
          setError(null)
        })
        .catch((e: unknown) => {
          setMethods([])
          setError(messageOf(e))
        }),
    [api],
  )
  useEffect(() => {
    void load()
  }, [load])

  const toggle = async (method: PayMethodSetting, on: boolean) => {
    if (
      !on &&
      !(await bridge.services.confirm({
        title: t('payMethodOffConfirm', { name: method.paymentMethodName }),
        okText: t('switchOff'),
        danger: true,
      }))
    )
      return
    setSaving(method.paymentMethod)
    try {
      await call(api, crmEndpoints.savePayMethod, {
        body: { paymentMethod: method.paymentMethod, isEnabled: on ? 1 : 0 },
      })
      bridge.services.notify({
        type: 'success',
        message: t('payMethodSaved', { name: method.paymentMethodName }),
      })
      await load()
    } catch (e) {
      bridge.services.notify({ type: 'error', message: messageOf(e) })
    } finally {
      setSaving(null)
    }
  }

  return (
    <Card title={t('payMethods')}>
      {error && (
        <Alert
          type="error"
          showIcon
          message={t('loadFailed', { message: error })}
          style={{ marginBottom: 16 }}
        />
      )}
      <Table<PayMethodSetting>
        rowKey="paymentMethod"
        loading={methods === null}
        dataSource={methods ?? []}
        pagination={false}
        columns={[
          { title: t('payMethod'), dataIndex: 'paymentMethodName' },
          {
            title: t('payMethodSupported'),
            dataIndex: 'isSupported',
            render: (supported: number) =>
              supported ? <Tag color="green">{t('yes')}</Tag> : <Tag>{t('no')}</Tag>,
          },
          {
            title: t('payMethodEnabled'),
            dataIndex: 'isEnabled',
            render: (enabled: number, method) => (
              <Switch
                aria-label={method.paymentMethodName}
                checked={enabled === 1}
                loading={saving === method.paymentMethod}
                disabled={!canEdit || (!method.isSupported && enabled !== 1)}
                onChange={(on) => void toggle(method, on)}
              />
            ),
          },
        ]}
      />
    </Card>
  )
}
