import type { ActivityKind, ShopActivityInput } from '@store/contract'

/** A tool's own setting on the create/edit dialog: a whole number between `min` and `max`. */
export interface SettingField {
  name: 'teamSize' | 'formMinutes' | 'helpers' | 'limitMinutes' | 'stock' | 'perUserLimit' | 'points'
  label: string
  min: number
  max: number
}

/** Each tool's settings besides the common ones (name, goods, price, schedule), as the server requires them. */
export const SETTING_FIELDS: Record<ActivityKind, SettingField[]> = {
  group: [
    { name: 'teamSize', label: 'actTeamSize', min: 2, max: 100 },
    { name: 'formMinutes', label: 'actFormMinutes', min: 1, max: 43_200 },
  ],
  bargain: [
    { name: 'helpers', label: 'actHelpers', min: 1, max: 100 },
    { name: 'limitMinutes', label: 'actLimitMinutes', min: 1, max: 43_200 },
  ],
  seckill: [
    { name: 'stock', label: 'actStock', min: 0, max: 9_999_999 },
    { name: 'perUserLimit', label: 'actPerUserLimit', min: 1, max: 999 },
  ],
  integral: [
    { name: 'points', label: 'actPoints', min: 1, max: 99_999_999 },
    { name: 'stock', label: 'actStock', min: 0, max: 9_999_999 },
    { name: 'perUserLimit', label: 'actPerUserLimit', min: 1, max: 999 },
  ],
}

export type SettingValues = Partial<Pick<ShopActivityInput, SettingField['name']>>
