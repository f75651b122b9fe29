import { mkdirSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'

// from __filename: under tsx (pnpm bench) a CommonJS module imported by ES modules has no __dirname
export const artifactsDir = join(dirname(__filename), '../artifacts')

/** Debian's chromium, headless, with no network chatter of its own (the machine reaches nothing else). */
export function launchBrowser(): Promise<Browser> {
  mkdirSync(artifactsDir, { recursive: true })
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
}
