import { useEffect, useRef, useState } from 'react'
import { Alert } from 'antd'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import NavigatedViewer from 'bpmn-js/lib/NavigatedViewer'
import '../../components/bpmn/styles'
import './progress-diagram.css'
import type { HistoryRecord } from '@store/contract'
import { formatTime, messageOf } from '../../components/common'
import type { NodeMark, Progress } from './progress'

/** The parts of diagram-js's services this view uses (diagram-js is bpmn-js's, not a dependency of ours). */
interface Shape {
  id: string
  type: string
  source?: Shape
  target?: Shape
}
interface Services {
  canvas: { addMarker(id: string, marker: string): void; zoom(level: 'fit-viewport', center: 'auto'): void }
  elementRegistry: { getAll(): Shape[]; get(id: string): Shape | undefined }
  overlays: { add(id: string, type: string, overlay: { position: object; html: HTMLElement }): void }
}
const service = <K extends keyof Services>(viewer: NavigatedViewer, name: K) => viewer.get<Services[K]>(name)

/**
 * Who acted at a node and when, one line each (cut to the shape's width; the whole lines are its
 * tooltip); text nodes only, so names cannot inject markup.
 */
function actsElement(acts: HistoryRecord[], t: TFunction): HTMLElement {
  const box = document.createElement('div')
  box.className = 'wf-acts'
  const lines = acts.map((h) =>
    [h.userName, t(`action_${h.action}`, { defaultValue: h.action }), formatTime(h.createTime)]
      .filter(Boolean)
      .join(' · '),
  )
  for (const text of lines) box.appendChild(document.createElement('div')).textContent = text
  box.title = lines.join('\n')
  return box
}

/** Marks the shapes (`wf-done`, `wf-current`, `wf-rejected`), the flows taken, and who acted where. */
function paint(viewer: NavigatedViewer, progress: Progress, t: TFunction) {
  const registry = service(viewer, 'elementRegistry')
  const canvas = service(viewer, 'canvas')
  const markOf = (shape: Shape): NodeMark | undefined =>
    progress.marks.get(shape.id) ??
    (shape.type === 'bpmn:StartEvent' || (shape.type === 'bpmn:EndEvent' && progress.ended)
      ? 'done'
      : undefined)
  for (const shape of registry.getAll()) {
    if (shape.source && shape.target) {
      const from = markOf(shape.source)
      if (from && from !== 'current' && markOf(shape.target)) canvas.addMarker(shape.id, 'wf-done')
      continue
    }
    const mark = markOf(shape)
    if (mark) canvas.addMarker(shape.id, `wf-${mark}`)
  }
  for (const [id, acts] of progress.acts)
    if (registry.get(id))
      service(viewer, 'overlays').add(id, 'wf-acts', {
        position: { bottom: -4, left: 0 },
        html: actsElement(acts, t),
      })
  canvas.zoom('fit-viewport', 'auto')
}

/** An instance's progress drawn on its version's BPMN diagram (read-only; pan and zoom). */
export default function ProgressDiagram({ xml, progress }: { xml: string; progress: Progress }) {
  const { t } = useTranslation()
  const container = useRef<HTMLDivElement>(null)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    const viewer = new NavigatedViewer({ container: container.current! })
    let live = true
    viewer.importXML(xml).then(
      () => live && paint(viewer, progress, t),
      (e: unknown) => live && setError(messageOf(e)),
    )
    return () => {
      live = false
      viewer.destroy()
    }
  }, [xml, progress, t])

  return (
    <>
      {error && <Alert type="warning" showIcon message={t('detail_diagramFailed')} description={error} />}
      <div ref={container} className="wf-diagram" data-testid="progress-diagram" />
    </>
  )
}
