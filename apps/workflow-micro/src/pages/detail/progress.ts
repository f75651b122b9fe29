import { INSTANCE_STATUS, TASK_STATUS, type HistoryRecord, type InstanceDetail } from '@store/contract'

/** How far a node of the diagram got: the CSS class its shape gets (`wf-done`, `wf-current`, `wf-rejected`). */
export type NodeMark = 'done' | 'current' | 'rejected'

export interface Progress {
  /** by BPMN element id */
  marks: Map<string, NodeMark>
  /** who acted at a node and when, in order, by BPMN element id */
  acts: Map<string, HistoryRecord[]>
  /** the process reached its end event */
  ended: boolean
}

/** Actions that close a node's round: the last of them says whether the node passed or rejected. */
const CLOSING: Record<string, NodeMark> = {
  approve: 'done',
  autoPass: 'done',
  timeout: 'done',
  copy: 'done',
  reject: 'rejected',
  autoReject: 'rejected',
}
/** Actions somebody took at a node that the diagram shows beside it (reminders and urging are not). */
const SHOWN = new Set([...Object.keys(CLOSING), 'delegate', 'resolve', 'transfer', 'addSign', 'removeSign'])
const OPEN: string[] = [TASK_STATUS.pending, TASK_STATUS.waiting, TASK_STATUS.signing]

/**
 * The progress of an instance on its diagram, from its history and tasks: the nodes passed (or where
 * it was rejected), the nodes it waits at now (they win over an earlier pass: sent back and reopened),
 * and who acted at each node when.
 */
export function progressOf(detail: InstanceDetail): Progress {
  const marks = new Map<string, NodeMark>()
  const acts = new Map<string, HistoryRecord[]>()
  for (const h of detail.history) {
    if (!h.nodeId || !SHOWN.has(h.action)) continue
    acts.set(h.nodeId, [...(acts.get(h.nodeId) ?? []), h])
    const mark = CLOSING[h.action]
    if (mark) marks.set(h.nodeId, mark)
  }
  if (detail.instance.status === INSTANCE_STATUS.running)
    for (const task of detail.tasks) if (OPEN.includes(task.status)) marks.set(task.nodeId, 'current')
  return { marks, acts, ended: detail.history.some((h) => h.action === 'end') }
}
