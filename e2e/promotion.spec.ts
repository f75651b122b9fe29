import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { artifactsDir } from './support/browser'
import { useServerAndBrowser } from './support/fixture'
import { choose, fillPeriod, visible } from './support/forms'
import { ADMIN, MANAGER, signedInPage } from './support/shell'

const BASE = '/promotion-micro'
const DAY = 86_400_000
/** The activity's first tier: 1,000.00 yuan − 50.00 (its second, 2,000.00 − 120.00) */
const THRESHOLD_FEN = 100_000

/** Fen as the engine's describeReason words it: yuan, two decimals, thousands separators. */
const yuan = (fen: number) =>
  (fen / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** In the editor: a tiered whole-order activity running from two days ago for a month, saved as a draft. */
async function createTiered(page: Page, code: string, name: string): Promise<void> {
  const form = visible(page)
  await form.locator('#code').fill(code)
  await form.locator('#name').fill(name)
  await choose(page, form, 'form', 'Tiered')
  await form.locator('#tiers_0_threshold').fill(String(THRESHOLD_FEN))
  await form.locator('#tiers_0_value').fill('5000')
  await form.getByRole('button', { name: 'Add tier' }).click()
  await form.locator('#tiers_1_threshold').fill(String(2 * THRESHOLD_FEN))
  await form.locator('#tiers_1_value').fill('12000')
  // the period last: its picker's panel covers the fields below it while open
  await fillPeriod(page, form, Date.now() - 2 * DAY, Date.now() + 30 * DAY)
  await form.getByRole('button', { name: 'Save' }).click()
  await page.waitForURL((u) => u.pathname === `${BASE}/activity`)
}

/** On the trial screen: the quantity of the cart's one line set, the cart priced. */
async function priceWith(page: Page, quantity: number): Promise<void> {
  const screen = visible(page)
  await screen.getByRole('spinbutton').first().fill(String(quantity))
  await screen.getByRole('button', { name: 'Calculate' }).click()
}

/**
 * Issue 24 acceptance: an administrator creates a tiered whole-order activity and submits it for review,
 * a reviewer approves it in the workflow's to-do list, and the trial calculation shows it applied on a
 * qualifying cart and rejected, with the engine's reason, on a smaller one.
 */
describe('promotions in the browser', () => {
  const e2e = useServerAndBrowser('promotion', { releases: true })

  it('a tiered whole-order activity: created, reviewed, then applied or refused by the trial calculation', async () => {
    const run = Date.now().toString(36).toUpperCase()
    const code = `E2E-${run}`
    const name = `E2E ladder ${run}`

    const admin = await signedInPage(e2e.browser, e2e.server.url, ADMIN, `${BASE}/activity/edit`)
    await createTiered(admin.page, code, name)
    const row = visible(admin.page).locator('tbody tr').filter({ hasText: code })
    await row.getByRole('button', { name: 'Submit for review' }).click()
    await row.getByText('In review').waitFor()

    // the reviewer approves it from the workflow's to-do list (the newest row is the one just sent)
    const reviewer = await signedInPage(e2e.browser, e2e.server.url, MANAGER, '/workflow-micro/workflow/todo')
    await visible(reviewer.page).getByRole('button', { name: 'Handle' }).last().click()
    await reviewer.page.waitForURL((u) => u.pathname.startsWith('/workflow-micro/workflow/process/detail/'))
    await visible(reviewer.page).getByText(name).first().waitFor()
    await visible(reviewer.page).locator('textarea').first().fill('同意')
    await visible(reviewer.page).getByRole('button', { name: 'Approve', exact: true }).click()
    await visible(reviewer.page).getByText('同意').waitFor()

    // the trial: one goods, enough units to reach the first tier, then one unit fewer
    await admin.page.goto(`${e2e.server.url}${BASE}/trial?lang=en`)
    await admin.page.waitForLoadState('networkidle')
    const trial = visible(admin.page)
    await trial.getByRole('combobox', { name: 'Search goods by name to add them' }).click()
    await admin.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
    // the server prices the cart (the price centre's price here, not the retail price the cart shows):
    // one unit priced first, its unit price read from the result's lines (the second table)
    await priceWith(admin.page, 1)
    const resultLine = trial.locator('table').nth(1).locator('tbody tr').first()
    await resultLine.locator('td').nth(1).getByText('1', { exact: true }).waitFor()
    const priceText = await resultLine.locator('td').nth(2).textContent()
    const priceFen = Math.round(Number(priceText!.replace(/,/g, '')) * 100)
    const enough = Math.ceil(THRESHOLD_FEN / priceFen)
    expect(enough).toBeGreaterThan(1)

    await priceWith(admin.page, enough)
    const applied = trial.locator('.ant-card-small').filter({ hasText: 'Applied activities' })
    await applied.locator('tr').filter({ hasText: name }).getByText('50.00').waitFor()
    await admin.page.screenshot({ path: join(artifactsDir, 'promotion-trial-applied.png') })

    await priceWith(admin.page, enough - 1)
    const rejected = trial.locator('.ant-card-small').filter({ hasText: 'Not applied, and why' })
    const short = THRESHOLD_FEN - (enough - 1) * priceFen
    await rejected
      .locator('tr')
      .filter({ hasText: name })
      .getByText(`Threshold not reached by ${yuan(short)}`)
      .waitFor()
    expect(await applied.locator('tr').filter({ hasText: name }).count()).toBe(0)
    await admin.page.screenshot({ path: join(artifactsDir, 'promotion-trial-rejected.png') })
    expect([...admin.errors, ...reviewer.errors]).toEqual([])
  })
})
