import { useEffect } from 'react'
import { Form, InputNumber, Select } from 'antd'
import { useTranslation } from 'react-i18next'
import { APPROVE_METHODS, ASSIGN_TYPES, NOBODY_POLICIES } from '@store/contract'
import { UserSelect } from '../../../components/user-select'
import { HAS_LEVEL, NEEDS_NO_VALUES } from '../designer'
import { readSettings, settingsAttrs, type SettingsSource, type TaskSettings } from './task-settings'

/** The parts of bpmn-js's shapes and services the panel uses (diagram-js is not a dependency of ours). */
export interface TaskShape {
  id: string
  businessObject: SettingsSource
}
export interface PanelServices {
  modeling: { updateProperties(element: TaskShape, properties: Record<string, unknown>): void }
  eventBus: {
    on(event: string, callback: (e: { element: TaskShape }) => void): void
    off(event: string, callback: (e: { element: TaskShape }) => void): void
  }
}

/**
 * A user task's settings (who approves, how, what happens when nobody is found, the time limit),
 * written on the task as the server reads them; every change is one step of the modeler's undo.
 */
export function TaskPanel({ task, modeling, eventBus }: { task: TaskShape } & PanelServices) {
  const { t } = useTranslation()
  const [form] = Form.useForm<TaskSettings>()
  const assignType = Form.useWatch('assignType', form)
  const method = Form.useWatch('method', form)

  // undo and redo change the task behind the form's back
  useEffect(() => {
    const sync = ({ element }: { element: TaskShape }) => {
      if (element === task) form.setFieldsValue(readSettings(task.businessObject))
    }
    eventBus.on('element.changed', sync)
    return () => eventBus.off('element.changed', sync)
  }, [task, form, eventBus])

  return (
    <Form<TaskSettings>
      form={form}
      layout="vertical"
      aria-label={t('bpmn_taskSettings')}
      initialValues={readSettings(task.businessObject)}
      onValuesChange={(_, all) => modeling.updateProperties(task, settingsAttrs(all))}
    >
      <Form.Item name="assignType" label={t('design_assignType')}>
        <Select
          allowClear
          placeholder={t('bpmn_assignNone')}
          options={ASSIGN_TYPES.map((a) => ({ value: a, label: t(`assign_${a}`) }))}
        />
      </Form.Item>
      {assignType && !NEEDS_NO_VALUES.includes(assignType) && (
        <Form.Item
          name="values"
          label={t('design_assignValues')}
          rules={[{ required: true, type: 'array', min: 1, message: t('design_valuesRequired') }]}
        >
          {assignType === 'user' ? <UserSelect multiple /> : <Select mode="tags" open={false} />}
        </Form.Item>
      )}
      {assignType && HAS_LEVEL.includes(assignType) && (
        <Form.Item name="level" label={t('design_level')}>
          <InputNumber min={1} max={10} precision={0} placeholder="1" style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="method" label={t('design_method')}>
        <Select options={APPROVE_METHODS.map((m) => ({ value: m, label: t(`method_${m}`) }))} />
      </Form.Item>
      {method === 'ratio' && (
        <Form.Item name="ratio" label={t('design_ratio')}>
          <InputNumber min={0.01} max={1} step={0.1} placeholder="0.5" style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="nobody" label={t('design_nobody')}>
        <Select options={NOBODY_POLICIES.map((p) => ({ value: p, label: t(`nobody_${p}`) }))} />
      </Form.Item>
      <Form.Item name="dueHours" label={t('design_dueHours')}>
        <InputNumber min={0} max={24 * 365} style={{ width: '100%' }} />
      </Form.Item>
    </Form>
  )
}
