import { and, eq, inArray, notInArray } from 'drizzle-orm'
import { GOODS_CLASS_ROOT_ID, goodsClassResource, type Locale } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import { isLive } from '../../core/resource/master-rules'
import type { ResourceTable } from '../../core/resource/query'
import type { ResourceRecord, WriteRules } from '../../core/resource/service'
import { nest, type WithChildren } from '../../core/tree'
import { goodsClass } from './schema'

const live = eq(goodsClass.isDeleted, 0)

type Node = ResourceRecord & { parentId: string; name: string }
export type GoodsClassTreeNode = WithChildren<Node & { label: string; count: number; leaf: boolean }>

/** The classes as a tree (spec §3 "Tree node"): `label` is the name, `count` the child classes. */
export function classTree(records: ResourceRecord[]): GoodsClassTreeNode[] {
  const decorate = (node: WithChildren<Node>): GoodsClassTreeNode => {
    const children = node.children.map(decorate)
    return { ...node, label: node.name, count: children.length, leaf: children.length === 0, children }
  }
  return nest(records as Node[]).map(decorate)
}

/** The ancestors of `parentId`, nearest first, stopping at the root. */
async function ancestorsOf(tx: Tx, parentId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: goodsClass.id, parentId: goodsClass.parentId })
    .from(goodsClass)
    .where(live)
  const parentOf = new Map(rows.map((r) => [r.id, r.parentId]))
  const chain: string[] = []
  for (let id: string | undefined = parentId; id && id !== GOODS_CLASS_ROOT_ID; id = parentOf.get(id)) {
    if (chain.includes(id)) break
    chain.push(id)
  }
  return chain
}

const parentLabel = (locale: Locale) => goodsClassResource.fields.parentId.label[locale]

/** A class sits under a live class of its tenant (or at the top), never under itself or below itself. */
export const goodsClassRules: WriteRules = {
  async beforeSave(tx, row, actor) {
    const parentId = String(row.parentId ?? GOODS_CLASS_ROOT_ID)
    if (parentId === GOODS_CLASS_ROOT_ID) return
    if (!(await isLive(tx, goodsClass as unknown as ResourceTable, parentId))) {
      throw badRequest('referenceMissing', { field: parentLabel(actor.locale) })
    }
    if (row.id && (await ancestorsOf(tx, parentId)).includes(String(row.id))) {
      throw badRequest('goodsClassCycle')
    }
  },
  /** A class with live subclasses stays, unless they go in the same removal. */
  async beforeRemove(tx, rows) {
    const ids = rows.map((r) => String(r.id))
    const [child] = await tx
      .select({ parentId: goodsClass.parentId })
      .from(goodsClass)
      .where(and(live, inArray(goodsClass.parentId, ids), notInArray(goodsClass.id, ids)))
      .limit(1)
    if (!child) return
    const parent = rows.find((r) => String(r.id) === child.parentId)
    throw badRequest('goodsClassHasChildren', { name: String(parent?.name) })
  },
}
