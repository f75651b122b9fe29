import { useEffect, useImperativeHandle, useRef, useState, type Ref } from 'react'
import { Alert, Card, Empty, Flex } from 'antd'
import { useTranslation } from 'react-i18next'
import Modeler from 'bpmn-js/lib/Modeler'
import 'bpmn-js/dist/assets/bpmn-font/css/bpmn-embedded.css'
import '../../../components/bpmn/styles'
import './modeler.css'
import { messageOf } from '../../../components/common'
import { TaskPanel, type PanelServices, type TaskShape } from './task-panel'
import { SD_MODDLE } from './task-settings'

export interface ModelerHandle {
  /** The diagram as it stands, as BPMN 2.0 XML with its diagram interchange. */
  xml(): Promise<string>
}

interface Shape extends TaskShape {
  type: string
}

/** bpmn-js's modeler (palette, context pad, direct editing; the bpmn.io watermark stays) and a user task's settings beside it. */
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
  const [task, setTask] = useState<Shape | null>(null)

  useEffect(() => {
    const m = new Modeler({ container: container.current!, moddleExtensions: { sd: SD_MODDLE } })
    let live = true
    m.on('selection.changed', ({ newSelection }: { newSelection: Shape[] }) => {
      const [one] = newSelection
      setTask(newSelection.length === 1 && one!.type === 'bpmn:UserTask' ? one! : null)
    })
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
        <Card size="small" title={task ? t('bpmn_taskSettings') : t('bpmn_settings')} style={{ width: 320 }}>
          {task && modeler ? (
            <TaskPanel
              key={task.id}
              task={task}
              modeling={modeler.get<PanelServices['modeling']>('modeling')}
              eventBus={modeler.get<PanelServices['eventBus']>('eventBus')}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bpmn_pickTask')} />
          )}
        </Card>
      </Flex>
    </>
  )
}
