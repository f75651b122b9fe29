/**
 * The realtime hub's socket events (spec §7 "Realtime events"): the server emits them to rooms, the
 * host receives them on its one connection and forwards them to sub-apps through the bridge.
 */

/** spec §4 sound alerts: 1 plays the alert once, 3 plays it three times 5 s apart. */
export type VoiceTime = 1 | 3

/** A business message shown to the user (orders, price-order reviews, sync failures). */
export interface RealtimeMessage {
  title?: string
  content: string
  voiceTime?: VoiceTime
  /** spec §3 order event: the kind of order (`newOrder` / `refundOrder`: the shop's delivery type) */
  orderType?: string
  /** where the shell opens the record, when the message is about one */
  address?: string
}

/**
 * A price-change order event (spec §7 `newPriceOrder*`): the shell words it in the recipient's
 * language from the event and these params, as it does workflow notices.
 */
export interface PriceOrderNotice {
  params: {
    /** the order's code and title */
    code: string
    title: string
    /** `newPriceOrderCheckSuccessMessage`: when it takes effect, in the tenant's zone */
    at?: string
    /** `newPriceOrderMessage`: how many goods it repriced */
    count?: string
  }
  /** where the shell opens the orders */
  address: string
}

/** What a workflow notice is about; the shell words it in the recipient's language. */
export const WORKFLOW_NOTICES = [
  /** a task became the recipient's to act on */
  'todo',
  /** signers added before the recipient's task have all acted: the task is theirs again */
  'signDone',
  'copy',
  'delegate',
  'transfer',
  /** the delegate has acted on the task the recipient delegated */
  'delegateDone',
  /** the starter reminds the assignee */
  'urge',
  /** the task's due time has passed */
  'timeout',
  /** the process the recipient started has ended */
  'end',
] as const
export type WorkflowNoticeKind = (typeof WORKFLOW_NOTICES)[number]

/**
 * A workflow to-do or outcome (spec §7 "workflow (applicationId, businessDataId)"): the process key
 * and the business record, with the commission message of the recipient's to-do list. Without
 * `notice` only the recipient's count changed (a task of theirs closed or left them).
 */
export interface WorkflowNotice {
  notice?: WorkflowNoticeKind
  params?: {
    /** the task's node name */
    node?: string
    /** `end`: the instance's final status (approved, rejected, cancelled, withdrawn) */
    status?: string
    /** `urge`: the starter's own words */
    comment?: string
  }
  /** where the shell opens the instance */
  address?: string
  applicationId?: string
  businessDataId?: string | null
  /** the recipient's open task count, and the commission level (300, 180, 60) of the most urgent */
  num: number
  commissionId: string | null
  commissionLevel: number
}

/** A finished download, export or import: the file's address, or the server's `msg` when it failed. */
export interface RealtimeFileNotice {
  title?: string
  address?: string
  msg?: string
}

/** A notice was published to the user (spec §4 "Notices"): the notice icon's dot and lists refresh. */
export interface NoticeAnnouncement {
  id: string
  title: string
  /** 1 notice, 2 download, 3 product update */
  type: number
}

export type DownlineReason = 'logout' | 'forced_offline' | 'refresh_reuse' | 'sso_logout'

/** The session this connection belongs to has ended; the host alerts (when forced offline) and logs out. */
export interface Downline {
  reason: DownlineReason
}

/** A call of a named function of the page (the print plugin, a sub-app's hook), with its arguments. */
export interface ClientFunctionCall {
  name: string
  args?: unknown[]
}

/** Every event the server emits, with its payload. */
export interface RealtimeEvents {
  newOrder: RealtimeMessage
  refundOrder: RealtimeMessage
  down: RealtimeFileNotice
  exportNotify: RealtimeFileNotice
  uploadNotify: RealtimeFileNotice
  newGoodsSyncFail: RealtimeMessage
  wxNeardown: RealtimeMessage
  newPriceOrderMessage: PriceOrderNotice
  newPriceOrderCheckMessage: PriceOrderNotice
  newPriceOrderCheckSuccessMessage: PriceOrderNotice
  newPriceOrderCheckFailMessage: PriceOrderNotice
  haveNewNotice: NoticeAnnouncement
  downline: Downline
  workflowNotify: WorkflowNotice
  callClientFunction: ClientFunctionCall
}

export type RealtimeEvent = keyof RealtimeEvents

export const REALTIME_EVENTS: readonly RealtimeEvent[] = [
  'newOrder',
  'refundOrder',
  'down',
  'exportNotify',
  'uploadNotify',
  'newGoodsSyncFail',
  'wxNeardown',
  'newPriceOrderMessage',
  'newPriceOrderCheckMessage',
  'newPriceOrderCheckSuccessMessage',
  'newPriceOrderCheckFailMessage',
  'haveNewNotice',
  'downline',
  'workflowNotify',
  'callClientFunction',
]

/**
 * What the client emits once connected: `bindingDept` with its user id; the server answers through
 * the acknowledgement and from then on also delivers the events of the user's department.
 */
export const BINDING_DEPT = 'bindingDept'

export interface BindingDeptAck {
  success: boolean
  /** the department room joined, when it succeeded */
  deptId?: string
}
