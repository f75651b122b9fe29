import { routeOf } from '../menu/tree'
import type { Application, MenuRoute } from '../menu/types'

/** spec §3 Member brand. */
export interface Brand {
  brandId: string
  brandName: string
  memo?: string | null
}

/** The applications whose pages work within one member brand: the member CRM and the e-commerce shop. */
export const BRAND_APPLICATIONS: readonly string[] = ['huikeCRM', 'microshop']
/** Where a tenant defines its member brands (spec §2 fixed paths). */
export const BRAND_DEFINE_PATH = '/huikeCRM/memberbrandDefine'

const isBrandApplication = (application: Application) => BRAND_APPLICATIONS.includes(application.code)

/** spec §6: CRM or e-commerce access gates the brand list. */
export const hasBrandAccess = (applications: readonly Application[]): boolean =>
  applications.some(isBrandApplication)

/** Whether `pathname` is a page of a brand application (spec §4: brand selection before navigating there). */
export function inBrandScope(
  pathname: string,
  routes: readonly MenuRoute[],
  applications: readonly Application[],
): boolean {
  const applicationId = routeOf(routes, pathname)?.applicationId
  return applications.some((a) => a.id === applicationId && isBrandApplication(a))
}

/** spec §3 brand_id "defaults to first brand option": the saved choice while it still exists, else the first. */
export function defaultBrandId(brands: readonly Brand[], saved: string | null): string | null {
  if (saved && brands.some((b) => b.brandId === saved)) return saved
  return brands[0]?.brandId ?? null
}
