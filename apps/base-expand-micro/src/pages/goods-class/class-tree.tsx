import { useCallback, useEffect, useState } from 'react'
import { Tree, type TreeDataNode } from 'antd'
import { useTranslation } from 'react-i18next'
import { GOODS_CLASS_ROOT_ID, goodsEndpoints, type GoodsClassNode } from '@store/contract'
import { call, type Api } from '@store/request'

const toTreeData = (nodes: GoodsClassNode[]): TreeDataNode[] =>
  nodes.map((n) => ({ key: n.id, title: n.label, children: toTreeData(n.children) }))

export interface ClassTreeProps {
  api: Api
  selected: string
  onSelect(id: string, name: string): void
  /** bumped when the classes changed, to load the tree again */
  version: number
}

/** The goods classification as a tree under an "all classes" root; choosing a node shows its children. */
export function ClassTree({ api, selected, onSelect, version }: ClassTreeProps) {
  const { t } = useTranslation()
  const [nodes, setNodes] = useState<TreeDataNode[]>([])
  const load = useCallback(
    () => call(api, goodsEndpoints.classTree).then((tree) => setNodes(toTreeData(tree))),
    [api],
  )
  useEffect(() => {
    void load().catch(() => undefined)
  }, [load, version])
  const root: TreeDataNode = { key: GOODS_CLASS_ROOT_ID, title: t('allClasses'), children: nodes }
  return (
    <Tree
      aria-label={t('allClasses')}
      treeData={[root]}
      defaultExpandedKeys={[GOODS_CLASS_ROOT_ID]}
      selectedKeys={[selected]}
      onSelect={(_, { node }) => onSelect(String(node.key), String(node.title))}
    />
  )
}
