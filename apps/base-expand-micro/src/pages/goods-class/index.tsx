import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { BridgeState } from '@store/bridge'
import { useBridgeState } from '@store/bridge/react'
import { GOODS_CLASS_ROOT_ID, goodsClassResource } from '@store/contract'
import { useApi } from '@store/micro'
import { CrudTable, TreeLayout } from '@store/ui'
import { ClassTree } from './class-tree'

const selectLocale = (s: BridgeState) => s.locale

/**
 * The goods classification (spec §2 master data, a tree-type page): the tree on the left, the chosen
 * class's subclasses on the right, where new classes are added under it.
 */
export default function GoodsClassPage() {
  const { t } = useTranslation()
  const locale = useBridgeState(selectLocale)
  const api = useApi()
  const [parent, setParent] = useState({ id: GOODS_CLASS_ROOT_ID, name: '' })
  const [treeVersion, setTreeVersion] = useState(0)
  const atRoot = parent.id === GOODS_CLASS_ROOT_ID
  return (
    <TreeLayout
      tree={
        <ClassTree
          api={api}
          selected={parent.id}
          version={treeVersion}
          onSelect={(id, name) => setParent({ id, name })}
        />
      }
    >
      <CrudTable
        resource={goodsClassResource}
        api={api}
        locale={locale}
        headerTitle={atRoot ? t('topClasses') : t('classesOf', { name: parent.name })}
        filter={{ parentId: parent.id }}
        values={{ parentId: parent.id }}
        onLoad={() => setTreeVersion((v) => v + 1)}
      />
    </TreeLayout>
  )
}
