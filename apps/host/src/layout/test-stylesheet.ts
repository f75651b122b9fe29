import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** For tests: the declarations of one rule of the shell's stylesheet (jsdom does not lay out, so sizes are read there). */
export function stylesheetRule(selector: string): string {
  const css = readFileSync(join(__dirname, '../styles.css'), 'utf8')
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return css.match(new RegExp(`(?:^|\\n)${escaped} \\{([^}]*)\\}`))?.[1] ?? ''
}
