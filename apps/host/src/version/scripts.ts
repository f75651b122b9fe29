const SCRIPT_SRC = /<script\b[^>]*?\bsrc\s*=\s*["']([^"']+)["'][^>]*>/gi

/** The `src` of every script a page's HTML loads, in order. */
export function scriptSources(html: string): string[] {
  return [...html.matchAll(SCRIPT_SRC)].map((match) => match[1]!)
}

export const sameScripts = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((src, i) => src === b[i])
