import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { Alert, Card, Empty, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import Modeler from 'bpmn-js/lib/Modeler'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import '../../../components/bpmn/styles'
import './modeler.css'
import { messageOf } from '../../../components/common'
import { FlowPanel, type FlowServices, type FlowShape } from './flow-panel'
import { TaskPanel, type PanelServices, type TaskShape } from './task-panel'
import { SD_MODDLE } from './task-settings'

export interface ModelerHandle {
  /** The diagram as it stands, as BPMN 2.0 XML with its diagram interchange. */
  xml(): Promise<string>
}

/** What the side panel edits: a user task's settings, or the condition of a gateway's branch. */
type Editable =
  | { kind: 'task'; shape: TaskShape & { type: string } }
  | { kind: 'flow'; shape: FlowShape & { type: string } }

interface Selected {
  id: string
  type: string
  source?: { type: string }
}

const editableOf = (selection: Selected[]): Editable | null => {
  const [one] = selection
  if (selection.length !== 1 || !one) return null
  if (one.type === 'bpmn:UserTask')
    return { kind: 'task', shape: one as unknown as TaskShape & { type: string } }
  if (one.type === 'bpmn:SequenceFlow' && one.source?.type === 'bpmn:ExclusiveGateway')
    return { kind: 'flow', shape: one as unknown as FlowShape & { type: string } }
  return null
}

/**
 * bpmn-js's modeler (palette, context pad, direct editing; the bpmn.io watermark stays) and, beside
 * it, the selected user task's settings or the selected gateway branch's condition.
 */
export default function BpmnModeler({
  xml,
  onEdit,
  ref,
}: {
  xml: string
  onEdit(): void
  ref: Ref<ModelerHandle>
}) {
  const { t } = useTranslation()
  const container = useRef<HTMLDivElement>(null)
  const [modeler, setModeler] = useState<Modeler | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [selected, setSelected] = useState<Editable | null>(null)

  useEffect(() => {
    const m = new Modeler({ container: container.current!, moddleExtensions: { sd: SD_MODDLE } })
    let live = true
    m.on('selection.changed', ({ newSelection }: { newSelection: Selected[] }) =>
      setSelected(editableOf(newSelection)),
    )
    m.on('commandStack.changed', onEdit)
    m.importXML(xml).then(
      () => {
        if (!live) return
        m.get<{ zoom(level: 'fit-viewport', center: 'auto'): void }>('canvas').zoom('fit-viewport', 'auto')
        setModeler(m)
      },
      (e: unknown) => live && setError(messageOf(e)),
    )
    return () => {
      live = false
      m.destroy()
    }
  }, [xml, onEdit])

  useImperativeHandle(
    ref,
    () => ({
      xml: async () => {
        if (!modeler) throw new Error(t('bpmn_notReady'))
        return (await modeler.saveXML({ format: true })).xml!
      },
    }),
    [modeler, t],
  )

  return (
    <>
      {error && <Alert type="error" showIcon message={t('detail_diagramFailed')} description={error} />}
      <Flex gap={16} align="start">
        <div ref={container} className="wf-modeler" data-testid="bpmn-modeler" />
        <Card
          size="small"
          title={
            selected?.kind === 'task'
              ? t('bpmn_taskSettings')
              : selected?.kind === 'flow'
                ? t('bpmn_flowSettings')
                : t('bpmn_settings')
          }
          style={{ width: 320 }}
        >
          {modeler && selected?.kind === 'task' ? (
            <TaskPanel
              key={selected.shape.id}
              task={selected.shape}
              modeling={modeler.get<PanelServices['modeling']>('modeling')}
              eventBus={modeler.get<PanelServices['eventBus']>('eventBus')}
            />
          ) : modeler && selected?.kind === 'flow' ? (
            <FlowPanel
              key={selected.shape.id}
              flow={selected.shape}
              modeling={modeler.get<FlowServices['modeling']>('modeling')}
              moddle={modeler.get<FlowServices['moddle']>('moddle')}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bpmn_pickTask')} />
          )}
        </Card>
      </Flex>
    </>
  )
}
