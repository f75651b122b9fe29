import { Form, TreeSelect } from 'antd'
import type { TFunction } from 'i18next'
import { ROLE_TYPE, roleResource, type Locale } from '@store/contract'

const { parentId } = roleResource.fields

/** A role as role/list gives it: a tree of rows. */
export interface RoleRow {
  id: string
  roleName: string
  roleType: number
  children?: RoleRow[]
}

export interface RoleChoice {
  value: string
  title: string
  children: RoleChoice[]
}

/** The organisation roles as a picker tree under "top level" (function roles have no children). */
export function parentChoices(rows: RoleRow[], t: TFunction): RoleChoice[] {
  const organisation = (list: RoleRow[]): RoleChoice[] =>
    list
      .filter((r) => r.roleType === ROLE_TYPE.organisation)
      .map((r) => ({ value: r.id, title: r.roleName, children: organisation(r.children ?? []) }))
  return [{ value: '0', title: t('admin.role.topLevel'), children: organisation(rows) }]
}

/** Every role's name by id, through the whole tree. */
export function namesById(rows: RoleRow[], into = new Map<string, string>()): Map<string, string> {
  for (const r of rows) {
    into.set(r.id, r.roleName)
    namesById(r.children ?? [], into)
  }
  return into
}

/** The role dialog's own input: the parent picked from the tree. */
export const roleFormInputs = (parents: RoleChoice[], locale: Locale) => ({
  parentId: (
    <Form.Item name="parentId" label={parentId.label[locale]}>
      <TreeSelect treeData={parents} treeDefaultExpandAll />
    </Form.Item>
  ),
})
