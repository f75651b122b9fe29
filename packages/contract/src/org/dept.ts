import { Type } from 'typebox'
import { defineEndpoint } from '../endpoint'
import { Id } from '../envelope'
import { deptResource } from '../resources/dept'

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
const DeptPickerTree = Type.Cyclic(
  {
    DeptTreeNode: Type.Object(
      { ...deptPickerColumns, children: Type.Array(Type.Ref('DeptTreeNode')) },
      { additionalProperties: false },
    ),
  },
  'DeptTreeNode',
)

export const deptEndpoints = {
  tree: defineEndpoint({
    method: 'GET',
    path: `${deptResource.basePath}/tree`,
    tags: ['dept'],
    summary: 'The whole department tree for pickers (id, title, key, value, children)',
    reply: Type.Array(DeptPickerTree),
  }),
}
