import { Alert, Empty, Spin, Tree } from 'antd'
import type { TreeItem } from './tree-keys'

interface CheckTreeProps {
  tree: TreeItem[] | undefined
  error: string | null
  checked: string[]
  onChange(checked: string[]): void
  /** each node checked on its own (roles); otherwise a parent follows its children (grants) */
  strict?: boolean
  label: string
}

/** A checkable server tree, all expanded; while it loads a spinner, when it fails its message, when empty so. */
export function CheckTree({ tree, error, checked, onChange, strict, label }: CheckTreeProps) {
  if (error) return <Alert type="error" showIcon message={error} />
  if (!tree) return <Spin />
  if (!tree.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
  return (
    <div aria-label={label} role="group" className="sd-check-tree">
      <Tree<TreeItem>
        checkable
        selectable={false}
        defaultExpandAll
        checkStrictly={strict}
        treeData={tree}
        checkedKeys={checked}
        onCheck={(keys) => onChange((Array.isArray(keys) ? keys : keys.checked).map(String))}
      />
    </div>
  )
}
