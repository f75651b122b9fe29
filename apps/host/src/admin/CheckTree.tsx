import { Alert, Spin, Tree } from 'antd'
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

/** A checkable server tree, all expanded, while it loads a spinner and when it fails its message. */
export function CheckTree({ tree, error, checked, onChange, strict, label }: CheckTreeProps) {
  if (error) return <Alert type="error" showIcon message={error} />
  if (!tree) return <Spin />
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
