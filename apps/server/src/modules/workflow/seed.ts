import { WORKFLOW_USER_CODES, type DesignerModel, type FormSchema } from '@store/contract'
import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { hashPassword } from '../../core/passwords'
import { deptIdByName, givePosts } from '../org'
import { seedRoles } from '../access'
import { assignRoles, createUser, userByAccount } from '../user'
import { completeTask, deploy, startProcess, type WfContext } from './service'
import { wfTask } from './schema'
import { and, eq } from 'drizzle-orm'

/** The demo leave process (spec "Leave process"): the starter's department leader, then HR. */
export const LEAVE_PROCESS = {
  processKey: 'leave',
  name: '请假流程',
  category: 'oa',
  designer: {
    nodes: [
      {
        id: 'deptLeader',
        type: 'approver',
        name: '部门领导审批',
        assign: { type: 'starterLeader', level: 1 },
        method: 'any',
        nobody: 'admin',
        dueHours: 24,
      },
      {
        id: 'hrApprove',
        type: 'approver',
        name: '人事审批',
        assign: { type: 'role', values: ['hr'] },
        method: 'any',
        nobody: 'admin',
        dueHours: 48,
      },
    ],
  } satisfies DesignerModel,
  formSchema: {
    fields: [
      {
        prop: 'type',
        label: '请假类型',
        type: 'select',
        required: true,
        options: [
          { label: '事假', value: 'personal' },
          { label: '病假', value: 'sick' },
          { label: '年假', value: 'annual' },
        ],
      },
      { prop: 'days', label: '请假天数', type: 'number', required: true },
      { prop: 'reason', label: '请假理由', type: 'textarea', required: true },
      { prop: 'startDate', label: '开始日期', type: 'date', required: true },
      { prop: 'endDate', label: '结束日期', type: 'date', required: true },
    ],
  } satisfies FormSchema,
}

/** Demo accounts that take part in approvals: a store manager (the clerk's leader) and HR. */
export const WORKFLOW_DEMO_USERS = {
  manager: {
    account: 'manager',
    password: 'Manager@12345',
    realName: '店长王芳',
    dept: '上海徐汇店',
    post: 'store_manager',
  },
  hr: { account: 'hr', password: 'Hr@1234567', realName: '人事李静' },
} as const

const HEAD_OFFICES: Record<string, string> = { '100001': '康安大药房总部', '100002': '优选零售总部' }

const leave = (type: string, days: number, reason: string, startDate: string, endDate: string) => ({
  type,
  days,
  reason,
  startDate,
  endDate,
})

/**
 * A demo chain's workflow (inside its tenant's seeding transaction): the workflow user and HR roles,
 * the manager and HR accounts, the leave process and a few running and finished instances.
 */
export async function seedWorkflow(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  catalogue: string,
): Promise<void> {
  const headOffice = HEAD_OFFICES[catalogue]
  if (!headOffice) return
  const roles = await seedRoles(tx, ids, [
    { alias: 'workflow_user', name: '流程用户', codes: [...WORKFLOW_USER_CODES] },
    { alias: 'hr', name: '人事', codes: [...WORKFLOW_USER_CODES] },
  ])
  const account = async (a: string, password: string, realName: string, dept: string, roleIds: string[]) => {
    const id = ids.next()
    await createUser(tx, {
      id,
      account: a,
      name: a,
      realName,
      password: await hashPassword(password),
      passwordChangedAt: new Date(),
      deptId: (await deptIdByName(tx, dept)) ?? null,
    })
    await assignRoles(tx, id, roleIds)
    return id
  }
  const m = WORKFLOW_DEMO_USERS.manager
  const managerId = await account(m.account, m.password, m.realName, m.dept, [roles.get('workflow_user')!])
  await givePosts(tx, managerId, [m.post])
  const h = WORKFLOW_DEMO_USERS.hr
  const hrId = await account(h.account, h.password, h.realName, headOffice, [roles.get('hr')!])
  const clerk = await userByAccount(tx, 'clerk')
  if (clerk) await assignRoles(tx, clerk.id, [roles.get('workflow_user')!])
  const admin = await userByAccount(tx, 'admin')

  const c: WfContext = { tx, ids, tenantId }
  await deploy(c, admin?.id ?? null, LEAVE_PROCESS)
  // the clerk's requests (or, in a chain without one, HR's, whose leader is the administrator)
  const starterId = clerk?.id ?? hrId
  const leaderId = clerk ? managerId : admin!.id
  const pendingOf = async (instanceId: string, assigneeId: string) => {
    const [t] = await tx
      .select({ id: wfTask.id })
      .from(wfTask)
      .where(
        and(
          eq(wfTask.instanceId, instanceId),
          eq(wfTask.assigneeId, assigneeId),
          eq(wfTask.status, 'pending'),
        ),
      )
    return t!.id
  }
  const start = (n: number, form: ReturnType<typeof leave>) =>
    startProcess(c, { processKey: 'leave', businessKey: `LEAVE-DEMO-${n}`, formData: form, starterId })

  await start(1, leave('annual', 3, '回老家探亲', '2025-07-01', '2025-07-03'))
  const second = await start(2, leave('sick', 1, '感冒发烧，需要就医', '2025-06-12', '2025-06-12'))
  await completeTask(c, leaderId, {
    taskId: await pendingOf(second.id, leaderId),
    pass: true,
    comment: '同意',
  })
  const third = await start(3, leave('personal', 2, '办理房产手续', '2025-05-20', '2025-05-21'))
  await completeTask(c, leaderId, {
    taskId: await pendingOf(third.id, leaderId),
    pass: true,
    comment: '同意',
  })
  await completeTask(c, hrId, { taskId: await pendingOf(third.id, hrId), pass: true, comment: '已备案' })
  const fourth = await start(4, leave('personal', 10, '出国旅游', '2025-08-01', '2025-08-10'))
  await completeTask(c, leaderId, {
    taskId: await pendingOf(fourth.id, leaderId),
    pass: false,
    comment: '旺季门店人手不足，请调整时间',
  })
}
