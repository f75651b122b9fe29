import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm'
import type { ShopGoods, ShopGoodsInput } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest, notFound } from '../../core/errors'
import { goodsSaleBriefs } from '../goods'
import type { ShopContext } from './context'
import { shopGoods } from './schema'

type Row = typeof shopGoods.$inferSelect
const live = eq(shopGoods.isDeleted, 0)

export const toShopGoods = (r: Row): ShopGoods => ({
  id: r.id,
  goodsId: r.goodsId,
  goodsCode: r.goodsCode,
  goodsName: r.goodsName,
  rx: r.rx ? 1 : 0,
  category: r.category,
  priceFen: r.priceFen,
  listFen: r.listFen,
  stock: r.stock,
  onShelf: r.onShelf ? 1 : 0,
  sales: r.sales,
})

export interface GoodsFilter {
  current: number
  size: number
  keyword?: string
  category?: string
  onShelf?: 0 | 1
}

export async function goodsPage(tx: Tx, f: GoodsFilter) {
  const conds: (SQL | undefined)[] = [live]
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`
    conds.push(or(ilike(shopGoods.goodsName, like), ilike(shopGoods.goodsCode, like)))
  }
  if (f.category) conds.push(eq(shopGoods.category, f.category))
  if (f.onShelf !== undefined) conds.push(eq(shopGoods.onShelf, f.onShelf))
  const where = and(...conds)
  const [{ total }] = (await tx.select({ total: count() }).from(shopGoods).where(where)) as [
    { total: number },
  ]
  const rows = await tx
    .select()
    .from(shopGoods)
    .where(where)
    .orderBy(desc(shopGoods.createTime), desc(shopGoods.id))
    .limit(f.size)
    .offset((f.current - 1) * f.size)
  return {
    records: rows.map(toShopGoods),
    total: Number(total),
    size: f.size,
    current: f.current,
    pages: Math.ceil(Number(total) / f.size),
  }
}

export async function categories(tx: Tx): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ category: shopGoods.category })
    .from(shopGoods)
    .where(live)
    .orderBy(shopGoods.category)
  return rows.map((r) => r.category)
}

async function byId(tx: Tx, id: string): Promise<Row> {
  const [row] = await tx
    .select()
    .from(shopGoods)
    .where(and(live, eq(shopGoods.id, id)))
  if (!row) throw notFound()
  return row
}

/**
 * Puts a master-data goods on sale, or changes one on sale: its code, name, Rx flag and list price are
 * drawn again from master data through the goods module; its price defaults to the list price.
 */
export async function submitGoods(c: ShopContext, input: ShopGoodsInput): Promise<ShopGoods> {
  const [brief] = await goodsSaleBriefs(c.tx, [input.goodsId])
  if (!brief) throw badRequest('shopGoodsMissing')
  const [taken] = await c.tx
    .select({ id: shopGoods.id })
    .from(shopGoods)
    .where(and(live, eq(shopGoods.goodsId, input.goodsId)))
  if (taken && taken.id !== input.id) throw badRequest('shopGoodsTaken', { name: brief.tradeName })
  const values = {
    goodsId: brief.id,
    goodsCode: brief.goodsCode,
    goodsName: brief.tradeName,
    rx: brief.rx ? 1 : 0,
    listFen: brief.retailFen,
    classId: brief.classId,
    brandId: brief.brandId,
    category: input.category,
    priceFen: input.priceFen ?? brief.retailFen,
    stock: input.stock,
    onShelf: input.onShelf,
    updateUser: c.userId,
    updateTime: new Date(),
  }
  if (input.id) {
    await byId(c.tx, input.id)
    await c.tx.update(shopGoods).set(values).where(eq(shopGoods.id, input.id))
    return toShopGoods(await byId(c.tx, input.id))
  }
  const id = c.ids.next()
  await c.tx.insert(shopGoods).values({ id, ...values, createUser: c.userId })
  return toShopGoods(await byId(c.tx, id))
}

export async function setShelf(c: ShopContext, ids: string[], onShelf: 0 | 1): Promise<void> {
  await c.tx
    .update(shopGoods)
    .set({ onShelf, updateUser: c.userId, updateTime: new Date() })
    .where(and(live, inArray(shopGoods.id, ids)))
}

export async function removeGoods(c: ShopContext, ids: string[]): Promise<void> {
  await c.tx
    .update(shopGoods)
    .set({ isDeleted: 1, updateUser: c.userId, updateTime: new Date() })
    .where(and(live, inArray(shopGoods.id, ids)))
}
