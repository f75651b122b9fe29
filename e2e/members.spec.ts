import type { BrowserContext, Locator, Page } from 'playwright-core'
import { callApi, tokenOf } from './support/api'
import { useServerAndBrowser } from './support/fixture'
import { ADMIN, CLERK, newContext, signIn, watchErrors } from './support/shell'

const INSIDER = '/api/store-insider'
const LIST = '/huikeCRM/member/list'
const DETAIL = '/huikeCRM/member/detail'

/** The member detail's tabs (spec §2), as the English shell names them. */
const TABS = [
  'Purchases',
  'Points',
  'Growth value',
  'Coins',
  'Evaluations',
  'Changes',
  'Health records',
  'Bound cards',
  'Coupons',
  'Wallet',
]

/** The demo grades' highest (apps/server insider demo data), earned from 8,000 growth value. */
const TOP_GRADE = '钻石会员'

interface Member {
  id: string
  phone: string
  name: string
}

/** The shell's page of a path (its key may carry the query). */
const pageAt = (page: Page, path: string) => page.locator(`.sd-page-area .sd-page[data-page^="${path}"]`)
const detailArea = (page: Page) => pageAt(page, DETAIL)
const activePane = (page: Page): Locator => detailArea(page).locator('.ant-tabs-tabpane-active')

/** Opens a tab of the member detail and waits for its content. */
async function openTab(page: Page, name: string): Promise<Locator> {
  await detailArea(page).getByRole('tab', { name, exact: true }).click()
  const pane = activePane(page)
  await pane.locator('.ant-table-row, .ant-descriptions').first().waitFor()
  return pane
}

/** Issue 8 acceptance: the member CRM in Debian's Chromium against the real server and demo data. */
describe('member CRM in the browser (spec §2 member lists and detail tabs)', () => {
  let context: BrowserContext
  let page: Page
  let errors: string[]
  let member: Member

  const e2e = useServerAndBrowser('members', { releases: true })
  beforeAll(async () => {
    const token = await tokenOf(e2e.server.url, ADMIN)
    const found = await callApi<{ records: Member[] }>(
      e2e.server.url,
      token,
      `${INSIDER}/insider/save/query?current=1&size=1`,
      { status: 1 },
    )
    member = found.data.records[0]!
  })
  beforeEach(async () => {
    context = await newContext(e2e.browser)
    page = await context.newPage()
    errors = watchErrors(page)
  })
  afterEach(async () => {
    await context.close()
  })

  it('the clerk of 100001 finds a member by phone, opens the detail and sees every tab with data and no edit buttons', async () => {
    await signIn(page, e2e.server.url, CLERK, { path: LIST, lang: 'en' })
    const list = pageAt(page, LIST)
    const search = list.locator('.ant-pro-table-search')
    const rows = list.locator('tr.ant-table-row')
    // the unfiltered first page has loaded, so its rows going away below is the query's answer arriving
    await rows.nth(1).waitFor()
    // the phone is among the fields the query form folds away
    await search.getByText('Expand', { exact: true }).click()
    await search.getByLabel('Mobile number', { exact: true }).fill(member.phone)
    await search.getByRole('button', { name: 'Query' }).click()
    // the unfiltered first page holds the member too: the query's answer is the page with one row
    await rows.nth(1).waitFor({ state: 'detached' })
    await rows.filter({ hasText: member.name }).waitFor()
    expect(await rows.count()).toBe(1)
    await rows.first().getByText('Detail', { exact: true }).click()
    await page.waitForURL((url) => url.pathname === DETAIL && url.searchParams.get('id') === member.id)

    // the clerk holds no `member_hov_phone`: the number it searched by shows masked
    const area = detailArea(page)
    await area
      .getByText(`${member.phone.slice(0, 3)}****${member.phone.slice(-4)}`)
      .first()
      .waitFor()
    expect(await page.getByText(member.phone).count()).toBe(0)
    expect(await area.getByRole('tab').allInnerTexts()).toEqual(TABS)
    for (const tab of TABS) {
      const pane = await openTab(page, tab)
      if (tab !== 'Wallet') expect(await pane.locator('.ant-table-row').count()).toBeGreaterThan(0)
    }
    for (const name of ['Add', 'Edit', 'Delete', 'Adjust points', 'Import']) {
      expect(await area.getByRole('button', { name, exact: true }).count()).toBe(0)
    }
    expect(errors).toEqual([])
  })

  it('the administrator adjusts points with a reason, and the points tab shows it', async () => {
    const reason = `Goodwill ${Date.now()}`
    await signIn(page, e2e.server.url, ADMIN, { path: `${DETAIL}?id=${member.id}`, lang: 'en' })
    const area = detailArea(page)
    await area.getByRole('button', { name: 'Adjust points' }).click()
    const dialog = page.locator('.ant-modal:visible')
    await dialog.getByRole('button', { name: 'OK' }).click()
    await dialog.getByText('Give the reason for the adjustment').waitFor()

    await dialog.getByLabel('Points (negative to deduct)').fill('25')
    await dialog.getByLabel('Reason').fill(reason)
    await dialog.getByRole('button', { name: 'OK' }).click()
    await dialog.waitFor({ state: 'hidden' })

    const pane = await openTab(page, 'Points')
    const row = pane.locator('tr.ant-table-row', { hasText: reason })
    await row.waitFor()
    expect(await row.innerText()).toContain('25')
    expect(errors).toEqual([])
  })

  it('the administrator moves growth value up and back, and the header shows the grade each earns (grade follows growth)', async () => {
    await signIn(page, e2e.server.url, ADMIN, { path: `${DETAIL}?id=${member.id}`, lang: 'en' })
    const grade = detailArea(page).locator('.ant-descriptions-item', { hasText: 'Grade' })
    const before = (await grade.locator('.ant-descriptions-item-content').innerText()).trim()
    expect(before).toMatch(/会员$/)

    const adjustGrowth = async (amount: string) => {
      await detailArea(page).getByRole('button', { name: 'Adjust growth value' }).click()
      const dialog = page.locator('.ant-modal:visible')
      await dialog.getByLabel('Growth value (negative to deduct)').fill(amount)
      await dialog.getByLabel('Reason').fill('Annual review')
      await dialog.getByRole('button', { name: 'OK' }).click()
      await dialog.waitFor({ state: 'hidden' })
    }
    await adjustGrowth('100000')
    await page.getByText(new RegExp(`Growth value adjusted: \\d+ now, grade ${TOP_GRADE}`)).waitFor()
    await grade.getByText(TOP_GRADE, { exact: true }).waitFor()

    await adjustGrowth('-100000')
    await grade.getByText(before, { exact: true }).waitFor()
    expect(errors).toEqual([])
  })
})
