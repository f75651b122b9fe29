import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './browser'
import { copySeededData } from './seeded-data'
import { copyReleases } from './releases'
import { startServer, type RunningServer } from './server'

export interface E2eFixture {
  server: RunningServer
  browser: Browser
  /** the server's apps folder: a copy of the releases, when asked for */
  appsDir?: string
}

/**
 * A spec file's real server (on a fresh copy of the seeded embedded database, with the released sub-apps when asked) and
 * Chromium: started before its tests, stopped and removed after them. Read the fields inside tests.
 */
export function useServerAndBrowser(
  name: string,
  options: { releases?: boolean; env?: Record<string, string> } = {},
): E2eFixture {
  const fixture = {} as E2eFixture
  const dirs: string[] = []
  beforeAll(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), `storedesk-e2e-${name}-`))
    dirs.push(dataDir)
    await copySeededData(dataDir)
    // Every browser test is one client IP (127.0.0.1): a spec's sign-ins and page loads can pass the
    // per-IP limit meant for one person (1,200 calls a minute), and a refused SSO logout or central
    // login leaves the browser on a 429 instead of the login page. Limits have tests of their own
    // (apps/server/src/core/rate-limit.test.ts); the per-account limit stays on.
    const env: Record<string, string> = {
      STOREDESK_DATA_DIR: dataDir,
      STOREDESK_RATE_LIMIT_IP: '0',
      ...options.env,
    }
    if (options.releases) {
      fixture.appsDir = env.STOREDESK_APPS_DIR = copyReleases()
      dirs.push(fixture.appsDir)
    }
    ;[fixture.server, fixture.browser] = await Promise.all([startServer(env), launchBrowser()])
  })
  afterAll(async () => {
    await fixture.browser?.close()
    await fixture.server?.stop()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })
  return fixture
}
