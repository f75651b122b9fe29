import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { callApi, tokenOf } from './support/api'
import { artifactsDir } from './support/browser'
import { ADMIN, newContext, signIn, watchErrors } from './support/shell'
import { useServerAndBrowser } from './support/fixture'

/** Resolves once the page's socket.io connection has been accepted by the hub. */
function hubConnected(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (ws) => {
      if (!ws.url().includes('/socket.io/')) return
      ws.on('framereceived', ({ payload }) => {
        if (String(payload).startsWith('40')) resolve()
      })
    })
  })
}

/** spec §4 "Live socket" and §7 realtime events, in the built shell and the real server. */
describe('realtime events reach the signed-in shell without reload', () => {
  const e2e = useServerAndBrowser('realtime')

  it('a notice published by another session shows in the shell at once; a forced offline is alerted, then logs out', async () => {
    const context = await newContext(e2e.browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    const connected = hubConnected(page)
    await signIn(page, e2e.server.url, ADMIN)
    await connected
    const loads: string[] = []
    page.on('load', () => loads.push(page.url()))

    // opening the notices clears the dot (spec §4); the new notice brings it back without a reload
    const bell = page.locator('.sd-top').getByRole('button', { name: '通知' })
    const dot = page.getByTestId('notice-badge').locator('.ant-badge-dot')
    await bell.click()
    await bell.click()
    await dot.waitFor({ state: 'detached' })

    const elsewhere = await tokenOf(e2e.server.url, ADMIN)
    const title = `盘点通知 ${Date.now()}`
    const published = await callApi(e2e.server.url, elsewhere, '/api/blade-desk/notice/submit', {
      title,
      type: 1,
      content: '本周六晚盘点，请提前备货。',
    })
    expect(published.code).toBe(200)

    const shown = page.locator('.ant-notification-notice').filter({ hasText: title })
    await shown.waitFor()
    expect(await shown.locator('.ant-notification-notice-message').textContent()).toBe('您有新的通知')
    await dot.waitFor()
    expect(loads).toEqual([])
    await page.screenshot({ path: join(artifactsDir, 'realtime-notice-zh_CN.png') })

    // One session per account from now on: the next sign-in forces the shell's session offline.
    const policy = await callApi<Record<string, unknown>>(
      e2e.server.url,
      elsewhere,
      '/api/blade-system/pwd-policy/detail',
    )
    const { corpId: _corpId, ...settings } = policy.data
    expect(
      (
        await callApi(e2e.server.url, elsewhere, '/api/blade-system/pwd-policy/update', {
          ...settings,
          maxSessions: 1,
        })
      ).code,
    ).toBe(200)
    await tokenOf(e2e.server.url, ADMIN)

    const alert = page.locator('.ant-modal-confirm').filter({ hasText: '您已被迫下线' })
    await alert.waitFor()
    expect(loads).toEqual([])
    await page.screenshot({ path: join(artifactsDir, 'realtime-downline-zh_CN.png') })
    // after the alert, logout and the central login (spec §4)
    const centralLogin = page.waitForRequest((req) => req.url().includes('/current-login-token'))
    await alert.getByRole('button').click()
    await centralLogin
    expect(errors).toEqual([])
    await context.close()
  })
})
