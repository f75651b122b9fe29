import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromium, type Browser } from 'playwright-core'

export const artifactsDir = join(__dirname, '../artifacts')

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
