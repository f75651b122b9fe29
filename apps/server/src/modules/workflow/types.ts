import type {
  ApproveMethod,
  Assignment,
  Condition,
  DesignerModel,
  DesignerNode,
  NobodyPolicy,
} from '@store/contract'

export type { Assignment, Condition, DesignerModel, DesignerNode }

/** How a node of a deployed definition behaves (from the designer or the XML's `sd:` attributes). */
export interface NodeConfig {
  kind: 'approver' | 'copy'
  name: string
  assign?: Assignment
  method?: ApproveMethod
  ratio?: number
  nobody?: NobodyPolicy
  dueHours?: number
  timeoutAction?: 'remind' | 'approve'
}
