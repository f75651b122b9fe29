import { cpSync, mkdtempSync, readdirSync, renameSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { callApi, tokenOf } from './support/api'
import { artifactsDir } from './support/browser'
import { freePort } from './support/server'
import { ADMIN, newContext, settledDialog, signIn, watchErrors, type Credentials } from './support/shell'
import { useServerAndBrowser } from './support/fixture'
import { serveFolder } from './support/static-server'

const RETAIL_ADMIN: Credentials = { tenant: '100002', account: 'admin', password: 'Admin@12345' }
const PLATFORM_ADMIN: Credentials = { tenant: '000000', account: 'admin', password: 'Admin@12345' }
const DEMO = 'child-store-demo'
const MICRO = '/api/blade-system/micro-app'

/** Navigation inside the shell, as a menu click does it: no page load, the shell opens or activates a tab. */
async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

const tabNamed = (page: Page, label: string | RegExp) =>
  page.locator('.sd-tabs .ant-tabs-tab').filter({ hasText: label })

/**
 * What Module Federation loaded of a shared package, each copy named by the build that provides it:
 * an entry some build has loaded or used is a copy in the page, so one entry means one copy. The provider is the instance whose own shared config holds the
 * loaded entry's factory (the entry's `from` names whoever loaded it first, not whose code it is).
 */
function loadedCopies(page: Page, pkg: string): Promise<string[]> {
  return page.evaluate((name) => {
    type Shared = { loaded?: boolean; loading?: unknown; useIn?: string[]; get?: unknown }
    type Instance = { name: string; options: { shared?: Record<string, Array<{ get?: unknown }>> } }
    const federation = (
      window as unknown as {
        __FEDERATION__?: {
          __SHARE__: Record<string, Record<string, Record<string, Record<string, Shared>>>>
          __INSTANCES__: Instance[]
        }
      }
    ).__FEDERATION__
    const providerOf = (shared: Shared) =>
      federation?.__INSTANCES__.find((instance) =>
        instance.options.shared?.[name]?.some((own) => own.get === shared.get),
      )?.name ?? 'unknown'
    const copies: string[] = []
    for (const scopes of Object.values(federation?.__SHARE__ ?? {})) {
      for (const [version, shared] of Object.entries(scopes.default?.[name] ?? {})) {
        if (shared.loaded || shared.loading || shared.useIn?.length)
          copies.push(`${version} from ${providerOf(shared)}`)
      }
    }
    return [...new Set(copies)]
  }, pkg)
}

/** Micro-frontend platform (issue 5): real server, real host and sub-app builds, Debian's Chromium. */
describe('micro-frontend platform in the browser', () => {
  const e2e = useServerAndBrowser('micro', { releases: true })
  let platformToken: string

  const publish = (version: string, entry: string, bridge = 1) =>
    callApi(e2e.server.url, platformToken, `${MICRO}/version/publish`, { name: DEMO, version, entry, bridge })
  const pin = (version: string, tenantIds: string[]) =>
    callApi(e2e.server.url, platformToken, `${MICRO}/gray/submit`, { name: DEMO, version, tenantIds })
  const unpin = (tenantIds: string[]) =>
    callApi(e2e.server.url, platformToken, `${MICRO}/gray/remove`, { name: DEMO, tenantIds })

  beforeAll(async () => {
    platformToken = await tokenOf(e2e.server.url, PLATFORM_ADMIN)
  })

  it('the demo sub-app opens in a tab, reads the session and brand from the bridge and calls the API with the session token', async () => {
    const context = await newContext(e2e.browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const pageCalls: Array<Record<string, string>> = []
    page.on('request', (r) => r.url().includes('/api/store-demo/item/page') && pageCalls.push(r.headers()))

    await signIn(page, e2e.server.url, ADMIN, { path: `/${DEMO}/list`, lang: 'en' })
    await page.getByTestId('demo-version').waitFor()
    expect(await page.getByTestId('demo-version').textContent()).toBe('1.0.0')
    expect(await page.getByTestId('demo-user').textContent()).toBe('admin@100001')
    const adminToken = await tokenOf(e2e.server.url, ADMIN)
    const brands = await callApi<Array<{ brandId: string }>>(
      e2e.server.url,
      adminToken,
      '/api/store-insider/brand/optionlist',
    )
    // spec §4: the first brand is the default; the shell chose it and the sub-app reads it from the bridge
    expect(await page.getByTestId('demo-brand').textContent()).toBe(brands.data[0]!.brandId)
    await page.getByText(/^KA-/).first().waitFor()
    expect(pageCalls.length).toBeGreaterThan(0)
    expect(pageCalls[0]!['blade-auth']).toMatch(/^bearer [\w-]+\.[\w-]+\.[\w-]+$/)
    expect(pageCalls[0]!['store-session-id']).toBeTruthy()
    await expect(tabNamed(page, 'Demo list').count()).resolves.toBe(1)
    await page.screenshot({ path: join(artifactsDir, 'micro-demo-en.png') })

    // spec §2: a page of a sub-app already open updates that app's tab and adds a tag, no second tab
    const tabs = page.locator('.sd-tabs .ant-tabs-tab')
    const before = await tabs.count()
    const row = page.locator('tr').filter({ hasText: /KA-/ }).first()
    await row.getByRole('button', { name: 'View' }).click()
    await page.waitForURL(new RegExp(`/${DEMO}/detail/`))
    const current = page.locator('.sd-tabs .ant-tabs-tab-active')
    await current.locator('.sd-tab-tags').waitFor()
    expect(await tabs.count()).toBe(before)
    expect(await tabNamed(page, 'Demo list').count()).toBe(0)
    expect(await current.locator('.sd-tab-tags').textContent()).toBe('2')
    await current.locator('.sd-tab-tags').click()
    // the tab's tags menu (the side menu, showing the demo app's menus, names the page too)
    await page.locator('.ant-dropdown-menu').getByRole('menuitem', { name: 'Demo list' }).click()
    await page.waitForURL(new RegExp(`/${DEMO}/list$`))
    await tabNamed(page, 'Demo list').waitFor()
    expect(await tabs.count()).toBe(before)

    // One React and one antd, whatever the federated sub-app brought: both come from the host.
    for (const pkg of ['react', 'react-dom', 'antd', '@store/bridge']) {
      const copies = await loadedCopies(page, pkg)
      expect(copies).toHaveLength(1)
      expect(copies[0]).toMatch(/from storedesk_host$/)
    }
    expect(errors).toEqual([])
    await context.close()
  })

  it('switching language or theme in the shell changes the federated sub-app at once', async () => {
    const context = await newContext(e2e.browser)
    const page = await context.newPage()
    await signIn(page, e2e.server.url, ADMIN, { path: `/${DEMO}/list`, lang: 'en' })
    await page.getByTestId('demo-locale').waitFor()
    expect(await page.getByTestId('demo-locale').textContent()).toBe('en')

    await page.locator('.sd-top [data-testid="language-menu"]').click()
    await page.getByRole('menuitem', { name: '繁體中文' }).click()
    await page.getByText('目前使用者').waitFor()
    expect(await page.getByTestId('demo-locale').textContent()).toBe('zh_HK')

    const primary = page.locator('[data-micro-view] .ant-btn-primary').first()
    const before = await primary.evaluate((el) => getComputedStyle(el).backgroundColor)
    await page.locator('.sd-top [data-testid="theme-button"]').click()
    await page.locator('.sd-theme').nth(3).click()
    await page.waitForFunction(
      ([selector, colour]) => getComputedStyle(document.querySelector(selector)!).backgroundColor !== colour,
      ['[data-micro-view] .ant-btn-primary', before] as const,
    )
    await context.close()
  })

  it('the chat-BI qiankun sub-app mounts, answers a prepared question with a chart, and unmounts cleanly with its tab', async () => {
    const context = await newContext(e2e.browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await signIn(page, e2e.server.url, ADMIN, { lang: 'en' })
    const app = page.locator('[data-micro-app="child-chatbi"]')
    const openAndClose = async (ask: boolean) => {
      await goTo(page, '/child-chatbi/ask')
      await app.getByRole('note').waitFor()
      // sandboxed: the sub-app's UMD library and chunk-loading global never reach the real window
      expect(
        await page.evaluate(() =>
          ['child-chatbi-main', 'webpackJsonp_child-chatbi'].filter((k) => k in window),
        ),
      ).toEqual([])
      if (ask) {
        await app
          .getByRole('button', { name: /sign-ins per day/i })
          .first()
          .click()
        await app.locator('svg[role="img"]').waitFor()
        await page.screenshot({ path: join(artifactsDir, 'micro-chatbi-en.png') })
      }
      await tabNamed(page, /Ask/).locator('.ant-tabs-tab-remove').click()
      await page.waitForFunction(() => !document.querySelector('[data-micro-app="child-chatbi"]'))
    }
    // The first mount loads qiankun itself (its own globals, e.g. single-spa's); leaks are what a
    // mount-and-unmount leaves behind after that.
    await openAndClose(false)
    const globalsBefore = await page.evaluate(() => Object.keys(window))
    await openAndClose(true)
    const leakedGlobals = await page.evaluate(
      (before) => Object.keys(window).filter((key) => !before.includes(key)),
      globalsBefore,
    )
    expect(leakedGlobals).toEqual([])
    const leakedStyles = await page.evaluate(
      () => [...document.querySelectorAll('style')].filter((s) => s.textContent?.includes('.chatbi-')).length,
    )
    expect(leakedStyles).toBe(0)
    expect(errors).toEqual([])
    await context.close()
  })

  it('an external page opens under /myiframe', async () => {
    const context = await newContext(e2e.browser)
    const page = await context.newPage()
    await signIn(page, e2e.server.url, ADMIN, { lang: 'en' })
    const src = `${e2e.server.url}/healthz`
    await goTo(page, `/myiframe/health?name=Health&src=${encodeURIComponent(src)}`)
    const frame = page.locator(`iframe[src="${src}"]`)
    await frame.waitFor()
    expect(await frame.getAttribute('title')).toBe('Health')
    await context.close()
  })

  it('gray release: 100001 put on v2 sees v2 while 100002 keeps v1, without a rebuild or restart; rolling back puts 100001 on v1', async () => {
    expect((await pin('2.0.0', ['100001'])).code).toBe(200)
    const pharmacy = await (await newContext(e2e.browser)).newPage()
    const retail = await (await newContext(e2e.browser)).newPage()
    await signIn(pharmacy, e2e.server.url, ADMIN, { path: `/${DEMO}/list`, lang: 'en' })
    await signIn(retail, e2e.server.url, RETAIL_ADMIN, { path: `/${DEMO}/list`, lang: 'en' })
    await pharmacy.getByTestId('demo-version').waitFor()
    await retail.getByTestId('demo-version').waitFor()
    expect(await pharmacy.getByTestId('demo-version').textContent()).toBe('2.0.0')
    expect(await retail.getByTestId('demo-version').textContent()).toBe('1.0.0')

    expect((await unpin(['100001'])).code).toBe(200)
    await pharmacy.reload()
    await pharmacy.getByTestId('demo-version').waitFor()
    expect(await pharmacy.getByTestId('demo-version').textContent()).toBe('1.0.0')
    await pharmacy.context().close()
    await retail.context().close()
  })

  it('an independent release reaches the next tab opened, with no reload: 100002 pinned to v2 sees it on reopening the tab while 100001 keeps v1; made current and unpinned, both get v2; rolled back, both get v1 (issue 22 item 5)', async () => {
    const makeCurrent = (version: string) =>
      callApi(e2e.server.url, platformToken, `${MICRO}/version/current`, { name: DEMO, version })
    const pharmacy = await (await newContext(e2e.browser)).newPage()
    const retail = await (await newContext(e2e.browser)).newPage()
    /** Closes the demo's tab if open, then opens it again from the shell and waits for `version`. */
    const reopen = async (page: Page, version: string) => {
      const tab = tabNamed(page, 'Demo list')
      if (await tab.count()) {
        await tab.locator('.ant-tabs-tab-remove').click()
        await tab.waitFor({ state: 'detached' })
      }
      await goTo(page, `/${DEMO}/list`)
      await page
        .getByTestId('demo-version')
        .and(page.getByText(version, { exact: true }))
        .waitFor()
    }
    /** The shell reads the registry again for a tab opened once its last read is 10 s old (REGISTRY_FRESH_MS). */
    const registryAged = () => pharmacy.waitForTimeout(10_500)
    try {
      await signIn(pharmacy, e2e.server.url, ADMIN, { path: '/wel/index', lang: 'en' })
      await signIn(retail, e2e.server.url, RETAIL_ADMIN, { path: '/wel/index', lang: 'en' })
      await reopen(pharmacy, '1.0.0')
      await reopen(retail, '1.0.0')

      expect((await pin('2.0.0', ['100002'])).code).toBe(200)
      await registryAged()
      await reopen(retail, '2.0.0')
      await reopen(pharmacy, '1.0.0')

      expect((await makeCurrent('2.0.0')).code).toBe(200)
      expect((await unpin(['100002'])).code).toBe(200)
      await registryAged()
      await reopen(pharmacy, '2.0.0')
      await reopen(retail, '2.0.0')

      expect((await makeCurrent('1.0.0')).code).toBe(200)
      await registryAged()
      await reopen(pharmacy, '1.0.0')
      await reopen(retail, '1.0.0')
      await pharmacy.getByText(/^KA-/).first().waitFor()
    } finally {
      await makeCurrent('1.0.0')
      await unpin(['100002'])
      await pharmacy.context().close()
      await retail.context().close()
    }
  })

  it('a sub-app whose remote is down shows an error with retry in its tab; the shell keeps working; retry mounts it once the URL is back', async () => {
    const port = await freePort()
    expect((await publish('3.0.0', `http://127.0.0.1:${port}/mf-manifest.json`)).code).toBe(200)
    expect((await pin('3.0.0', ['100002'])).code).toBe(200)
    let cdn: Server | undefined
    try {
      const page = await (await newContext(e2e.browser)).newPage()
      await signIn(page, e2e.server.url, RETAIL_ADMIN, { path: `/${DEMO}/list`, lang: 'en' })
      const failed = page.getByTestId('micro-failed')
      await failed.waitFor()
      await page.screenshot({ path: join(artifactsDir, 'micro-remote-down-en.png') })

      await goTo(page, '/wel/index')
      await page
        .locator('.sd-page-area')
        .getByText(/Good (morning|afternoon|evening)/)
        .waitFor()
      await goTo(page, `/${DEMO}/list`)
      await failed.waitFor()

      cdn = await serveFolder(join(e2e.appsDir!, DEMO, '2.0.0'), port)
      await failed.getByRole('button', { name: 'Retry' }).click()
      await page.getByTestId('demo-version').waitFor()
      await page.getByText(/^YX-/).first().waitFor()
      await page.context().close()
    } finally {
      await new Promise((resolve) => (cdn ? cdn.close(resolve) : resolve(undefined)))
      await unpin(['100002'])
    }
  })

  /**
   * The demo's 2.0.0 release copied into a folder of its own, served on a port of its own as version
   * `version` pinned to 100002 (a redeployed or slow CDN); `prepare` changes the copy first.
   */
  async function withCopiedRelease(
    version: string,
    options: { delayMs?: number; prepare?: (folder: string) => void },
    drill: (folder: string) => Promise<void>,
  ) {
    const folder = mkdtempSync(join(tmpdir(), 'storedesk-cdn-'))
    cpSync(join(e2e.appsDir!, DEMO, '2.0.0'), folder, { recursive: true })
    options.prepare?.(folder)
    const port = await freePort()
    const cdn = await serveFolder(folder, port, { delayMs: options.delayMs })
    try {
      expect((await publish(version, `http://127.0.0.1:${port}/mf-manifest.json`)).code).toBe(200)
      expect((await pin(version, ['100002'])).code).toBe(200)
      await drill(folder)
    } finally {
      await new Promise((resolve) => cdn.close(resolve))
      await unpin(['100002'])
      rmSync(folder, { recursive: true, force: true })
    }
  }

  it('a chunk a redeploy removed: the tab says so in the user’s language with Retry, the error log holds it, Retry mounts the sub-app once the chunk is back (issue 22 drills)', async () => {
    const exposeChunk = (folder: string) =>
      readdirSync(folder).find((f) => f.startsWith('__federation_expose_App') && f.endsWith('.js'))!
    let removed = ''
    await withCopiedRelease(
      '5.0.0',
      {
        prepare: (folder) => {
          removed = exposeChunk(folder)
          renameSync(join(folder, removed), join(folder, `${removed}.gone`))
        },
      },
      async (folder) => {
        const page = await (await newContext(e2e.browser)).newPage()
        await signIn(page, e2e.server.url, RETAIL_ADMIN, { path: `/${DEMO}/list`, lang: 'en' })
        const failed = page.getByTestId('micro-failed')
        await failed.getByText('The sub-app failed to load').waitFor()

        await page.getByRole('button', { name: 'Error log' }).click()
        const log = await settledDialog(page.getByRole('dialog'))
        await log.getByText('subapp-load').waitFor()
        await log.getByText(/^child-store-demo@5\.0\.0: /).waitFor()
        await log.getByRole('button', { name: 'Close', exact: true }).click()
        await log.waitFor({ state: 'hidden' })

        renameSync(join(folder, `${removed}.gone`), join(folder, removed))
        await failed.getByRole('button', { name: 'Retry' }).click()
        await page.getByTestId('demo-version').waitFor()
        await page.context().close()
      },
    )
  })

  it('a sub-app slower than 10 s: its tab says so with Retry while the shell keeps working, and it mounts when it arrives (issue 22 drills)', async () => {
    await withCopiedRelease('6.0.0', { delayMs: 12_000 }, async () => {
      const page = await (await newContext(e2e.browser)).newPage()
      await signIn(page, e2e.server.url, RETAIL_ADMIN, { path: '/wel/index', lang: 'en' })
      await goTo(page, `/${DEMO}/list`)
      const slow = page.getByTestId('micro-slow')
      await slow.getByText('The sub-app is taking longer than usual to load. Wait, or retry.').waitFor()
      expect(await slow.getByRole('button', { name: 'Retry' }).isVisible()).toBe(true)

      await goTo(page, '/wel/index')
      await page
        .locator('.sd-page-area')
        .getByText(/Good (morning|afternoon|evening)/)
        .waitFor()
      await goTo(page, `/${DEMO}/list`)
      await page.getByTestId('demo-version').waitFor({ timeout: 60_000 })
      await page.context().close()
    })
  })

  it('a sub-app built against another bridge major is refused with a clear message', async () => {
    expect((await publish('4.0.0', `${e2e.server.url}/apps/${DEMO}/2.0.0/mf-manifest.json`, 2)).code).toBe(
      200,
    )
    expect((await pin('4.0.0', ['100002'])).code).toBe(200)
    try {
      const page = await (await newContext(e2e.browser)).newPage()
      await signIn(page, e2e.server.url, RETAIL_ADMIN, { path: `/${DEMO}/list`, lang: 'en' })
      const refused = page.getByTestId('micro-incompatible')
      await refused.waitFor()
      expect(await refused.textContent()).toContain('built for bridge 2.x; this shell runs bridge 1.x')
      await page.context().close()
    } finally {
      await unpin(['100002'])
    }
  })
})
