import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { Type } from 'typebox'
import {
  DeptPickerNode,
  deptEndpoints,
  DEPT_ROOT_ID,
  DetailQuery,
  Envelope,
  Id,
  LangParam,
  PAGING,
  RemoveQuery,
  deptResource,
  permissionCodes,
  submitSchema,
} from '@store/contract'
import { assertPermission, sessionOf } from '../../core/auth'
import { ok } from '../../core/envelope'
import { notFound } from '../../core/errors'
import { DeptService, toDeptRecord, type DeptInput } from './dept-service'
import { nest } from '../../core/tree'
import { endpointRoute } from '../../core/endpoint-route'
import { actorOf as actorOfRequest, errors, fieldLabelsOf } from '../../core/resource/route-kit'

const BASE = deptResource.basePath
const codes = permissionCodes(deptResource)
/** The department pickers (user form, user selectors) serve user administration as well. */
export const ORG_PICKER = [codes.view, 'user_view', 'user_add', 'user_edit']

const NullableString = Type.Union([Type.String(), Type.Null()])
const deptColumns = {
  id: Id,
  parentId: Id,
  ancestors: Type.String({ description: "ids above the department, from '0' down to its parent" }),
  deptName: Type.String(),
  fullName: NullableString,
  deptCategory: Type.Integer(),
  sort: Type.Integer(),
  remark: NullableString,
  createUser: Type.Union([Id, Type.Null()]),
  createTime: Type.String(),
  updateUser: Type.Union([Id, Type.Null()]),
  updateTime: Type.String(),
}
const DeptRecord = Type.Object(deptColumns, { additionalProperties: false })
const DeptDetail = Type.Object(
  { ...deptColumns, parentName: Type.String({ description: "the parent's name; '' at the top" }) },
  { additionalProperties: false },
)
const LazyDept = Type.Object({ ...deptColumns, hasChildren: Type.Boolean() }, { additionalProperties: false })
const DeptTree = Type.Cyclic(
  {
    DeptListNode: Type.Object(
      { ...deptColumns, children: Type.Array(Type.Ref('DeptListNode')) },
      { additionalProperties: false },
    ),
  },
  'DeptListNode',
)
/** spec §3 Tree node. */
const OrgTree = Type.Cyclic(
  {
    OrgNode: Type.Object(
      {
        id: Id,
        parentId: Id,
        label: Type.String(),
        type: Type.Union([Type.Literal('dept'), Type.Literal('user')], {
          description: 'a department, or a user placed in it',
        }),
        count: Type.Integer({ description: 'users in the department (and below, unless direct only)' }),
        leaf: Type.Boolean({ description: 'count <= 0: nothing to expand' }),
        children: Type.Array(Type.Ref('OrgNode')),
      },
      { additionalProperties: false },
    ),
  },
  'OrgNode',
)

const ParentQuery = Type.Object(
  { parentId: Type.Optional(Type.String({ ...Id, default: DEPT_ROOT_ID })), ...LangParam },
  { additionalProperties: false },
)
const ListQuery = Type.Object(
  {
    deptName: Type.Optional(Type.String({ maxLength: 64 })),
    fullName: Type.Optional(Type.String({ maxLength: 255 })),
    deptCategory: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
    ...LangParam,
  },
  { additionalProperties: false },
)
const GraduallyQuery = Type.Object(
  {
    parentId: Type.Optional(Type.String({ ...Id, default: DEPT_ROOT_ID })),
    directlyNode: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 1,
        default: 0,
        description: '1: count only the users directly in each department',
      }),
    ),
    ...LangParam,
  },
  { additionalProperties: false },
)
const FindTreeQuery = Type.Object(
  {
    keyword: Type.Optional(Type.String({ maxLength: 64, description: 'trimmed; empty finds nothing' })),
    current: Type.Optional(
      Type.Integer({ minimum: 1, maximum: 1, default: 1, description: 'the search answers page 1 only' }),
    ),
    size: Type.Optional(
      Type.Integer({ minimum: 1, maximum: PAGING.maxSize, default: 999, description: 'most matches' }),
    ),
    ...LangParam,
  },
  { additionalProperties: false },
)

const fieldLabels = fieldLabelsOf(deptResource)
const tags = ['dept']

/** Departments (spec §7 System "dept"): the tree, its lazy levels and pickers, and the tree's rules. */
export default async function deptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const service = new DeptService(app.ids)

  const actorOf = (req: FastifyRequest) => actorOfRequest(app, req)
  const zoneOf = (req: FastifyRequest) => app.tenants.timeZoneOf(sessionOf(req).tenantId)
  const inTenant = <T>(req: FastifyRequest, fn: Parameters<typeof app.db.withTenant<T>>[1]) =>
    app.db.withTenant(sessionOf(req), fn)

  app.get(
    `${BASE}/list`,
    {
      config: { permission: codes.view, fieldLabels },
      schema: {
        tags,
        summary:
          'Departments matching the filters, as a tree (a match whose parent does not match is a root)',
        querystring: ListQuery,
        response: { 200: Envelope(Type.Array(DeptTree)), ...errors },
      },
    },
    async (req) => {
      const zone = await zoneOf(req)
      const rows = await inTenant(req, (tx) => service.list(tx, req.query))
      return ok(req, nest(rows.map((r) => toDeptRecord(r, zone))))
    },
  )

  app.get(
    `${BASE}/lazy-list`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'The child departments of parentId (default: the top level), each with hasChildren',
        querystring: ParentQuery,
        response: { 200: Envelope(Type.Array(LazyDept)), ...errors },
      },
    },
    async (req) => {
      const zone = await zoneOf(req)
      const rows = await inTenant(req, (tx) => service.children(tx, req.query.parentId ?? DEPT_ROOT_ID))
      return ok(
        req,
        rows.map((r) => ({ ...toDeptRecord(r, zone), hasChildren: r.hasChildren })),
      )
    },
  )

  endpointRoute(app, deptEndpoints.tree, {
    config: { permission: ORG_PICKER },
    handler: async (req) => ok(req, await inTenant(req, (tx) => service.tree(tx))),
  })

  app.get(
    `${BASE}/lazy-tree`,
    {
      config: { permission: ORG_PICKER },
      schema: {
        tags,
        summary: 'One level of the department picker: the children of parentId, each with hasChildren',
        querystring: ParentQuery,
        response: { 200: Envelope(Type.Array(DeptPickerNode)), ...errors },
      },
    },
    async (req) =>
      ok(req, await inTenant(req, (tx) => service.lazyTree(tx, req.query.parentId ?? DEPT_ROOT_ID))),
  )

  app.get(
    `${BASE}/detail`,
    {
      config: { permission: codes.view },
      schema: {
        tags,
        summary: 'One department, with its parent’s name',
        querystring: DetailQuery,
        response: { 200: Envelope(DeptDetail), ...errors },
      },
    },
    async (req) => {
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
  )

  app.post(
    `${BASE}/submit`,
    {
      config: { permission: [codes.add, codes.edit], fieldLabels },
      schema: {
        tags,
        summary: 'Insert (no id) or update a department; the server keeps ancestors and refuses cycles',
        body: submitSchema(deptResource),
        response: { 200: Envelope(DeptRecord), ...errors },
      },
    },
    async (req) => {
      // submitSchema(deptResource) has validated the body: it is a DeptInput.
      const body = req.body as unknown as DeptInput
      await assertPermission(req, body.id ? codes.edit : codes.add)
      const actor = await actorOf(req)
      return ok(req, await inTenant(req, (tx) => service.submit(tx, body, actor)))
    },
  )

  app.post(
    `${BASE}/remove`,
    {
      config: { permission: codes.remove },
      schema: {
        tags,
        summary: 'Remove departments by ids (refused while they have sub-departments or users)',
        querystring: RemoveQuery,
        response: { 200: Envelope(Type.Boolean()), ...errors },
      },
    },
    async (req) => {
      const actor = await actorOf(req)
      await inTenant(req, (tx) => service.remove(tx, req.query.ids.split(','), actor))
      return ok(req, true)
    },
  )

  app.get(
    `${BASE}/gradually_dept_user_tree`,
    {
      config: { permission: ORG_PICKER },
      schema: {
        tags,
        summary:
          'One level of the department-and-user tree: child departments with user counts, then the users placed directly',
        querystring: GraduallyQuery,
        response: { 200: Envelope(Type.Array(OrgTree)), ...errors },
      },
    },
    async (req) => {
      const { parentId = DEPT_ROOT_ID, directlyNode = 0 } = req.query
      return ok(req, await inTenant(req, (tx) => service.graduallyTree(tx, parentId, directlyNode === 1)))
    },
  )

  app.get(
    `${BASE}/find_tree`,
    {
      config: { permission: ORG_PICKER },
      schema: {
        tags,
        summary:
          'Tree search: departments and users matching the trimmed keyword, each with its departments above it',
        querystring: FindTreeQuery,
        response: { 200: Envelope(Type.Array(OrgTree)), ...errors },
      },
    },
    async (req) => {
      const keyword = (req.query.keyword ?? '').trim()
      if (!keyword) return ok(req, [])
      const limit = req.query.size ?? 999
      return ok(req, await inTenant(req, (tx) => service.findTree(tx, keyword, limit)))
    },
  )
}
