import { useSyncExternalStore } from 'react'

/** spec §2: the screen size tiers start at these window widths (px). */
export const TIER_WIDTHS = { compact: 768, medium: 1150, full: 1200 } as const

/**
 * The shell's screen size tier (docs/front-end.md "Width tiers"):
 * `narrow` below 768, `compact` from 768, `medium` from 1150, `full` from 1200.
 */
export type WidthTier = 'narrow' | 'compact' | 'medium' | 'full'

export function widthTier(width: number): WidthTier {
  if (width >= TIER_WIDTHS.full) return 'full'
  if (width >= TIER_WIDTHS.medium) return 'medium'
  if (width >= TIER_WIDTHS.compact) return 'compact'
  return 'narrow'
}

/** spec §2: a tree-type page's left column is wider than this only on wide screens. */
export const WIDE_SCREEN = 1440

/**
 * The 24-column span of a tree-type page's left column (spec §2): 4, or 3 when the window is wider
 * than 1440. On a narrow screen (below 768) the tree takes the whole row above the content.
 */
export function treeColumnSpan(width: number): number {
  if (widthTier(width) === 'narrow') return 24
  return width > WIDE_SCREEN ? 3 : 4
}

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}
const readWidth = () => window.innerWidth

/** The window's width, following resizes. */
export function useWindowWidth(): number {
  return useSyncExternalStore(subscribe, readWidth, readWidth)
}

/** The tier of the window's width, following resizes. */
export function useWidthTier(): WidthTier {
  return widthTier(useWindowWidth())
}
