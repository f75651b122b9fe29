import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { artifactsDir, launchBrowser } from './support/browser'
import { startServer, type RunningServer } from './support/server'

/** The built host app, served by the server, in Debian's Chromium. */
describe('host app in the browser', () => {
  let dataDir: string
  let server: RunningServer
  let browser: Browser

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'storedesk-e2e-host-'))
    ;[server, browser] = await Promise.all([startServer({ STOREDESK_DATA_DIR: dataDir }), launchBrowser()])
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  })

  for (const [lang, serverUp, databaseUp] of [
    ['zh_CN', '服务器', '数据库'],
    ['zh_HK', '伺服器', '資料庫'],
    ['en', 'Server', 'Database'],
  ] as const) {
    it(`shows the server and database status in ${lang}, with no console errors`, async () => {
      const page = await browser.newPage()
      const errors: string[] = []
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      page.on('pageerror', (e) => errors.push(e.message))
      await page.goto(`${server.url}/wel/index?lang=${lang}`)
      await page.getByText(serverUp).first().waitFor()
      await page.getByText(databaseUp).first().waitFor()
      await page.locator('td.sd-up').nth(1).waitFor()
      expect(await page.locator('td.sd-down').count()).toBe(0)
      await page.screenshot({ path: join(artifactsDir, `host-status-${lang}.png`), fullPage: true })
      expect(errors).toEqual([])
      await page.close()
    })
  }
})
