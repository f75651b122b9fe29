import type { InstanceStatus, Locale, WorkflowNoticeKind } from '@store/contract'

interface WorkflowTexts {
  title: Record<WorkflowNoticeKind, string>
  /** `{{node}}` is the task's node name */
  content: Record<Exclude<WorkflowNoticeKind, 'end'>, string>
  /** the `end` notice's text by the instance's final status */
  end: Record<Exclude<InstanceStatus, 'running'>, string>
}

/** How the shell words workflow notices (the server sends a key and its params, spec §7 workflowNotify). */
export const WORKFLOW_TEXTS: Record<Locale, WorkflowTexts> = {
  zh_CN: {
    title: {
      todo: '待办提醒',
      signDone: '待办提醒',
      copy: '抄送提醒',
      delegate: '委派提醒',
      transfer: '转办提醒',
      delegateDone: '委派办理完成',
      urge: '催办提醒',
      timeout: '超时提醒',
      end: '流程结束',
    },
    content: {
      todo: '{{node}}：您有一条新的待办',
      signDone: '{{node}}：加签已处理，请继续审批',
      copy: '有一条流程抄送给您',
      delegate: '{{node}}：有一条任务委派给您',
      transfer: '{{node}}：有一条任务转办给您',
      delegateDone: '{{node}}：委派的任务已办理',
      urge: '发起人催促您尽快审批',
      timeout: '{{node}}：任务已到期，请尽快处理',
    },
    end: {
      approved: '您发起的流程已通过',
      rejected: '您发起的流程已驳回',
      cancelled: '您发起的流程已取消',
      withdrawn: '您发起的流程已撤回',
    },
  },
  zh_HK: {
    title: {
      todo: '待辦提醒',
      signDone: '待辦提醒',
      copy: '抄送提醒',
      delegate: '委派提醒',
      transfer: '轉辦提醒',
      delegateDone: '委派辦理完成',
      urge: '催辦提醒',
      timeout: '超時提醒',
      end: '流程結束',
    },
    content: {
      todo: '{{node}}：您有一條新的待辦',
      signDone: '{{node}}：加簽已處理，請繼續審批',
      copy: '有一條流程抄送給您',
      delegate: '{{node}}：有一條任務委派給您',
      transfer: '{{node}}：有一條任務轉辦給您',
      delegateDone: '{{node}}：委派的任務已辦理',
      urge: '發起人催促您盡快審批',
      timeout: '{{node}}：任務已到期，請盡快處理',
    },
    end: {
      approved: '您發起的流程已通過',
      rejected: '您發起的流程已駁回',
      cancelled: '您發起的流程已取消',
      withdrawn: '您發起的流程已撤回',
    },
  },
  en: {
    title: {
      todo: 'New to-do',
      signDone: 'Back to you',
      copy: 'Copied to you',
      delegate: 'Task delegated to you',
      transfer: 'Task transferred to you',
      delegateDone: 'Delegated task handled',
      urge: 'Reminder',
      timeout: 'Task overdue',
      end: 'Process ended',
    },
    content: {
      todo: '{{node}}: you have a new task',
      signDone: '{{node}}: the added signers have acted, please go on',
      copy: 'A process was copied to you',
      delegate: '{{node}}: a task was delegated to you',
      transfer: '{{node}}: a task was transferred to you',
      delegateDone: '{{node}}: the task you delegated has been handled',
      urge: 'The starter asks you to approve soon',
      timeout: '{{node}}: the task is due, please handle it soon',
    },
    end: {
      approved: 'Your process was approved',
      rejected: 'Your process was rejected',
      cancelled: 'Your process was cancelled',
      withdrawn: 'Your process was withdrawn',
    },
  },
}
