import type { Locale } from '@store/bridge'
import { socialReturn } from './social'

export type PageLocation = Pick<Location, 'pathname' | 'search' | 'origin'>

/** The page the build renders to HTML (login.<locale>.html): the sign-in form, in each language. */
export const PRERENDERED_PATH = '/authorization'
/** Marks #root of a prerendered page with the language it was rendered in. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered'
/** The Element Timing name of the sign-in button's text: when the browser painted the form. */
export const LOGIN_FORM_TIMING = 'login-form'

/**
 * Whether the HTML the server sent is what the page would render now, so React can take it over
 * (hydrate) instead of rendering again: the same page, language and tab. A WeChat return opens
 * another tab, and a language saved only in this browser may differ from the one the server chose.
 */
export function canHydrate(root: Element, locale: Locale, location: PageLocation): boolean {
  return (
    root.getAttribute(PRERENDERED_ATTRIBUTE) === locale &&
    location.pathname === PRERENDERED_PATH &&
    socialReturn(location.search) === null
  )
}
