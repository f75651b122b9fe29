import type { Tx } from '../../core/db/database'
import type { IdBlock, IdGenerator } from '../../core/ids'
import { type HistorySources, insertMemberHistory, seedCrmMasters } from '../crm'
import { DEMO_ANCHOR, insertDemoMembers, seedGrades } from './demo-members'
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

/** The tenant's member brands, inside its seeding transaction; their ids in sort order. */
export async function seedMemberBrands(tx: Tx, ids: IdGenerator, tenantId: string): Promise<string[]> {
  const brands = (DEMO_BRANDS[tenantId] ?? []).map((b) => ({ ...b, id: ids.next() }))
  if (brands.length) await tx.insert(insiderBrand).values(brands)
  return brands.map((b) => b.id)
}

/** The card numbers' prefix of each demo tenant's members. */
const CARD_PREFIXES: Record<string, string> = { '100001': 'KA', '100002': 'YX' }

/**
 * A demo tenant's grades, shop assistants, tags, members and the members' history in every tab the
 * CRM keeps, set-based (a few statements whatever the count), inside its seeding transaction. The
 * members' ids are the returned block's (none for a tenant without demo members).
 */
export async function seedDemoMembers(
  tx: Tx,
  ids: IdGenerator,
  tenantId: string,
  count: number,
  from: { brandIds: string[]; shopIds: string[]; goods: HistorySources['goods'] },
): Promise<IdBlock | null> {
  const cardPrefix = CARD_PREFIXES[tenantId]
  if (!cardPrefix || !from.brandIds.length) return null
  const gradeIds = await seedGrades(tx, ids, from.brandIds)
  const { guideIds, tagIds } = await seedCrmMasters(tx, ids, from.shopIds)
  const members = ids.reserve(count)
  await insertDemoMembers(tx, members, {
    ...from,
    gradeIds,
    guideIds,
    tagIds,
    cardPrefix,
    anchor: DEMO_ANCHOR,
  })
  await insertMemberHistory(tx, ids, members, { ...from, guideIds, anchor: DEMO_ANCHOR })
  return members
}
