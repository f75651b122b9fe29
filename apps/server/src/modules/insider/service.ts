import { and, asc, eq, ne } from 'drizzle-orm'
import type { MemberBrandOption } from '@store/contract'
import type { Tx } from '../../core/db/database'
import { badRequest } from '../../core/errors'
import type { WriteRules } from '../../core/resource/service'
import { insiderBrand } from './schema'

const live = eq(insiderBrand.isDeleted, 0)

/** The tenant's enabled brands as the shell's chooser lists them (spec §4), in their sort order. */
export async function brandOptions(tx: Tx): Promise<MemberBrandOption[]> {
  return tx
    .select({ brandId: insiderBrand.id, brandName: insiderBrand.brandName, memo: insiderBrand.memo })
    .from(insiderBrand)
    .where(and(live, eq(insiderBrand.enabled, 1)))
    .orderBy(asc(insiderBrand.sort), asc(insiderBrand.id))
}

/** A brand's name is unique in its tenant; the refusal names the brand rather than the column. */
export const brandRules: WriteRules = {
  async beforeSave(tx, row) {
    const name = String(row.brandName)
    const [twin] = await tx
      .select({ id: insiderBrand.id })
      .from(insiderBrand)
      .where(
        and(live, eq(insiderBrand.brandName, name), row.id ? ne(insiderBrand.id, String(row.id)) : undefined),
      )
      .limit(1)
    if (twin) throw badRequest('memberBrandNameTaken', { name })
  },
}
