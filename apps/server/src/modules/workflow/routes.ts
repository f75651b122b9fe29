import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { WORKFLOW_CODES, workflowEndpoints as ep } from '@store/contract'
import { hasPermission, sessionOf } from '../../core/auth'
import { endpointRoute } from '../../core/endpoint-route'
import { ok } from '../../core/envelope'
import type { Session } from '../../core/tokens'
import { allTenantIds } from '../tenant'
import {
  allInstancesPage,
  copyPage,
  definitionDetail,
  definitionPage,
  donePage,
  instanceDetail,
  sendPage,
  todoPage,
} from './queries'
import {
  addSign,
  cancelInstance,
  changeDefinitionState,
  completeTask,
  copyInstance,
  delegateTask,
  deploy,
  fireDueTimers,
  removeSign,
  startProcess,
  todoCount,
  transferTask,
  urge,
  withdraw,
  type DeployInput,
  type WfContext,
} from './service'

declare module 'fastify' {
  interface FastifyInstance {
    /** fires every tenant's due workflow timers once (the poller calls it; tests too) */
    workflowTimers: { runOnce(): Promise<number> }
  }
}

export interface WorkflowOptions {
  /** how often due timers are looked for (0: never, only `runOnce`) */
  timerPollMs?: number
}

const paging = (q: { current?: number; size?: number }) => ({ current: q.current ?? 1, size: q.size ?? 10 })

/** Workflow approvals (docs/workflow.md): BladeX-style routes under /api/blade-workflow/. */
async function workflowRoutes(fastify: FastifyInstance, opts: WorkflowOptions = {}) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const tz = (tenantId: string) => app.tenants.timeZoneOf(tenantId)
  /** one transaction in the caller's tenant */
  const inTenant = <T>(s: Session, fn: (c: WfContext) => Promise<T>) =>
    app.db.withTenant(s, (tx) => fn({ tx, ids: app.ids, tenantId: s.tenantId }))
  const C = WORKFLOW_CODES

  endpointRoute(app, ep.deploy, {
    config: { permission: C.deploy },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      const deployed = await inTenant(s, async (c) => {
        const row = await deploy(c, s.userId, req.body as DeployInput)
        const {
          xml: _xml,
          designer: _designer,
          nodes: _nodes,
          ...rec
        } = await definitionDetail(c, row.id, zone)
        return rec
      })
      return ok(req, deployed)
    },
  })
  endpointRoute(app, ep.changeState, {
    config: { permission: C.deploy },
    handler: async (req) =>
      ok(req, await inTenant(sessionOf(req), (c) => changeDefinitionState(c, req.body.id, req.body.status))),
  })
  endpointRoute(app, ep.definitionList, {
    config: { permission: C.design },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      return ok(req, await inTenant(s, (c) => definitionPage(c, req.query, paging(req.query), zone)))
    },
  })
  endpointRoute(app, ep.definitionDetail, {
    config: { permission: [C.design, C.start] },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      return ok(req, await inTenant(s, (c) => definitionDetail(c, req.query.id, zone)))
    },
  })
  endpointRoute(app, ep.processList, {
    config: { permission: C.start },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      const filter = { newestActive: true, category: req.query.category }
      return ok(req, await inTenant(s, (c) => definitionPage(c, filter, paging(req.query), zone)))
    },
  })
  endpointRoute(app, ep.start, {
    config: { permission: C.start },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      const started = await inTenant(s, async (c) => {
        const inst = await startProcess(c, { ...req.body, starterId: s.userId })
        return (await instanceDetail(c, s.userId, inst.id, true, zone)).instance
      })
      return ok(req, started)
    },
  })
  endpointRoute(app, ep.todoList, {
    config: { permission: C.todo },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      return ok(
        req,
        await inTenant(s, (c) => todoPage(c, s.userId, req.query.processKey, paging(req.query), zone)),
      )
    },
  })
  endpointRoute(app, ep.todoCount, {
    config: { permission: C.todo },
    handler: async (req) => {
      const s = sessionOf(req)
      return ok(req, await inTenant(s, (c) => todoCount(c, s.userId)))
    },
  })
  endpointRoute(app, ep.doneList, {
    config: { permission: C.done },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      return ok(
        req,
        await inTenant(s, (c) => donePage(c, s.userId, req.query.processKey, paging(req.query), zone)),
      )
    },
  })
  endpointRoute(app, ep.sendList, {
    config: { permission: C.start },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      return ok(req, await inTenant(s, (c) => sendPage(c, s.userId, req.query, paging(req.query), zone)))
    },
  })
  endpointRoute(app, ep.copyList, {
    config: { permission: C.done },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      return ok(req, await inTenant(s, (c) => copyPage(c, s.userId, req.query, paging(req.query), zone)))
    },
  })
  endpointRoute(app, ep.instanceList, {
    config: { permission: C.manage },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      return ok(req, await inTenant(s, (c) => allInstancesPage(c, req.query, paging(req.query), zone)))
    },
  })
  endpointRoute(app, ep.detail, {
    config: { permission: [C.todo, C.done, C.start, C.manage] },
    handler: async (req) => {
      const s = sessionOf(req)
      const zone = await tz(s.tenantId)
      const manager = await hasPermission(req, C.manage)
      return ok(
        req,
        await inTenant(s, (c) => instanceDetail(c, s.userId, req.query.processInstanceId, manager, zone)),
      )
    },
  })
  endpointRoute(app, ep.withdraw, {
    config: { permission: C.start },
    handler: async (req) => {
      const s = sessionOf(req)
      return ok(
        req,
        await inTenant(s, (c) => withdraw(c, s.userId, req.body.processInstanceId, req.body.comment)),
      )
    },
  })
  endpointRoute(app, ep.cancel, {
    config: { permission: [C.start, C.manage] },
    handler: async (req) => {
      const s = sessionOf(req)
      const manager = await hasPermission(req, C.manage)
      const { processInstanceId: id, comment } = req.body
      return ok(req, await inTenant(s, (c) => cancelInstance(c, s.userId, id, manager, comment)))
    },
  })
  endpointRoute(app, ep.urge, {
    config: { permission: C.start },
    handler: async (req) => {
      const s = sessionOf(req)
      return ok(
        req,
        await inTenant(s, (c) => urge(c, s.userId, req.body.processInstanceId, req.body.comment)),
      )
    },
  })
  endpointRoute(app, ep.complete, {
    config: { permission: C.todo },
    handler: async (req) => {
      const s = sessionOf(req)
      await inTenant(s, (c) => completeTask(c, s.userId, req.body))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.delegate, {
    config: { permission: C.todo },
    handler: async (req) => {
      const s = sessionOf(req)
      const { taskId, userId, comment } = req.body
      await inTenant(s, (c) => delegateTask(c, s.userId, taskId, userId, comment))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.transfer, {
    config: { permission: C.todo },
    handler: async (req) => {
      const s = sessionOf(req)
      const { taskId, userId, comment } = req.body
      await inTenant(s, (c) => transferTask(c, s.userId, taskId, userId, comment))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.addSign, {
    config: { permission: C.todo },
    handler: async (req) => {
      const s = sessionOf(req)
      const { taskId, userIds, position, comment } = req.body
      await inTenant(s, (c) => addSign(c, s.userId, taskId, userIds.split(','), position, comment))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.removeSign, {
    config: { permission: C.todo },
    handler: async (req) => {
      const s = sessionOf(req)
      await inTenant(s, (c) => removeSign(c, s.userId, req.body.taskId, req.body.comment))
      return ok(req, true)
    },
  })
  endpointRoute(app, ep.copy, {
    config: { permission: [C.todo, C.start] },
    handler: async (req) => {
      const s = sessionOf(req)
      const { processInstanceId: id, userIds, comment } = req.body
      return ok(req, await inTenant(s, (c) => copyInstance(c, s.userId, id, userIds.split(','), comment)))
    },
  })

  // durable timers: a timer that fell due while the server was down fires at start, once
  const runOnce = async () => {
    const tenants = await app.db.withSystem((tx) => allTenantIds(tx))
    let fired = 0
    for (const { tenantId } of tenants)
      fired += await app.db.withTenant({ tenantId }, (tx) => fireDueTimers({ tx, ids: app.ids, tenantId }))
    return fired
  }
  app.decorate('workflowTimers', { runOnce })
  const pollMs = opts.timerPollMs ?? 5000
  let timer: NodeJS.Timeout | null = null
  let running: Promise<unknown> = Promise.resolve()
  if (pollMs > 0) {
    const tick = () => {
      running = runOnce()
        .catch((err) => app.log.error({ err }, 'workflow timers failed'))
        .finally(() => {
          if (timer) timer = setTimeout(tick, pollMs)
        })
    }
    app.addHook('onReady', async () => {
      timer = setTimeout(tick, 0)
    })
    app.addHook('onClose', async () => {
      const t = timer
      timer = null
      if (t) clearTimeout(t)
      await running
    })
  }
}

/** A plugin at the root: `app.workflowTimers` is the whole app's. */
export default fp(workflowRoutes, { name: 'workflow' })
