import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import {
  deptEndpoints,
  DEPT_ROOT_ID,
  deptResource,
  permissionCodes,
  userAdminEndpoints,
} from '@store/contract'
import { SIGNED_IN, assertPermission, sessionOf } from '../../core/auth'
import { ok } from '../../core/envelope'
import { notFound } from '../../core/errors'
import { DeptService, toDeptRecord, type DeptInput } from './dept-service'
import { nest } from '../../core/tree'
import { endpointRoute } from '../../core/endpoint-route'
import { actorOf as actorOfRequest, fieldLabelsOf } from '../../core/resource/route-kit'

const codes = permissionCodes(deptResource)
/** The department pickers (user form, user selectors) serve user administration as well. */
export const ORG_PICKER = [codes.view, 'user_view', 'user_add', 'user_edit']

const fieldLabels = fieldLabelsOf(deptResource)

/** Departments (spec §7 System "dept"): the tree, its lazy levels and pickers, and the tree's rules. */
export default async function deptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new DeptService(app.ids)

  const actorOf = (req: FastifyRequest) => actorOfRequest(app, req)
  const zoneOf = (req: FastifyRequest) => app.tenants.timeZoneOf(sessionOf(req).tenantId)
  const inTenant = <T>(req: FastifyRequest, fn: Parameters<typeof app.db.withTenant<T>>[1]) =>
    app.db.withTenant(sessionOf(req), fn)

  endpointRoute(app, deptEndpoints.list, {
    config: { permission: codes.view, fieldLabels },
    handler: async (req) => {
      const zone = await zoneOf(req)
      const rows = await inTenant(req, (tx) => service.list(tx, req.query))
      return ok(req, nest(rows.map((r) => toDeptRecord(r, zone))))
    },
  })

  endpointRoute(app, deptEndpoints.lazyList, {
    config: { permission: codes.view },
    handler: async (req) => {
      const zone = await zoneOf(req)
      const rows = await inTenant(req, (tx) => service.children(tx, req.query.parentId ?? DEPT_ROOT_ID))
      return ok(
        req,
        rows.map((r) => ({ ...toDeptRecord(r, zone), hasChildren: r.hasChildren })),
      )
    },
  })

  endpointRoute(app, deptEndpoints.tree, {
    config: { permission: ORG_PICKER },
    handler: async (req) => ok(req, await inTenant(req, (tx) => service.tree(tx))),
  })

  endpointRoute(app, deptEndpoints.lazyTree, {
    config: { permission: ORG_PICKER },
    handler: async (req) =>
      ok(req, await inTenant(req, (tx) => service.lazyTree(tx, req.query.parentId ?? DEPT_ROOT_ID))),
  })

  endpointRoute(app, deptEndpoints.detail, {
    config: { permission: codes.view },
    handler: async (req) => {
      const zone = await zoneOf(req)
      const found = await inTenant(req, async (tx) => {
        const row = await service.find(tx, req.query.id)
        if (!row) return undefined
        const parent = row.parentId === DEPT_ROOT_ID ? undefined : await service.find(tx, row.parentId)
        return { ...toDeptRecord(row, zone), parentName: parent?.deptName ?? '' }
      })
      if (!found) throw notFound()
      return ok(req, found)
    },
  })

  endpointRoute(app, deptEndpoints.submit, {
    config: { permission: [codes.add, codes.edit], fieldLabels },
    handler: async (req) => {
      // submitSchema(deptResource) has validated the body: it is a DeptInput.
      const body = req.body as unknown as DeptInput
      await assertPermission(req, body.id ? codes.edit : codes.add)
      const actor = await actorOf(req)
      return ok(req, await inTenant(req, (tx) => service.submit(tx, body, actor)))
    },
  })

  endpointRoute(app, deptEndpoints.remove, {
    config: { permission: codes.remove },
    handler: async (req) => {
      const actor = await actorOf(req)
      await inTenant(req, (tx) => service.remove(tx, req.query.ids.split(','), actor))
      return ok(req, true)
    },
  })

  endpointRoute(app, deptEndpoints.graduallyDeptUserTree, {
    config: { permission: ORG_PICKER },
    handler: async (req) => {
      const { parentId = DEPT_ROOT_ID, directlyNode = 0 } = req.query
      return ok(req, await inTenant(req, (tx) => service.graduallyTree(tx, parentId, directlyNode === 1)))
    },
  })

  endpointRoute(app, deptEndpoints.findTree, {
    config: { permission: ORG_PICKER },
    handler: async (req) => {
      const keyword = (req.query.keyword ?? '').trim()
      if (!keyword) return ok(req, [])
      const limit = req.query.size ?? 999
      return ok(req, await inTenant(req, (tx) => service.findTree(tx, keyword, limit)))
    },
  })

  // the user screen's (`/api/blade-user`) look-up of the caller's own department
  endpointRoute(app, userAdminEndpoints.verifyUserDept, {
    config: { permission: SIGNED_IN },
    handler: async (req) => {
      const found = await inTenant(req, (tx) => service.departmentOf(tx, sessionOf(req).userId))
      return ok(req, {
        hasDept: Boolean(found),
        deptId: found?.id ?? null,
        deptName: found?.deptName ?? '',
        ancestors: found?.ancestors ?? '',
      })
    },
  })
}
