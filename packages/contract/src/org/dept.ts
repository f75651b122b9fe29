import { Type, type Static } from 'typebox'
import { PAGING } from '../constants'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import {
  DetailQuery,
  LangParam,
  RemoveQuery,
  submitSchema,
  IgnoredPagingParams,
  UnpagedQuery,
} from '../resource'
import { DEPT_ROOT_ID, deptResource } from '../resources/dept'

const BASE = deptResource.basePath
const tags = ['dept']

/** A department as the pickers show it. */
export const deptPickerColumns = {
  id: Id,
  parentId: Id,
  title: Type.String(),
  label: Type.String(),
  key: Id,
  value: Id,
  hasChildren: Type.Boolean(),
}
export const DeptPickerNode = Type.Object(deptPickerColumns, { additionalProperties: false })
export type DeptPickerNode = Static<typeof DeptPickerNode>
const DeptPickerTree = Type.Cyclic(
  {
    DeptTreeNode: Type.Object(
      { ...deptPickerColumns, children: Type.Array(Type.Ref('DeptTreeNode')) },
      { additionalProperties: false },
    ),
  },
  'DeptTreeNode',
)

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
/** A department as the department screen shows it. */
export const DeptRecord = Type.Object(deptColumns, { additionalProperties: false })
export type DeptRecord = Static<typeof DeptRecord>
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
/**
 * A node of the department-and-user trees (spec §3 Tree node): `count` is the number of users in the
 * department (and below, unless direct relations only), `leaf` is `count <= 0`; a user is a leaf.
 */
export const OrgNode = Type.Cyclic(
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
export type OrgNode = Static<typeof OrgNode>

const ParentQuery = Type.Object(
  {
    parentId: Type.Optional(Type.String({ ...Id, default: DEPT_ROOT_ID })),
    ...IgnoredPagingParams,
    ...LangParam,
  },
  { additionalProperties: false },
)

/** Departments (spec §7 System "dept"): the tree, its lazy levels and pickers, the form. */
export const deptEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${BASE}/list`,
    tags,
    summary: 'Departments matching the filters, as a tree (a match whose parent does not match is a root)',
    query: Type.Object(
      {
        ...IgnoredPagingParams,
        deptName: Type.Optional(Type.String({ maxLength: 64 })),
        fullName: Type.Optional(Type.String({ maxLength: 255 })),
        deptCategory: Type.Optional(Type.Integer({ minimum: 1, maximum: 9 })),
        ...LangParam,
      },
      { additionalProperties: false },
    ),
    reply: Type.Array(DeptTree),
  }),
  lazyList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/lazy-list`,
    tags,
    summary: 'The child departments of parentId (default: the top level), each with hasChildren',
    query: ParentQuery,
    reply: Type.Array(LazyDept),
  }),
  tree: defineEndpoint({
    method: 'GET',
    path: `${BASE}/tree`,
    tags,
    summary: 'The whole department tree for pickers (id, title, key, value, children)',
    query: UnpagedQuery,
    reply: Type.Array(DeptPickerTree),
  }),
  lazyTree: defineEndpoint({
    method: 'GET',
    path: `${BASE}/lazy-tree`,
    tags,
    summary: 'One level of the department picker: the children of parentId, each with hasChildren',
    query: ParentQuery,
    reply: Type.Array(DeptPickerNode),
  }),
  detail: defineEndpoint({
    method: 'GET',
    path: `${BASE}/detail`,
    tags,
    summary: 'One department, with its parent’s name',
    query: DetailQuery,
    reply: DeptDetail,
  }),
  submit: defineEndpoint({
    method: 'POST',
    path: `${BASE}/submit`,
    tags,
    summary: 'Insert (no id) or update a department; the server keeps ancestors and refuses cycles',
    query: null,
    body: submitSchema(deptResource),
    reply: DeptRecord,
  }),
  remove: defineEndpoint({
    method: 'POST',
    path: `${BASE}/remove`,
    tags,
    summary: 'Remove departments by ids (refused while they have sub-departments or users)',
    query: RemoveQuery,
    reply: Type.Boolean(),
  }),
  graduallyDeptUserTree: defineEndpoint({
    method: 'GET',
    path: `${BASE}/gradually_dept_user_tree`,
    tags,
    summary:
      'One level of the department-and-user tree: child departments with user counts, then the users placed directly',
    query: Type.Object(
      {
        ...IgnoredPagingParams,
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
    ),
    reply: Type.Array(OrgNode),
  }),
  findTree: defineEndpoint({
    method: 'GET',
    path: `${BASE}/find_tree`,
    tags,
    summary:
      'Tree search: departments and users matching the trimmed keyword, each with its departments above it',
    query: Type.Object(
      {
        ...IgnoredPagingParams,
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
    ),
    reply: Type.Array(OrgNode),
  }),
}
