import { Type, type Static, type TSchema } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id, IdList, PageOf } from '../envelope'
import { LangParam } from '../resource'

/**
 * Workflow approvals (issue 23): process definitions deployed from BPMN XML or the simple designer's
 * JSON, instances started by any module, tasks approved, rejected, delegated, transferred, signed.
 * BladeX-style paths under `/api/blade-workflow/`.
 */
const BASE = '/api/blade-workflow'
const tags = ['workflow']

/** Permission codes of the workflow routes (buttons of the workflow-micro menus). */
export const WORKFLOW_CODES = {
  /** deploy, suspend, list every definition */
  design: 'workflow_model_view',
  deploy: 'workflow_deploy',
  /** start a process, see the processes one may start, one's started list */
  start: 'workflow_start',
  /** one's to-do list and acting on one's tasks */
  todo: 'workflow_todo_view',
  /** one's done and copied lists */
  done: 'workflow_done_view',
  /** every instance of the tenant, cancel any of them */
  manage: 'workflow_manage',
} as const

/** The code of the to-do list's menu: the shell's to-do badge opens it. */
export const WORKFLOW_TASKS_MENU = 'workflow_todo'
/** The to-do list's route in the shell (the workflow sub-app's page). */
export const WORKFLOW_TASKS_PATH = '/workflow-micro/workflow/todo'

/**
 * spec §2's leave routes, which sit under the host's `/work`, and the workflow sub-app's page that
 * shows each (the host redirects; `:name` is a path parameter, carried over by name).
 */
export const LEAVE_ROUTE_ALIASES = [
  {
    from: '/work/process/leave/form/:processDefinitionId',
    to: '/workflow-micro/workflow/process/start/:processDefinitionId',
  },
  {
    from: '/work/process/leave/handle/:taskId/:processInstanceId/:businessId',
    to: '/workflow-micro/workflow/process/detail/:processInstanceId?taskId=:taskId',
  },
  {
    from: '/work/process/leave/detail/:processInstanceId/:businessId',
    to: '/workflow-micro/workflow/process/detail/:processInstanceId',
  },
] as const

/** The codes any employee who takes part in approvals holds (the demo's workflow user role). */
export const WORKFLOW_USER_CODES = [WORKFLOW_CODES.start, WORKFLOW_CODES.todo, WORKFLOW_CODES.done] as const

export const INSTANCE_STATUS = {
  running: 'running',
  approved: 'approved',
  rejected: 'rejected',
  cancelled: 'cancelled',
  withdrawn: 'withdrawn',
} as const
export type InstanceStatus = (typeof INSTANCE_STATUS)[keyof typeof INSTANCE_STATUS]

export const TASK_STATUS = {
  /** the assignee may act on it */
  pending: 'pending',
  /** waits: a later approver of a sequential node, or an add-sign before it runs */
  waiting: 'waiting',
  /** approved itself, waits for the signers added after it */
  signing: 'signing',
  approved: 'approved',
  rejected: 'rejected',
  /** closed without its assignee acting (another approved, the instance ended, a sign removed) */
  cancelled: 'cancelled',
} as const
export type TaskStatus = (typeof TASK_STATUS)[keyof typeof TASK_STATUS]

/** Who a designer node's tasks go to. */
export const ASSIGN_TYPES = [
  'role',
  'dept',
  'deptLeader',
  'post',
  'user',
  'starter',
  'starterLeader',
  'formField',
  'expression',
] as const
export type AssignType = (typeof ASSIGN_TYPES)[number]

export const APPROVE_METHODS = ['any', 'all', 'ratio', 'sequential'] as const
export type ApproveMethod = (typeof APPROVE_METHODS)[number]

/**
 * The namespace (prefix `sd`) of the node settings written as attributes on a BPMN XML's tasks
 * (`sd:assign`, `sd:method`, …): the server deploys and runs them, the BPMN editor writes them.
 */
export const WORKFLOW_XML_NS = 'http://storedesk.dev/schema/bpmn'

/** What happens when a node's assignment finds nobody. */
export const NOBODY_POLICIES = ['autoPass', 'autoReject', 'admin'] as const
export type NobodyPolicy = (typeof NOBODY_POLICIES)[number]

/** A string schema of fixed values whose static type is their union. */
const oneOf = <T extends string>(values: readonly T[]) =>
  Type.Unsafe<T>(Type.Union(values.map((v) => Type.Literal(v))))

const Str = (max: number, description?: string) => Type.String({ maxLength: max, description })
const Nullable = <T extends TSchema>(t: T) => Type.Union([t, Type.Null()])

export const Assignment = Type.Object(
  {
    type: oneOf(ASSIGN_TYPES),
    /** ids (roles, depts, posts, users) or role aliases / post codes; the form field's name; the expression */
    values: Type.Optional(Type.Array(Str(255), { maxItems: 200 })),
    /** deptLeader / starterLeader: how many levels up (1 = the department's own leader) */
    level: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 })),
  },
  { additionalProperties: false },
)
export type Assignment = Static<typeof Assignment>

export const Condition = Type.Object(
  {
    /** a form field and a comparison, or `expression` (e.g. `days > 3 && type == 'sick'`) */
    field: Type.Optional(Str(64)),
    op: Type.Optional(oneOf(['==', '!=', '>', '>=', '<', '<=', 'in'] as const)),
    value: Type.Optional(
      Type.Union([Type.String(), Type.Number(), Type.Boolean(), Type.Array(Type.String())]),
    ),
    expression: Type.Optional(Str(1000)),
  },
  { additionalProperties: false },
)
export type Condition = Static<typeof Condition>

/** A node of the simple approval-chain designer (a chain; branches hold chains). */
export interface DesignerNode {
  id: string
  type: 'approver' | 'copy' | 'condition' | 'parallel'
  name?: string
  assign?: Assignment
  method?: ApproveMethod
  /** ratio method: the share of approvals that passes the node, 0 < ratio ≤ 1 */
  ratio?: number
  nobody?: NobodyPolicy
  /** hours from the task's creation to its due time (commission levels, the timeout timer) */
  dueHours?: number
  /** at the due time: remind the assignee (default), or approve for them */
  timeoutAction?: 'remind' | 'approve'
  /** condition: first matching branch wins, a branch without a condition is the default */
  branches?: { name?: string; condition?: Condition; nodes: DesignerNode[] }[]
}

export const DesignerNode: TSchema = Type.Cyclic(
  {
    Node: Type.Object(
      {
        id: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_]{0,63}$' }),
        type: Type.Union([
          Type.Literal('approver'),
          Type.Literal('copy'),
          Type.Literal('condition'),
          Type.Literal('parallel'),
        ]),
        name: Type.Optional(Str(64)),
        assign: Type.Optional(Assignment),
        method: Type.Optional(oneOf(APPROVE_METHODS)),
        ratio: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 1 })),
        nobody: Type.Optional(oneOf(NOBODY_POLICIES)),
        dueHours: Type.Optional(Type.Number({ minimum: 0, maximum: 24 * 365 })),
        timeoutAction: Type.Optional(Type.Union([Type.Literal('remind'), Type.Literal('approve')])),
        branches: Type.Optional(
          Type.Array(
            Type.Object(
              {
                name: Type.Optional(Str(64)),
                condition: Type.Optional(Condition),
                nodes: Type.Array(Type.Ref('Node'), { maxItems: 100 }),
              },
              { additionalProperties: false },
            ),
            { maxItems: 20 },
          ),
        ),
      },
      { additionalProperties: false },
    ),
  },
  'Node',
)

export const DesignerModel = Type.Object(
  { nodes: Type.Array(DesignerNode, { maxItems: 200 }) },
  { additionalProperties: false },
)
export interface DesignerModel {
  nodes: DesignerNode[]
}

/** What a form field holds, and so how the start form draws it. */
export const FORM_FIELD_TYPES = ['input', 'textarea', 'number', 'select', 'date', 'datetime'] as const
export type FormFieldType = (typeof FORM_FIELD_TYPES)[number]
/** A field's name: a letter, then letters, digits or _ (conditions such as `days > 3` read it). */
export const FORM_FIELD_PROP = /^[A-Za-z][A-Za-z0-9_]{0,63}$/

/** A field of the form bound to a definition (the start form and the detail page draw it). */
export const FormField = Type.Object(
  {
    prop: Type.String({
      pattern: FORM_FIELD_PROP.source,
      maxLength: 64,
      description: 'the value’s name in the form data and in gateway conditions',
    }),
    label: Str(64),
    type: oneOf(FORM_FIELD_TYPES),
    required: Type.Optional(Type.Boolean()),
    options: Type.Optional(
      Type.Array(Type.Object({ label: Str(64), value: Str(64) }, { additionalProperties: false }), {
        maxItems: 100,
      }),
    ),
  },
  { additionalProperties: false },
)
export type FormField = Static<typeof FormField>

export const FormSchema = Type.Object(
  { fields: Type.Array(FormField, { maxItems: 100 }) },
  { additionalProperties: false },
)
export type FormSchema = Static<typeof FormSchema>

const FormData = Type.Record(Type.String(), Type.Unknown(), { description: 'the form’s values by field' })

export const ProcessDefinition = Type.Object({
  id: Id,
  processKey: Type.String(),
  version: Type.Integer(),
  name: Type.String(),
  category: Nullable(Type.String()),
  status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]),
  formSchema: Nullable(FormSchema),
  createTime: Type.String(),
})
export type ProcessDefinition = Static<typeof ProcessDefinition>

export const ProcessDefinitionDetail = Type.Intersect([
  ProcessDefinition,
  Type.Object({
    xml: Type.String(),
    designer: Nullable(DesignerModel),
    nodes: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  }),
])
export type ProcessDefinitionDetail = Static<typeof ProcessDefinitionDetail>

export const TaskRecord = Type.Object({
  id: Id,
  instanceId: Id,
  processKey: Type.String(),
  processName: Type.String(),
  businessKey: Nullable(Type.String()),
  nodeId: Type.String(),
  nodeName: Type.String(),
  assigneeId: Nullable(Id),
  assigneeName: Nullable(Type.String()),
  status: Type.String(),
  kind: Type.String({ description: 'approve, starter (resubmit), sign (added signer)' }),
  parentTaskId: Nullable(Id),
  delegatedFrom: Nullable(Id),
  starterId: Id,
  starterName: Nullable(Type.String()),
  dueTime: Nullable(Type.String()),
  createTime: Type.String(),
  endTime: Nullable(Type.String()),
})
export type TaskRecord = Static<typeof TaskRecord>

export const InstanceRecord = Type.Object({
  id: Id,
  processKey: Type.String(),
  processName: Type.String(),
  version: Type.Integer(),
  businessKey: Nullable(Type.String()),
  starterId: Id,
  starterName: Nullable(Type.String()),
  status: Type.String(),
  currentNodes: Type.String({ description: 'names of the nodes waiting, comma separated' }),
  createTime: Type.String(),
  endTime: Nullable(Type.String()),
})
export type InstanceRecord = Static<typeof InstanceRecord>

export const HistoryRecord = Type.Object({
  id: Id,
  taskId: Nullable(Id),
  nodeId: Nullable(Type.String()),
  nodeName: Nullable(Type.String()),
  action: Type.String(),
  userId: Nullable(Id),
  userName: Nullable(Type.String()),
  targetUserId: Nullable(Id),
  comment: Nullable(Type.String()),
  createTime: Type.String(),
})
export type HistoryRecord = Static<typeof HistoryRecord>

export const InstanceDetail = Type.Object({
  instance: InstanceRecord,
  formData: FormData,
  formSchema: Nullable(FormSchema),
  tasks: Type.Array(TaskRecord),
  history: Type.Array(HistoryRecord),
  copies: Type.Array(
    Type.Object({ userId: Id, userName: Nullable(Type.String()), createTime: Type.String() }),
  ),
  /** nodes a reject may send the instance back to (already passed) */
  backNodes: Type.Array(Type.Object({ id: Type.String(), name: Type.String() })),
  /** the BPMN XML of the instance's definition version, with diagram interchange (the progress diagram) */
  xml: Type.String(),
})
export type InstanceDetail = Static<typeof InstanceDetail>

/** The to-do count and the spec's commission message (§7: commissionLevel 300, 180, 60). */
export const TodoCount = Type.Object({
  num: Type.Integer(),
  commissionId: Nullable(Id),
  /** minutes: 60 when a task is due within an hour (or overdue), 180 within three, else 300 */
  commissionLevel: Type.Integer(),
})
export type TodoCount = Static<typeof TodoCount>

const Paging = {
  current: Type.Optional(Type.Integer({ minimum: 1, default: 1 })),
  size: Type.Optional(Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: PAGING.defaultSize })),
}
/** The filters of the instance lists: a process (by key) and a status. */
const InstanceFilter = { processKey: Type.Optional(Str(64)), status: Type.Optional(Str(16)) }
const q = <P extends Record<string, TSchema>>(props: P) =>
  Type.Object({ ...props, ...LangParam }, { additionalProperties: false })
const b = <P extends Record<string, TSchema>>(props: P) => Type.Object(props, { additionalProperties: false })

const TaskAction = { taskId: Id, comment: Type.Optional(Str(1000)) }

export const workflowEndpoints = {
  deploy: defineEndpoint({
    method: 'POST',
    path: `${BASE}/design/deploy`,
    tags,
    summary: 'Deploys a process from the designer JSON or BPMN XML: a new version of its key',
    body: b({
      processKey: Type.String({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,63}$' }),
      name: Str(64),
      category: Type.Optional(Str(64)),
      designer: Type.Optional(DesignerModel),
      xml: Type.Optional(Str(1_000_000)),
      formSchema: Type.Optional(FormSchema),
    }),
    reply: ProcessDefinition,
  }),
  changeState: defineEndpoint({
    method: 'POST',
    path: `${BASE}/design/change-state`,
    tags,
    summary: 'Suspends or activates a definition version (running instances go on)',
    body: b({ id: Id, status: Type.Union([Type.Literal('active'), Type.Literal('suspended')]) }),
    reply: Type.Boolean(),
  }),
  definitionList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/design/list`,
    tags,
    summary: 'Every definition version of the tenant, newest first',
    query: q({ ...Paging, processKey: Type.Optional(Str(64)), name: Type.Optional(Str(64)) }),
    reply: PageOf(ProcessDefinition),
  }),
  definitionDetail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/design/detail`,
    tags,
    summary: 'One definition version with its XML (with diagram interchange), designer JSON and form',
    query: q({ id: Id }),
    reply: ProcessDefinitionDetail,
  }),
  processList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/process/list`,
    tags,
    summary: 'The processes the caller may start: the newest active version of each key',
    query: q({ ...Paging, category: Type.Optional(Str(64)) }),
    reply: PageOf(ProcessDefinition),
  }),
  start: defineEndpoint({
    method: 'POST',
    path: `${BASE}/process/start-process`,
    tags,
    summary: 'Starts the newest active version of a process with the form’s values',
    body: b({ processKey: Str(64), businessKey: Type.Optional(Str(64)), formData: FormData }),
    reply: InstanceRecord,
  }),
  todoList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/process/todo-list`,
    tags,
    summary: 'The caller’s open tasks, oldest first',
    query: q({ ...Paging, processKey: Type.Optional(Str(64)) }),
    reply: PageOf(TaskRecord),
  }),
  todoCount: defineEndpoint({
    method: 'GET',
    path: `${BASE}/process/todo-count`,
    tags,
    summary: 'How many open tasks the caller has, and the commission level of the most urgent',
    query: q({}),
    reply: TodoCount,
  }),
  doneList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/process/done-list`,
    tags,
    summary: 'Tasks the caller has approved or rejected, newest first',
    query: q({ ...Paging, processKey: Type.Optional(Str(64)) }),
    reply: PageOf(TaskRecord),
  }),
  sendList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/process/send-list`,
    tags,
    summary: 'Instances the caller started, newest first',
    query: q({ ...Paging, ...InstanceFilter }),
    reply: PageOf(InstanceRecord),
  }),
  copyList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/process/copy-list`,
    tags,
    summary: 'Instances copied to the caller (抄送), newest first',
    query: q({ ...Paging, ...InstanceFilter }),
    reply: PageOf(InstanceRecord),
  }),
  instanceList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/process/instance-list`,
    tags,
    summary: 'Every instance of the tenant (administration)',
    query: q({ ...Paging, ...InstanceFilter }),
    reply: PageOf(InstanceRecord),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/process/detail`,
    tags,
    summary:
      'An instance with its form, tasks, history, copies and its version’s BPMN diagram (to its participants)',
    query: q({ processInstanceId: Id }),
    reply: InstanceDetail,
  }),
  withdraw: defineEndpoint({
    method: 'POST',
    path: `${BASE}/process/withdraw`,
    tags,
    summary: 'The starter takes the instance back while nobody after the start has acted',
    body: b({ processInstanceId: Id, comment: Type.Optional(Str(1000)) }),
    reply: Type.Boolean(),
  }),
  cancel: defineEndpoint({
    method: 'POST',
    path: `${BASE}/process/cancel`,
    tags,
    summary: 'Ends a running instance as cancelled (its starter, or a workflow administrator)',
    body: b({ processInstanceId: Id, comment: Type.Optional(Str(1000)) }),
    reply: Type.Boolean(),
  }),
  urge: defineEndpoint({
    method: 'POST',
    path: `${BASE}/process/urge`,
    tags,
    summary: 'The starter reminds the assignees of the open tasks (workflowNotify)',
    body: b({ processInstanceId: Id, comment: Type.Optional(Str(1000)) }),
    reply: Type.Integer({ description: 'how many assignees were reminded' }),
  }),
  complete: defineEndpoint({
    method: 'POST',
    path: `${BASE}/task/complete`,
    tags,
    summary:
      'Approves (pass true) or rejects a task; a reject goes to the end, back to a passed node, or back to the starter. The starter’s resubmit task takes new form values',
    body: b({
      ...TaskAction,
      pass: Type.Boolean(),
      backTo: Type.Optional(Str(64, '"end" (default), "starter", or a passed node’s id')),
      formData: Type.Optional(FormData),
    }),
    reply: Type.Boolean(),
  }),
  delegate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/task/delegate`,
    tags,
    summary: 'Hands the task to someone who resolves it and gives it back (委派)',
    body: b({ ...TaskAction, userId: Id }),
    reply: Type.Boolean(),
  }),
  transfer: defineEndpoint({
    method: 'POST',
    path: `${BASE}/task/transfer`,
    tags,
    summary: 'Hands the task over to someone else for good (转办)',
    body: b({ ...TaskAction, userId: Id }),
    reply: Type.Boolean(),
  }),
  addSign: defineEndpoint({
    method: 'POST',
    path: `${BASE}/task/add-sign`,
    tags,
    summary: 'Adds signers before (they approve first) or after (they approve after the caller)',
    body: b({
      ...TaskAction,
      userIds: IdList,
      position: Type.Union([Type.Literal('before'), Type.Literal('after')]),
    }),
    reply: Type.Boolean(),
  }),
  removeSign: defineEndpoint({
    method: 'POST',
    path: `${BASE}/task/remove-sign`,
    tags,
    summary: 'Removes an added signer’s open task (by the task that added it)',
    body: b({ ...TaskAction }),
    reply: Type.Boolean(),
  }),
  copy: defineEndpoint({
    method: 'POST',
    path: `${BASE}/task/copy`,
    tags,
    summary: 'Copies the instance to users (抄送): it shows in their copy list',
    body: b({ processInstanceId: Id, userIds: IdList, comment: Type.Optional(Str(1000)) }),
    reply: Type.Boolean(),
  }),
}
