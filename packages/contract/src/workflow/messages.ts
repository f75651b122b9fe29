import type { Catalog } from '../messages'

/** Messages of the workflow area. */
export const WORKFLOW_MESSAGES = {
  workflowNoDefinition: {
    zh_CN: '流程不存在或已挂起：{key}',
    zh_HK: '流程不存在或已掛起：{key}',
    en: 'No active process “{key}”',
  },
  workflowBadModel: {
    zh_CN: '流程模型有误：{reason}',
    zh_HK: '流程模型有誤：{reason}',
    en: 'The process model is wrong: {reason}',
  },
  workflowNotCandidate: {
    zh_CN: '您不是该任务的办理人',
    zh_HK: '您不是該任務的辦理人',
    en: 'You are not the assignee of this task',
  },
  workflowTaskClosed: {
    zh_CN: '任务已办理或已关闭',
    zh_HK: '任務已辦理或已關閉',
    en: 'The task has already been handled or closed',
  },
  workflowNotRunning: {
    zh_CN: '流程已结束',
    zh_HK: '流程已結束',
    en: 'The process has ended',
  },
  workflowNotStarter: {
    zh_CN: '只有发起人可以执行该操作',
    zh_HK: '只有發起人可以執行該操作',
    en: 'Only the starter may do this',
  },
  workflowCannotWithdraw: {
    zh_CN: '下一节点已处理，无法撤回',
    zh_HK: '下一節點已處理，無法撤回',
    en: 'The next approver has already acted: it can no longer be withdrawn',
  },
  workflowBadBackNode: {
    zh_CN: '只能退回到已经过的节点',
    zh_HK: '只能退回到已經過的節點',
    en: 'A reject can only go back to a node already passed',
  },
  workflowBadUser: {
    zh_CN: '用户不存在：{id}',
    zh_HK: '用戶不存在：{id}',
    en: 'No such user: {id}',
  },
  workflowNotSignOwner: {
    zh_CN: '只能减去自己加签的办理人',
    zh_HK: '只能減去自己加簽的辦理人',
    en: 'Only the signer who added a task may remove it',
  },
  workflowFormInvalid: {
    zh_CN: '表单字段{field}有误',
    zh_HK: '表單欄位{field}有誤',
    en: 'The form field {field} is wrong',
  },
} satisfies Record<string, Catalog>
