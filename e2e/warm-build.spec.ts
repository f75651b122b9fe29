import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { launchBrowser } from './support/browser'
import { copyCheckout, type CheckoutCopy } from './support/checkout-copy'
import { startServer, type RunningServer } from './support/server'
import { ADMIN, newContext, signIn, watchErrors } from './support/shell'

const DEMO_LIST = '/child-store-demo/list'

/** Changes one text in a source of the copy; throws when the text is not there, so the test cannot go stale. */
function edit(checkout: CheckoutCopy, file: string, from: string, to: string): void {
  const path = join(checkout.dir, file)
  const source = readFileSync(path, 'utf8')
  if (!source.includes(from)) throw new Error(`${file} no longer holds ${from}`)
  writeFileSync(path, source.replace(from, to))
}

/**
 * Issue 21 and docs/builds.md: production builds keep webpack's persistent cache. Warm production
 * builds of the federated host once served a shell that failed with React error #130 after other
 * sources had changed. Here the host and the template sub-app are built cold in a copy, a source of the
 * shell, of the sub-app and of a package both bundle is changed, both are built again from their cache,
 * and the result must show every change in Chromium without an error.
 */
describe('a warm production build after source changes serves a working shell and sub-app', () => {
  let checkout: CheckoutCopy
  const dirs: string[] = []
  let server: RunningServer | undefined
  let browser: Browser | undefined
  const build = () => {
    checkout.run('pnpm', ['--filter', '@store/host', 'build'])
    const appsDir = mkdtempSync(join(tmpdir(), 'storedesk-warm-build-apps-'))
    dirs.push(appsDir)
    checkout.run('node', [
      'scripts/release-subapp.mjs',
      'child-store-demo',
      '--version',
      '1.0.0',
      '--apps-dir',
      appsDir,
    ])
    return appsDir
  }

  beforeAll(() => {
    checkout = copyCheckout('warm-build')
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    checkout?.remove()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('builds cold and leaves a cache behind', () => {
    build()
    for (const app of ['host', 'child-store-demo']) {
      expect(existsSync(join(checkout.dir, `apps/${app}/node_modules/.cache/webpack`))).toBe(true)
    }
  })

  it('builds warm after the changes, and the shell and the sub-app show them without an error', async () => {
    edit(
      checkout,
      'apps/host/src/i18n/en.ts',
      "tenant: 'Tenant: {{tenant}}'",
      "tenant: 'Warm tenant: {{tenant}}'",
    )
    edit(
      checkout,
      'apps/child-store-demo/src/messages.ts',
      "user: 'Signed in as'",
      "user: 'Warm signed in as'",
    )
    edit(checkout, 'packages/contract/src/resources/demo-item.ts', "'Plan code'", "'Warm plan code'")
    const appsDir = build()
    checkout.run('pnpm', ['--filter', '@store/server', 'build'])
    const dataDir = mkdtempSync(join(tmpdir(), 'storedesk-warm-build-data-'))
    dirs.push(dataDir)
    ;[server, browser] = await Promise.all([
      startServer(
        {
          STOREDESK_DATA_DIR: dataDir,
          STOREDESK_APPS_DIR: appsDir,
          STOREDESK_WEB_DIR: join(checkout.dir, 'apps/host/dist'),
        },
        { root: checkout.dir, readyWithinMs: 180_000 },
      ),
      launchBrowser(),
    ])
    const context = await newContext(browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await signIn(page, server.url, ADMIN, { lang: 'en', path: DEMO_LIST })
    const list = page.locator(`.sd-page[data-page="${DEMO_LIST}"]`)
    await list.getByText('Warm signed in as').waitFor()
    await list.getByLabel('Warm plan code').waitFor()
    await page.goto(`${server.url}/wel/index`)
    await page.getByText('Warm tenant: 100001').waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})
