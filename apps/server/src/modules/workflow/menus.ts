import { WORKFLOW_CODES, WORKFLOW_TASKS_MENU, WORKFLOW_TASKS_PATH } from '@store/contract'
import { ADD, button, DELETE, EDIT, hidden, page, VIEW, type AppSeed } from '../../core/menus'

/** The screens apps/workflow-micro builds; the leave routes under /work stay planned. */
const BUILT = { available: true }

/** The workflow area as the shell lists it: its application, menus and permission codes (spec §2, §3). */
export const workflowApplication: AppSeed = {
  code: 'workflow-micro',
  names: ['流程审批', '流程審批', 'Workflow'],
  path: '/workflow-micro',
  source: 'icon-workflow',
  isMicro: true,
  microName: 'workflow-micro',
  available: false,
  menus: [
    page(
      'workflow_model',
      ['流程设计', '流程設計', 'Process design'],
      '/workflow-micro/workflow/design',
      [
        button(WORKFLOW_CODES.design, VIEW),
        button('workflow_model_add', ADD),
        button('workflow_model_edit', EDIT),
        button('workflow_model_delete', DELETE),
        button(WORKFLOW_CODES.deploy, ['部署', '部署', 'Deploy']),
      ],
      BUILT,
    ),
    hidden(
      'workflow_design_process',
      ['设计流程', '設計流程', 'Design process'],
      '/workflow-micro/workflow/design/process',
      BUILT,
    ),
    hidden(
      'workflow_design_bpmn',
      ['BPMN 建模', 'BPMN 建模', 'BPMN modeler'],
      '/workflow-micro/workflow/design/bpmn',
      BUILT,
    ),
    page(
      'workflow_start_list',
      ['发起流程', '發起流程', 'Start a process'],
      '/workflow-micro/workflow/start',
      [button(WORKFLOW_CODES.start, ['发起', '發起', 'Start'])],
      BUILT,
    ),
    page(
      WORKFLOW_TASKS_MENU,
      ['我的待办', '我的待辦', 'My to-do'],
      WORKFLOW_TASKS_PATH,
      [button(WORKFLOW_CODES.todo, VIEW)],
      BUILT,
    ),
    page(
      'workflow_done',
      ['我的已办', '我的已辦', 'Done by me'],
      '/workflow-micro/workflow/done',
      [button(WORKFLOW_CODES.done, VIEW)],
      BUILT,
    ),
    page(
      'workflow_send',
      ['我发起的', '我發起的', 'Started by me'],
      '/workflow-micro/workflow/send',
      [button(WORKFLOW_CODES.start, VIEW)],
      BUILT,
    ),
    page(
      'workflow_copy',
      ['抄送我的', '抄送我的', 'Copied to me'],
      '/workflow-micro/workflow/copy',
      [button(WORKFLOW_CODES.done, VIEW)],
      BUILT,
    ),
    page(
      'workflow_instance',
      ['流程监控', '流程監控', 'All processes'],
      '/workflow-micro/workflow/instance',
      [button(WORKFLOW_CODES.manage, ['管理', '管理', 'Manage'])],
      BUILT,
    ),
    hidden(
      'workflow_process_detail',
      ['流程详情', '流程詳情', 'Process detail'],
      '/workflow-micro/workflow/process/detail',
      BUILT,
    ),
    hidden(
      'workflow_process_start',
      ['发起流程', '發起流程', 'Start process'],
      '/workflow-micro/workflow/process/start',
      BUILT,
    ),
    // spec §2's leave routes: the host redirects them to the workflow pages (LEAVE_ROUTE_ALIASES)
    hidden('leave_form', ['请假申请', '請假申請', 'Leave request'], '/work/process/leave/form', BUILT),
    hidden('leave_handle', ['请假审批', '請假審批', 'Leave approval'], '/work/process/leave/handle', BUILT),
    hidden('leave_detail', ['请假详情', '請假詳情', 'Leave detail'], '/work/process/leave/detail', BUILT),
  ],
}
