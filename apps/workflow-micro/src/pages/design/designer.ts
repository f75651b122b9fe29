import type {
  ApproveMethod,
  Assignment,
  AssignType,
  DesignerModel,
  DesignerNode,
  NobodyPolicy,
} from '@store/contract'

/** One row of the simple designer's chain as the form edits it. */
export interface NodeRow {
  type: 'approver' | 'copy'
  name: string
  assignType: AssignType
  values?: string[]
  level?: number
  method?: ApproveMethod
  ratio?: number
  nobody?: NobodyPolicy
  dueHours?: number
}

/** Assignments that name nobody (the starter, or their leader some levels up). */
export const NEEDS_NO_VALUES: readonly AssignType[] = ['starter', 'starterLeader']
export const HAS_LEVEL: readonly AssignType[] = ['deptLeader', 'starterLeader']

/** An assignment as the server reads it: values only for types that name someone, a level only where one counts. */
export const assignmentOf = (type: AssignType, values?: string[], level?: number): Assignment => ({
  type,
  ...(NEEDS_NO_VALUES.includes(type) ? {} : { values: values ?? [] }),
  ...(HAS_LEVEL.includes(type) ? { level: level ?? 1 } : {}),
})

/** The chain as the designer JSON the server deploys: node ids from their type and place. */
export function toDesigner(rows: NodeRow[]): DesignerModel {
  return {
    nodes: rows.map((r, i): DesignerNode => {
      const node: DesignerNode = {
        id: `${r.type}${i + 1}`,
        type: r.type,
        name: r.name.trim(),
        assign: assignmentOf(r.assignType, r.values, r.level),
      }
      if (r.type === 'approver') {
        node.method = r.method ?? 'any'
        if (node.method === 'ratio') node.ratio = r.ratio ?? 0.5
        node.nobody = r.nobody ?? 'admin'
        if (r.dueHours) node.dueHours = r.dueHours
      }
      return node
    }),
  }
}

/** A deployed chain back as rows, or null when it has branches the simple designer does not edit. */
export function fromDesigner(model: DesignerModel | null): NodeRow[] | null {
  if (!model) return null
  if (model.nodes.some((n) => n.type !== 'approver' && n.type !== 'copy')) return null
  return model.nodes.map((n) => ({
    type: n.type as 'approver' | 'copy',
    name: n.name ?? n.id,
    assignType: n.assign?.type ?? 'starter',
    values: n.assign?.values,
    level: n.assign?.level,
    method: n.method,
    ratio: n.ratio,
    nobody: n.nobody,
    dueHours: n.dueHours,
  }))
}

export const newRow = (type: 'approver' | 'copy'): NodeRow =>
  type === 'approver'
    ? { type, name: '', assignType: 'role', values: [], method: 'any', nobody: 'admin' }
    : { type, name: '', assignType: 'user', values: [] }
