import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { artifactsDir } from './support/browser'
import { useServerAndBrowser } from './support/fixture'
import { visible } from './support/forms'
import { ADMIN, MANAGER, settledDialog, signedInPage } from './support/shell'

const BASE = '/priceCenter'
/**
 * How long after saving the order takes effect. Short, so the test does not sit idle: when the approval
 * comes later than this, the job applies the order at once (an order's effective time may pass while it
 * awaits approval).
 */
const EFFECTIVE_IN_MS = 20_000
/** the demo tenants' zone (Asia/Shanghai, UTC+8) */
const ZONE_MS = 8 * 3_600_000
const NEW_PRICES = ['88.88', '77.77']

/** `yyyy-MM-dd HH:mm:ss` of an instant in the tenant's zone, as the date pickers take it. */
const wallClock = (ms: number) => new Date(ms + ZONE_MS).toISOString().slice(0, 19).replace('T', ' ')

/**
 * Opens a select and picks its first option holding `text`. The click goes to the whole select, as a
 * user's does: its chosen value covers the search input, and a forced click on that input, made
 * while the dialog was still zooming open, once missed it under CI load.
 */
async function pick(page: Page, label: string, text: string): Promise<void> {
  await page.locator('.ant-select', { has: page.getByRole('combobox', { name: label }) }).click()
  await page
    .locator('.ant-select-dropdown:visible .ant-select-item-option')
    .filter({ hasText: text })
    .first()
    .click()
}

/** A draft on the retail list taking effect in a minute, with two goods at new prices; answers their names. */
async function draftOrder(page: Page, title: string): Promise<string[]> {
  await visible(page).getByRole('button', { name: 'New change order' }).click()
  const dialog = await settledDialog(page.getByRole('dialog'))
  await dialog.getByLabel('Title').fill(title)
  await pick(page, 'Price list', 'RETAIL ')
  const at = dialog.getByLabel('Effective time')
  await at.click()
  await at.fill(wallClock(Date.now() + EFFECTIVE_IN_MS))
  await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click()
  const names: string[] = []
  for (const [i, price] of NEW_PRICES.entries()) {
    await dialog.getByRole('combobox', { name: 'Search goods by name to add' }).click()
    await page.locator('.ant-select-dropdown:visible .ant-select-item-option').nth(i).click()
    const input = dialog.getByRole('spinbutton', { name: /^New price/ }).nth(i)
    names.push((await input.getAttribute('aria-label'))!.replace(/^New price \(yuan\) /, ''))
    await input.fill(price)
  }
  await dialog.getByRole('button', { name: 'Save' }).click()
  await dialog.waitFor({ state: 'detached' })
  return names
}

/**
 * Issue 28 acceptance: a change order is submitted, approved in the workflow's to-do list, the
 * submitter hears it was approved (newPriceOrderCheckSuccessMessage), the inquiry shows the new price
 * once the order took effect, and the tag print job lists exactly the changed goods.
 */
describe('price centre in the browser', () => {
  const e2e = useServerAndBrowser('price', { releases: true })

  it('a change order: submitted, approved, applied at its time, priced by the inquiry, its tags printed', async () => {
    const title = `E2E ${Date.now().toString(36).toUpperCase()}`
    const admin = await signedInPage(e2e.browser, e2e.server.url, ADMIN, `${BASE}/priceOrder`)
    const names = await draftOrder(admin.page, title)
    const row = visible(admin.page).locator('tbody tr').filter({ hasText: title })
    await row.getByRole('button', { name: 'Submit for approval' }).click()
    await admin.page.locator('.ant-popover:visible').getByRole('button', { name: 'OK' }).click()
    await row.getByText('Awaiting approval').waitFor()

    const approver = await signedInPage(e2e.browser, e2e.server.url, MANAGER, '/workflow-micro/workflow/todo')
    await visible(approver.page).getByRole('button', { name: 'Handle' }).last().click()
    await approver.page.waitForURL((u) => u.pathname.startsWith('/workflow-micro/workflow/process/detail/'))
    await visible(approver.page).locator('textarea').first().fill('同意')
    await visible(approver.page).getByRole('button', { name: 'Approve', exact: true }).click()
    await visible(approver.page).getByText('同意').waitFor()

    // newPriceOrderCheckSuccessMessage, worded in the submitter's language
    await admin.page
      .locator('.ant-notification-notice')
      .filter({ hasText: title })
      .filter({ hasText: 'was approved' })
      .waitFor()

    // the inquiry, once the job applied the order at its effective time
    await admin.page.goto(`${e2e.server.url}${BASE}/priceInquiry/index?lang=en`)
    await admin.page.waitForLoadState('networkidle')
    const inquiry = visible(admin.page)
    // the goods search and the tags show names; the order's rows read "code name"
    const tradeName = names[0]!.replace(/^\S+ /, '')
    await inquiry.getByRole('combobox', { name: 'Goods' }).fill(tradeName)
    await pick(admin.page, 'Goods', tradeName)
    await inquiry.getByRole('button', { name: 'Ask' }).click()
    const deadline = Date.now() + EFFECTIVE_IN_MS + 60_000
    while ((await inquiry.getByText(NEW_PRICES[0]!, { exact: true }).count()) === 0) {
      expect(Date.now()).toBeLessThan(deadline)
      await admin.page.waitForTimeout(2_000)
      await inquiry.getByRole('button', { name: 'Ask' }).click()
    }
    await admin.page.screenshot({ path: join(artifactsDir, 'price-inquiry-new-price.png') })

    // the order's tag print job: exactly its two goods
    await admin.page.goto(`${e2e.server.url}${BASE}/priceTag?lang=en`)
    await admin.page.waitForLoadState('networkidle')
    const job = visible(admin.page).locator('tbody tr').filter({ hasText: title })
    await job.getByRole('button', { name: 'Print preview' }).click()
    const preview = await settledDialog(admin.page.getByRole('dialog'))
    const tags = preview.getByTestId('price-tag')
    await tags.nth(1).waitFor()
    expect(await tags.count()).toBe(2)
    for (const [i, name] of names.entries()) {
      await preview.getByText(`¥${NEW_PRICES[i]}`).waitFor()
      await preview.getByText(name.replace(/^\S+ /, '')).first().waitFor()
    }
    await admin.page.screenshot({ path: join(artifactsDir, 'price-tags-preview.png') })
    expect([...admin.errors, ...approver.errors]).toEqual([])
  })
})
