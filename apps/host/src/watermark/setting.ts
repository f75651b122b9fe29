import type { WatermarkSetting } from '@store/contract'

/** What a mark can show about the signed-in user. */
export interface WatermarkUser {
  account: string
  realName: string
  deptName?: string | null
  phone?: string | null
}

const FIELDS = ['account', 'realName', 'deptName', 'phone'] as const
type Field = (typeof FIELDS)[number]
const isField = (part: string): part is Field => (FIELDS as readonly string[]).includes(part)

/**
 * The lines of one mark: each known name of `markTypeContent` becomes the user's value (date: today as
 * yyyy-MM-dd), anything else is printed as written. Names whose value is unknown are left out.
 */
export function watermarkLines(content: string, user: WatermarkUser, today: string): string[] {
  return content
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => (part === 'date' ? today : isField(part) ? (user[part] ?? '') : part))
    .filter(Boolean)
}

/** spec §3: the opacity is the clarity divided by 100. */
export const opacityOf = (setting: Pick<WatermarkSetting, 'waterClarity'>): number =>
  Math.min(Math.max(setting.waterClarity, 0), 100) / 100

/** The size of one tile: the widest line and the lines' height, plus the gaps to the next mark. */
export function tileSize(
  setting: Pick<WatermarkSetting, 'rightSize' | 'downSize' | 'lineHeight' | 'fontSize'>,
  lineWidths: readonly number[],
): { width: number; height: number } {
  const lineHeight = Math.max(setting.lineHeight, setting.fontSize)
  return {
    width: Math.ceil(Math.max(0, ...lineWidths) + setting.rightSize),
    height: Math.ceil(lineWidths.length * lineHeight + setting.downSize),
  }
}
