import { Alert, Spin, Tree } from 'antd'
import { useTranslation } from 'react-i18next'
import type { TreeItem } from './tree-keys'
import type { Loaded } from '@store/ui/loading'

/** The key of the tree's first node: every department (no filter). */
const ALL = ''

interface DeptTreeProps {
  depts: Loaded<TreeItem[]>
  chosen: string | undefined
  onChoose(deptId: string | undefined): void
}

/** The departments beside a list (spec §2 tree-type page): choosing one shows its rows and those below it. */
export function DeptTree({ depts, chosen, onChoose }: DeptTreeProps) {
  const { t } = useTranslation()
  if (depts.error) return <Alert type="error" showIcon message={depts.error} />
  if (!depts.data) return <Spin />
  const tree = [{ id: ALL, key: ALL, title: t('admin.allDepts'), children: depts.data }]
  return (
    <nav aria-label={t('admin.allDepts')} className="sd-dept-tree">
      <Tree<TreeItem>
        blockNode
        defaultExpandAll
        treeData={tree}
        selectedKeys={[chosen ?? ALL]}
        onSelect={(keys) => onChoose(keys.length && keys[0] !== ALL ? String(keys[0]) : undefined)}
      />
    </nav>
  )
}
