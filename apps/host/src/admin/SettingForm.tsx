import { useState, type ReactNode } from 'react'
import { Button, Form, InputNumber, Switch, type FormRule } from 'antd'
import { useTranslation } from 'react-i18next'
import { useBridge, useButton } from '@store/bridge/react'
import { hostApi } from '../bridge/api'
import { LoadState } from '../loading/LoadState'
import { Outcome } from '../pages/Outcome'
import { PermissionGate } from '@store/ui'
import { useLoaded } from '../loading/use-loaded'

/** Where a setting is read and saved (server routes of one tenant setting). */
export interface SettingRoutes {
  load: string
  save: { method: 'post' | 'put'; path: string }
  /** the button code that allows saving; without it the form is read-only */
  editCode: string
  /** the code needed to see the setting at all, where reading it is not for every signed-in user */
  viewCode?: string
}

interface SettingFormProps<T> extends SettingRoutes {
  name: string
  /** the saved setting as the server takes it, from the form's values */
  toBody?: (values: T) => unknown
  /** after a save, with the values saved (the shell shows them at once) */
  onSaved?: (values: T) => void
  /** what the form shows beside its fields, from the values being edited (a preview) */
  aside?: (values: T) => ReactNode
  children: ReactNode
}

/**
 * One tenant setting as a form: loaded from the server, saved whole with the edit button's code;
 * without its view code, a no-permission page and no call to the server.
 */
export function SettingForm<T extends object>({ viewCode, ...props }: SettingFormProps<T>) {
  const { t } = useTranslation()
  const form = <LoadedSettingForm<T> {...props} />
  if (!viewCode) return form
  return (
    <PermissionGate code={viewCode} fallback={<Outcome status={403} subTitle={t('menu.noPermission')} />}>
      {form}
    </PermissionGate>
  )
}

function LoadedSettingForm<T extends object>({
  name,
  load,
  save,
  editCode,
  toBody = (values) => values,
  onSaved,
  aside,
  children,
}: Omit<SettingFormProps<T>, 'viewCode'>) {
  const { t } = useTranslation()
  const bridge = useBridge()
  const mayEdit = useButton(editCode)
  const [form] = Form.useForm<T>()
  const editing = Form.useWatch([], form) as T | undefined
  const loaded = useLoaded(() => hostApi.get<T>(load), [load])
  const [busy, setBusy] = useState(false)
  if (loaded.data === undefined) return <LoadState error={loaded.error} />
  const setting = loaded.data

  const submit = async (values: T) => {
    setBusy(true)
    try {
      const saved = { ...setting, ...values }
      await hostApi[save.method](save.path, toBody(saved))
      onSaved?.(saved)
      bridge.services.notify({ type: 'success', message: t('admin.setting.saved') })
      await loaded.reload()
    } catch (e) {
      bridge.services.notify({ type: 'error', message: e instanceof Error ? e.message : String(e) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="sd-admin-screen">
      <Form<T>
        form={form}
        name={name}
        layout="vertical"
        className="sd-narrow-form"
        initialValues={setting}
        disabled={!mayEdit}
        onFinish={(values) => void submit(values)}
      >
        {children}
        {mayEdit && (
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('common.save')}
          </Button>
        )}
      </Form>
      {aside?.({ ...setting, ...editing })}
    </div>
  )
}

interface NumberItemProps {
  name: string
  label: string
  min: number
  max: number
  /** checks of its own beyond the range (against the fields in `dependencies`) */
  rules?: FormRule[]
  dependencies?: string[]
}

/** A whole-number field between `min` and `max`, required. */
export function NumberItem({ name, label, min, max, rules = [], dependencies }: NumberItemProps) {
  const { t } = useTranslation()
  const message = t('admin.setting.range', { min, max })
  return (
    <Form.Item
      name={name}
      label={label}
      dependencies={dependencies}
      rules={[{ required: true, message }, { type: 'integer', min, max, message }, ...rules]}
    >
      <InputNumber precision={0} />
    </Form.Item>
  )
}

/** A 0/1 setting as a switch. */
export function FlagItem({ name, label }: { name: string; label: string }) {
  return (
    <Form.Item
      name={name}
      label={label}
      valuePropName="checked"
      getValueProps={(value: unknown) => ({ checked: value === 1 })}
      normalize={(checked: boolean) => (checked ? 1 : 0)}
    >
      <Switch />
    </Form.Item>
  )
}
