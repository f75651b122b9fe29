import type { FastifyInstance } from 'fastify'
import { SRM_PURCHASE_PROCESS, workflowEndpoints as wf } from '@store/contract'
import { auth } from '../../test/app'

/** The HTTP calls the SRM tests make as a user (by token), and the approver's handling of the to-do list. */
export function srmCalls(app: FastifyInstance) {
  const get = (token: string, url: string) => app.inject({ url, headers: auth(token) })
  const post = (token: string, url: string, payload: object, lang = 'en') =>
    app.inject({ method: 'POST', url: `${url}?lang=${lang}`, headers: auth(token), payload })
  const data = async <T>(res: Promise<{ json(): { data: T } }>) => (await res).json().data
  /** the approver's open task of an instance, from the to-do list, if any */
  const taskOf = async (token: string, instanceId: string | null) => {
    const todo = await data<{ records: { id: string; instanceId: string }[] }>(
      get(token, `${wf.todoList.path}?processKey=${SRM_PURCHASE_PROCESS}&size=100`),
    )
    return todo.records.find((t) => t.instanceId === instanceId)
  }
  /** the approver completes the order's task as the to-do list does: approve (pass) or reject */
  const decide = async (token: string, order: { instanceId: string | null }, pass: boolean) => {
    const task = await taskOf(token, order.instanceId)
    return post(token, wf.complete.path, { taskId: task!.id, pass, comment: pass ? 'ok' : 'too dear' })
  }
  return { get, post, data, taskOf, decide }
}
