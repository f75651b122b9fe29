import { useState, type ReactNode } from 'react'
import { Button, Form, InputNumber, Switch, type FormRule } from 'antd'
import type { BridgeState } from '@store/bridge'
import { useBridge, useBridgeState, useButton, useUnsavedEdits } from '@store/bridge/react'
import type { Api } from '@store/request'
import { LoadState, Outcome, useLoaded } from './loading'
import { PermissionGate } from './permission-gate'
import { uiTexts } from './messages'

/** Where a setting is read and saved (server routes of one tenant setting). */
export interface SettingRoutes {
  load: string
  /** `get`: a setting the spec's client saves by GET, its values sent as the query */
  save: { method: 'get' | 'post' | 'put'; path: string }
  /** the button code that allows saving; without it the form is read-only */
  editCode: string
  /** the code needed to see the setting at all, where reading it is not for every signed-in user */
  viewCode?: string
}

export interface SettingFormProps<T> extends SettingRoutes {
  name: string
  /** the client of the host or sub-app the form is in */
  api: Api
  /** the saved setting as the server takes it, from the form's values */
  toBody?: (values: T) => unknown
  /** after a save, with the values saved (the shell shows them at once) */
  onSaved?: (values: T) => void
  /** what the form shows beside its fields, from the values being edited (a preview) */
  aside?: (values: T) => ReactNode
  /** asked before saving, for a setting that changes how the business runs from then on */
  confirmSave?: { title: string; content?: string }
  children: ReactNode
}

const selectLocale = (s: BridgeState) => s.locale

/**
 * One tenant setting as a form: loaded from the server, saved whole with the edit button's code;
 * without its view code, a no-permission page and no call to the server.
 */
export function SettingForm<T extends object>({ viewCode, ...props }: SettingFormProps<T>) {
  const t = uiTexts(useBridgeState(selectLocale))
  const form = <LoadedSettingForm<T> {...props} />
  if (!viewCode) return form
  return (
    <PermissionGate code={viewCode} fallback={<Outcome status={403} subTitle={t('noPermission')} />}>
      {form}
    </PermissionGate>
  )
}

function LoadedSettingForm<T extends object>({
  name,
  api,
  load,
  save,
  editCode,
  toBody = (values) => values,
  onSaved,
  aside,
  confirmSave,
  children,
}: Omit<SettingFormProps<T>, 'viewCode'>) {
  const t = uiTexts(useBridgeState(selectLocale))
  const bridge = useBridge()
  const mayEdit = useButton(editCode)
  const [form] = Form.useForm<T>()
  const editing = Form.useWatch([], form) as T | undefined
  const loaded = useLoaded(() => api.get<T>(load), [api, load])
  const [busy, setBusy] = useState(false)
  const [dirty, setDirty] = useState(false)
  useUnsavedEdits(dirty)
  if (loaded.data === undefined) return <LoadState error={loaded.error} />
  const setting = loaded.data

  const submit = async (values: T) => {
    if (confirmSave && !(await bridge.services.confirm(confirmSave))) return
    setBusy(true)
    try {
      const saved = { ...setting, ...values }
      const body = toBody(saved)
      await (save.method === 'get' ? api.get(save.path, body as object) : api[save.method](save.path, body))
      onSaved?.(saved)
      setDirty(false)
      bridge.services.notify({ type: 'success', message: t('settingSaved') })
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
        onValuesChange={() => setDirty(true)}
        onFinish={(values) => void submit(values)}
      >
        {children}
        {mayEdit && (
          <Button type="primary" htmlType="submit" loading={busy}>
            {t('save')}
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
  /** shown under the field */
  extra?: ReactNode
  /** checks of its own beyond the range (against the fields in `dependencies`) */
  rules?: FormRule[]
  dependencies?: string[]
}

/** A whole-number field between `min` and `max`, required. */
export function NumberItem({ name, label, min, max, extra, rules = [], dependencies }: NumberItemProps) {
  const t = uiTexts(useBridgeState(selectLocale))
  const message = t('wholeRange', { min, max })
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      dependencies={dependencies}
      rules={[{ required: true, message }, { type: 'integer', min, max, message }, ...rules]}
    >
      <InputNumber precision={0} />
    </Form.Item>
  )
}

interface FlagItemProps {
  name: string
  label: string
  /** checks of its own (against the fields in `dependencies`) */
  rules?: FormRule[]
  dependencies?: string[]
}

/** A 0/1 setting as a switch. */
export function FlagItem({ name, label, rules, dependencies }: FlagItemProps) {
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      dependencies={dependencies}
      valuePropName="checked"
      getValueProps={(value: unknown) => ({ checked: value === 1 })}
      normalize={(checked: boolean) => (checked ? 1 : 0)}
    >
      <Switch />
    </Form.Item>
  )
}
