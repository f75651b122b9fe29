import type { Locator, Page } from 'playwright-core'

/** The page the shell shows now (one per open tab; the others are kept alive, hidden). */
export const visible = (page: Page) => page.locator('.sd-page-area .sd-page:visible')

/** `yyyy-MM-dd HH:mm:ss` of an instant, as the screens' date-time fields take it. */
export const wallClock = (ms: number) => new Date(ms).toISOString().slice(0, 19).replace('T', ' ')

/** Picks the option of an antd select (field id `field`, inside `scope`) by its label. */
export async function choose(page: Page, scope: Locator, field: string, option: string): Promise<void> {
  await scope.locator(`#${field}`).click({ force: true })
  await page.locator('.ant-select-dropdown:visible').getByTitle(option, { exact: true }).click()
}

/**
 * Fills an antd date-time range picker inside `scope` with two instants. Each end is focused before it
 * is typed, then OK confirms it: once in CI, OK stayed disabled after the end was typed, probably
 * because the text arrived while the picker was still moving from the start to the end.
 */
export async function fillPeriod(page: Page, scope: Locator, from: number, to: number): Promise<void> {
  const period = scope.locator('.ant-picker-range input')
  for (const [end, at] of [from, to].entries()) {
    const input = period.nth(end)
    await input.click()
    await page.waitForFunction((el) => document.activeElement === el, await input.elementHandle())
    await input.fill(wallClock(at))
    await page.locator('.ant-picker-dropdown:visible .ant-picker-ok button').click()
  }
  await page.locator('.ant-picker-dropdown:visible').waitFor({ state: 'detached' })
}
