import { MEMBER_STATUSES, memberResource, type Locale } from '@store/contract'
import type { CrudRecord } from '@store/ui'

/** A member as `insider/save/query` and `insider/detail` answer it (the fields the screens show). */
export interface MemberRecord extends CrudRecord {
  cardNo: string
  name: string
  phone: string
  brandId: string
  gradeId: string | null
  shopId: string | null
  guideId: string | null
  registerDate: string
  status: number
  remarks?: string | null
}

/** A member field's label from the contract's definition. */
export const memberLabel = (locale: Locale, field: keyof MemberRecord & string): string =>
  memberResource.fields[field]?.label[locale] ?? field

/** A member status's name. */
export const memberStatusName = (locale: Locale, status: number): string | undefined =>
  MEMBER_STATUSES[status as keyof typeof MEMBER_STATUSES]?.[locale]
