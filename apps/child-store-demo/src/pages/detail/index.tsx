import { useCallback, useEffect, useState } from 'react'
import { useParams } from 'react-router-dom'
import { Alert, Button, Card, Descriptions, Skeleton, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import { DEMO_DICTS, demoItemResource, permissionCodes } from '@store/contract'
import type { BridgeState } from '@store/bridge'
import { useBridge, useBridgeState } from '@store/bridge/react'
import { useApi, useSubApp } from '@store/micro'
import { PermissionGate, formatAmount, useDictionaries, type CrudRecord } from '@store/ui'
import { ContextStrip } from '../../components/context-strip'
import { RemarkForm } from './remark-form'

const { basePath, fields } = demoItemResource
const codes = permissionCodes(demoItemResource)
const selectLocale = (s: BridgeState) => s.locale
const messageOf = (e: unknown) => (e instanceof Error ? e.message : String(e))

/** One display plan, read from the server; users who may edit can switch it on or off here. */
export default function DetailPage() {
  const { id } = useParams<'id'>()
  const { t } = useTranslation()
  const api = useApi()
  const { basename } = useSubApp()
  const { services } = useBridge()
  const locale = useBridgeState(selectLocale)
  const [plan, setPlan] = useState<CrudRecord | null>(null)
  const [error, setError] = useState<string | null>(null)
  const dictionaries = useDictionaries(
    api,
    demoItemResource,
    locale,
    useCallback((e) => setError(messageOf(e)), []),
  )

  useEffect(() => {
    api.get<CrudRecord>(`${basePath}/detail`, { id }).then(setPlan, (e: unknown) => setError(messageOf(e)))
  }, [api, id])

  const labelOf = (dict: string, key: unknown) =>
    dictionaries[dict]?.find((i) => i.dictKey === String(key))?.dictValue ?? String(key ?? '')

  const toggle = async () => {
    if (!plan) return
    try {
      setPlan(
        await api.post<CrudRecord>(`${basePath}/submit`, { ...plan, status: plan.status === 1 ? 0 : 1 }),
      )
      services.notify({ type: 'success', message: t('statusChanged') })
    } catch (e) {
      services.notify({ type: 'error', message: messageOf(e) })
    }
  }

  const saveRemark = async (remark: string) => {
    if (!plan) return
    try {
      setPlan(await api.post<CrudRecord>(`${basePath}/submit`, { ...plan, remark }))
      services.notify({ type: 'success', message: t('saved') })
    } catch (e) {
      services.notify({ type: 'error', message: messageOf(e) })
    }
  }

  return (
    <>
      <ContextStrip />
      {error && <Alert type="error" showIcon message={error} style={{ marginBottom: 16 }} />}
      <Card
        title={plan ? String(plan.planName) : demoItemResource.label[locale]}
        extra={
          <Space>
            {plan && (
              <PermissionGate code={codes.edit}>
                <Button onClick={() => void toggle()}>
                  {plan.status === 1 ? t('disable') : t('enable')}
                </Button>
              </PermissionGate>
            )}
            <Button onClick={() => services.navigate(`${basename}/list`)}>{t('back')}</Button>
          </Space>
        }
      >
        {!plan && !error && <Skeleton active />}
        {plan && (
          <Descriptions column={2} bordered>
            <Descriptions.Item label={fields.planCode.label[locale]}>
              {String(plan.planCode)}
            </Descriptions.Item>
            <Descriptions.Item label={fields.planName.label[locale]}>
              {String(plan.planName)}
            </Descriptions.Item>
            <Descriptions.Item label={fields.category.label[locale]}>
              {labelOf(DEMO_DICTS.category, plan.category)}
            </Descriptions.Item>
            <Descriptions.Item label={fields.amount.label[locale]}>
              {formatAmount(plan.amount)}
            </Descriptions.Item>
            <Descriptions.Item label={fields.status.label[locale]}>
              {labelOf(DEMO_DICTS.status, plan.status)}
            </Descriptions.Item>
            <Descriptions.Item label={fields.launchDate.label[locale]}>
              {String(plan.launchDate)}
            </Descriptions.Item>
            <Descriptions.Item label={fields.remark.label[locale]} span={2}>
              {String(plan.remark ?? '')}
            </Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      {plan && (
        <PermissionGate code={codes.edit}>
          <RemarkForm plan={plan} title={fields.remark.label[locale]} onSave={saveRemark} />
        </PermissionGate>
      )}
    </>
  )
}
