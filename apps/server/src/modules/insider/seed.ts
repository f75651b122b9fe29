import type { Tx } from '../../core/db/database'
import type { IdGenerator } from '../../core/ids'
import { insiderBrand } from './schema'

type BrandSeed = Pick<typeof insiderBrand.$inferInsert, 'brandName' | 'sort' | 'memo'>

/** The demo tenants' member brands: the pharmacy chain runs two, so its shell offers the chooser. */
export const DEMO_BRANDS: Record<string, BrandSeed[]> = {
  '100001': [
    { brandName: '康安大药房', sort: 1, memo: '门店药房会员' },
    { brandName: '康安健康会', sort: 2, memo: '健康管理俱乐部会员' },
  ],
  '100002': [{ brandName: '优选会员', sort: 1, memo: null }],
}

/** The tenant's member brands, inside its seeding transaction. */
export async function seedMemberBrands(tx: Tx, ids: IdGenerator, tenantId: string): Promise<void> {
  const brands = DEMO_BRANDS[tenantId] ?? []
  if (brands.length) await tx.insert(insiderBrand).values(brands.map((b) => ({ ...b, id: ids.next() })))
}
