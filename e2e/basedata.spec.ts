import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { callApi, tokenOf } from './support/api'
import { artifactsDir } from './support/browser'
import { ADMIN, CLERK, newContext, signIn, watchErrors } from './support/shell'
import { useServerAndBrowser } from './support/fixture'

const BASE = '/base-expand-micro'

const sideItem = (page: Page, label: string) =>
  page.locator('.sd-side .ant-menu-item').filter({ hasText: new RegExp(`^${label}$`) })
const subAppPage = (page: Page, path: string) => page.locator(`.sd-page[data-page="${BASE}/${path}"]`)

/** Master data and goods (spec §2 master data, issue 8 item 1) in the shell, with the released sub-app. */
describe('master data sub-app in the browser', () => {
  const e2e = useServerAndBrowser('basedata', { releases: true })

  it('the tenant admin opens Goods from the menu, finds a demo good by code, opens a master list and cannot delete a unit goods use', async () => {
    const token = await tokenOf(e2e.server.url, ADMIN)
    const [good] = (
      await callApi<Array<{ tradeName: string }>>(
        e2e.server.url,
        token,
        '/api/store-goods/goods/list?goodsCode=YP00001',
      )
    ).data
    const page = await (await newContext(e2e.browser)).newPage()
    const errors = watchErrors(page)
    await signIn(page, e2e.server.url, ADMIN, { lang: 'en' })

    await page.locator('.sd-appbar .sd-app').filter({ hasText: 'Master data' }).click()
    await sideItem(page, 'Goods').click()
    await page.waitForURL((url) => url.pathname === `${BASE}/goods`)
    const goods = subAppPage(page, 'goods')
    await goods.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 })
    await goods.getByLabel('Goods code').fill('YP00001')
    await goods.getByRole('button', { name: 'Query' }).click()
    const row = goods.locator('tbody tr.ant-table-row').filter({ hasText: 'YP00001' })
    await row.getByText(good!.tradeName).waitFor()
    // the unfiltered first page holds YP00001 too: wait for the query's answer to replace it
    await goods.locator('tbody tr.ant-table-row').nth(1).waitFor({ state: 'detached' })
    expect(await goods.locator('tbody tr.ant-table-row').count()).toBe(1)
    await page.screenshot({ path: join(artifactsDir, 'basedata-goods-en.png') })

    expect(errors).toEqual([])

    await sideItem(page, 'Goods units').click()
    await page.waitForURL((url) => url.pathname === `${BASE}/unit`)
    const units = subAppPage(page, 'unit')
    const box = units.locator('tbody tr.ant-table-row').filter({ hasText: '盒' }).first()
    await box.waitFor({ timeout: 30_000 })
    await box.getByRole('button', { name: 'Delete' }).click()
    await page.locator('.ant-modal').getByRole('button', { name: 'Delete' }).click()
    await page
      .locator('.ant-notification, .ant-message')
      .getByText(/is used by the goods .* and cannot be removed/)
      .waitFor()
    await units.locator('tbody tr.ant-table-row').filter({ hasText: '盒' }).first().waitFor()
    // the refused removal is the page's only failed call
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ])
  })

  it('the clerk reads master data without add, edit or delete', async () => {
    const page = await (await newContext(e2e.browser)).newPage()
    await signIn(page, e2e.server.url, CLERK, { lang: 'en', path: `${BASE}/brand` })
    const brands = subAppPage(page, 'brand')
    await brands.locator('tbody tr.ant-table-row').first().waitFor({ timeout: 30_000 })
    expect(await brands.getByRole('button', { name: 'View' }).count()).toBeGreaterThan(0)
    for (const name of ['Add', 'Edit', 'Delete']) {
      expect(await brands.getByRole('button', { name }).count()).toBe(0)
    }
  })
})
