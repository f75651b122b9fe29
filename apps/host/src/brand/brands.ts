import { shellLookupEndpoints } from '@store/contract'
import { ApiError, call, type Api } from '@store/request'
import { hostControl } from '../bridge/host-bridge'
import { storageKey } from '../session'
import type { Brand } from './rules'

export const BRAND_LIST_URL = shellLookupEndpoints.brands.path
const BRAND_KEY = storageKey('brand_id')

/**
 * The tenant's member brands. A server without the member module answers 404: the tenant then has no
 * brand, which is what the spec's prompt to define one is for; any other failure is the caller's to show.
 */
export async function loadBrands(api: Api): Promise<Brand[]> {
  try {
    return await call(api, shellLookupEndpoints.brands)
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return []
    throw error
  }
}

export const savedBrandId = (): string | null => localStorage.getItem(BRAND_KEY)

/** The brand the shell and every sub-app work in (spec §3 brand_id, persisted). */
export function chooseBrand(brandId: string | null): void {
  if (brandId) localStorage.setItem(BRAND_KEY, brandId)
  else localStorage.removeItem(BRAND_KEY)
  hostControl.setState({ brandId })
}
