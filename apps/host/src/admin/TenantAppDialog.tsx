import { useState } from 'react'
import { Checkbox, Modal, Space } from 'antd'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { applicationResource, endpointsOf, tenantAppEndpoints, type Locale, type Page } from '@store/contract'
import { call } from '@store/request'
import { hostApi } from '../bridge/api'
import { LoadState, useLoaded } from '@store/ui/loading'
import { useSubmit } from '@store/ui/submit'

/** Every application fits one page (the platform has a handful, far under the page limit). */
const APPLICATIONS = {
  url: `${applicationResource.basePath}/${endpointsOf(applicationResource).page}`,
  query: { current: 1, size: 1000 },
}
const selectLocale = (s: BridgeState) => s.locale

interface Application {
  id: string
  name: string
  nameZhHk: string | null
  nameEn: string | null
}

/** An application's name in the caller's language, zh_CN when it has none there. */
const nameIn = (app: Application, locale: Locale) =>
  (locale === 'en' ? app.nameEn : locale === 'zh_HK' ? app.nameZhHk : null) || app.name

export interface TenantAppsShown {
  tenant: { tenantId: string; tenantFullName: string }
  /** view: `view_v2`, read-only; edit: `echo_v2`, saved by `submit` */
  mode: 'view' | 'edit'
  onSaved?(): Promise<void>
}

/** The ids with `id` added (checked) or taken out, in the order they were. */
const toggled = (ids: string[], id: string, checked: boolean) =>
  checked ? [...ids.filter((i) => i !== id), id] : ids.filter((i) => i !== id)

/** The applications opened to one tenant, as checkboxes over every live application. */
export function TenantAppDialog({ tenant, mode, onSaved, onClose }: TenantAppsShown & { onClose(): void }) {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const [checked, setChecked] = useState<string[]>()
  const loaded = useLoaded(async () => {
    const [opened, apps] = await Promise.all([
      call(hostApi, mode === 'view' ? tenantAppEndpoints.view : tenantAppEndpoints.echo, {
        query: { tenantId: tenant.tenantId },
      }),
      hostApi.get<Page<Application>>(APPLICATIONS.url, APPLICATIONS.query),
    ])
    return { opened: opened.applicationIds, apps: apps.records }
  }, [tenant.tenantId, mode])
  const chosen = checked ?? loaded.data?.opened ?? []

  const { saving, submit: save } = useSubmit(
    () =>
      call(hostApi, tenantAppEndpoints.submit, {
        body: { tenantId: tenant.tenantId, applicationIds: chosen },
      }),
    {
      success: t('admin.tenantApp.saved'),
      done: async () => {
        onClose()
        await onSaved?.()
      },
    },
  )

  const title = t('admin.tenantApp.title', { name: tenant.tenantFullName, id: tenant.tenantId })
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      onOk={() => void save()}
      footer={mode === 'view' ? null : undefined}
      okButtonProps={{ disabled: !loaded.data, loading: saving }}
    >
      {loaded.data ? (
        // one checkbox each rather than Checkbox.Group: the group drops a click that comes before its
        // boxes have registered (an effect after the first render), as a test's click right after loading did
        <Space role="group" aria-label={t('admin.tenantApp.applications')} wrap>
          {loaded.data.apps.map((app) => (
            <Checkbox
              key={app.id}
              disabled={mode === 'view'}
              checked={chosen.includes(app.id)}
              onChange={(e) => setChecked(toggled(chosen, app.id, e.target.checked))}
            >
              {nameIn(app, locale)}
            </Checkbox>
          ))}
        </Space>
      ) : (
        <LoadState error={loaded.error} />
      )}
    </Modal>
  )
}
