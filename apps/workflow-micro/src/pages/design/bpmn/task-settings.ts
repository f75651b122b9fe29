import {
  WORKFLOW_XML_NS,
  type ApproveMethod,
  type Assignment,
  type AssignType,
  type NobodyPolicy,
} from '@store/contract'
import { assignmentOf } from '../designer'

/**
 * The `sd:` attributes as a bpmn-js (moddle) extension of BPMN tasks, so the modeler reads and writes
 * them typed and declares their namespace. Names and forms are those the server's `nodesFromXml`
 * reads: `sd:assign` holds the assignment as JSON.
 */
export const SD_MODDLE = {
  name: 'Storedesk',
  prefix: 'sd',
  uri: WORKFLOW_XML_NS,
  xml: { tagAlias: 'lowerCase' },
  associations: [],
  types: [
    {
      name: 'NodeSettings',
      extends: ['bpmn:Task'],
      properties: [
        { name: 'kind', isAttr: true, type: 'String' },
        { name: 'assign', isAttr: true, type: 'String' },
        { name: 'method', isAttr: true, type: 'String' },
        { name: 'ratio', isAttr: true, type: 'Real' },
        { name: 'nobody', isAttr: true, type: 'String' },
        { name: 'dueHours', isAttr: true, type: 'Real' },
        { name: 'timeoutAction', isAttr: true, type: 'String' },
      ],
    },
  ],
}

/** A user task's settings as the side panel edits them; no assignment sends its tasks to the administrators. */
export interface TaskSettings {
  assignType?: AssignType
  values?: string[]
  level?: number
  method: ApproveMethod
  ratio?: number
  nobody: NobodyPolicy
  dueHours?: number
}

/** A task's business object as moddle answers it. */
export interface SettingsSource {
  get(name: string): unknown
}

function parseAssignment(json: unknown): Assignment | undefined {
  if (typeof json !== 'string') return undefined
  try {
    return JSON.parse(json) as Assignment
  } catch {
    return undefined
  }
}

/** The settings written on a user task, with the server's defaults for those that are not. */
export function readSettings(task: SettingsSource): TaskSettings {
  const assign = parseAssignment(task.get('sd:assign'))
  const num = (name: string) => (typeof task.get(name) === 'number' ? (task.get(name) as number) : undefined)
  return {
    assignType: assign?.type,
    values: assign?.values,
    level: assign?.level,
    method: (task.get('sd:method') as ApproveMethod | undefined) ?? 'any',
    ratio: num('sd:ratio'),
    nobody: (task.get('sd:nobody') as NobodyPolicy | undefined) ?? 'admin',
    dueHours: num('sd:dueHours'),
  }
}

/** The settings as the task's `sd:` attributes; `undefined` removes one. */
export function settingsAttrs(s: TaskSettings): Record<string, string | number | undefined> {
  return {
    'sd:assign': s.assignType ? JSON.stringify(assignmentOf(s.assignType, s.values, s.level)) : undefined,
    'sd:method': s.method,
    'sd:ratio': s.method === 'ratio' ? (s.ratio ?? 0.5) : undefined,
    'sd:nobody': s.nobody,
    'sd:dueHours': s.dueHours || undefined,
  }
}
