import { Form, Select, TreeSelect } from 'antd'
import type { TFunction } from 'i18next'
import { userResource, type Locale } from '@store/contract'
import type { TreeItem } from './tree-keys'

const { deptId, status } = userResource.fields

interface UserFormChoices {
  depts: TreeItem[] | undefined
  roles: TreeItem[] | undefined
  locale: Locale
  t: TFunction
}

/**
 * The user dialog's own inputs (spec §7 Users): the department from the tree, the status by name,
 * and the roles (at least one; the server asks for them).
 */
export const userFormInputs = ({ depts, roles, locale, t }: UserFormChoices) => ({
  deptId: (
    <Form.Item name="deptId" label={deptId.label[locale]}>
      <TreeSelect treeData={depts ?? []} treeDefaultExpandAll allowClear />
    </Form.Item>
  ),
  status: (
    <Form.Item name="status" label={status.label[locale]}>
      <Select
        options={[
          { label: t('admin.enabled'), value: 1 },
          { label: t('admin.disabled'), value: 0 },
        ]}
      />
    </Form.Item>
  ),
  roleIds: (
    <Form.Item
      name="roleIds"
      label={t('admin.user.roles')}
      rules={[{ required: true, message: t('admin.user.chooseRole') }]}
    >
      <TreeSelect treeData={roles ?? []} treeDefaultExpandAll multiple allowClear />
    </Form.Item>
  ),
})
