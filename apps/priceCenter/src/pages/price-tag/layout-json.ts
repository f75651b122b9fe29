import { DEFAULT_TAG_LAYOUT, type TagElement } from '@store/contract'

/** A template's stored layout; the default one when it is empty or not a list. */
export function parseLayout(text: string | undefined | null): TagElement[] {
  if (!text) return DEFAULT_TAG_LAYOUT
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? (value as TagElement[]) : DEFAULT_TAG_LAYOUT
  } catch {
    return DEFAULT_TAG_LAYOUT
  }
}
