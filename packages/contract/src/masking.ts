/** 13812341234 → 138****1234; shorter values keep only their last two characters. */
export function maskPhone(phone: string): string {
  if (phone.length >= 11) return `${phone.slice(0, 3)}****${phone.slice(-4)}`
  return `${'*'.repeat(Math.max(0, phone.length - 2))}${phone.slice(-2)}`
}

/**
 * Values a session reads masked unless its roles hold an HOV permission code (spec §5: HOV permissions
 * are their own code list). `onlyWhere` narrows it to rows whose field has one of the values: a change
 * history masks the before and after of phone changes only.
 */
export interface MaskedFields {
  code: string
  fields: readonly string[]
  onlyWhere?: { field: string; values: readonly string[] }
}

/** The HOV code that shows a member's whole mobile number (menu seed `member_hov_phone`). */
export const MEMBER_PHONE_HOV = 'member_hov_phone'
