import { useState } from 'react'
import { Form, Input } from 'antd'
import { useTranslation } from 'react-i18next'

/** The parts of a sequence flow and of bpmn-js's services the panel uses. */
export interface FlowShape {
  id: string
  businessObject: { conditionExpression?: { body?: string } }
}
export interface FlowServices {
  modeling: { updateProperties(element: FlowShape, properties: Record<string, unknown>): void }
  moddle: { create(type: 'bpmn:FormalExpression', attrs: { body: string }): unknown }
}

/** `${days > 3}` as stored, `days > 3` as edited. */
const unwrap = (body: string | undefined) => (body ?? '').trim().replace(/^\$\{([\s\S]*)\}$/, '$1')

/**
 * The condition of a branch leaving an exclusive gateway: an expression over the form's fields
 * (`days > 3 && type == 'sick'`); a branch without one is taken when no other matches. The server
 * refuses a condition it cannot read when the process is deployed.
 */
export function FlowPanel({ flow, modeling, moddle }: { flow: FlowShape } & FlowServices) {
  const { t } = useTranslation()
  const [condition, setCondition] = useState(unwrap(flow.businessObject.conditionExpression?.body))
  const save = (text: string) => {
    setCondition(text)
    const expression = text.trim()
    modeling.updateProperties(flow, {
      conditionExpression: expression
        ? moddle.create('bpmn:FormalExpression', { body: `\${${expression}}` })
        : undefined,
    })
  }
  return (
    <Form layout="vertical" aria-label={t('bpmn_flowSettings')}>
      <Form.Item label={t('bpmn_condition')} extra={t('bpmn_conditionHelp')} htmlFor="wf-flow-condition">
        <Input.TextArea
          id="wf-flow-condition"
          rows={3}
          maxLength={500}
          value={condition}
          placeholder="days > 3 && type == 'sick'"
          onChange={(e) => save(e.target.value)}
        />
      </Form.Item>
    </Form>
  )
}
