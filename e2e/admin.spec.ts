import { join } from 'node:path'
import * as ExcelJS from 'exceljs'
import type { BrowserContext, Locator, Page } from 'playwright-core'
import { callApi, tokenOf } from './support/api'
import { artifactsDir } from './support/browser'
import { useServerAndBrowser } from './support/fixture'
import { ADMIN, CLERK, newContext, settledDialog, signIn, watchErrors } from './support/shell'

/** Client-side navigation, as a menu click does it (react-router follows popstate). */
async function openPath(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

const pageAt = (page: Page, path: string) => page.locator(`.sd-page-area .sd-page[data-page="${path}"]`)
const dialog = (page: Page) => page.locator('.ant-modal:visible')
const rowOf = (table: Locator, text: string) => table.locator('tr.ant-table-row', { hasText: text })

/** Fills the add/edit dialog's fields by label and saves. */
async function saveDialog(page: Page, fields: Record<string, string>): Promise<void> {
  const modal = dialog(page)
  for (const [label, value] of Object.entries(fields)) {
    await modal.getByLabel(label, { exact: true }).fill(value)
  }
  await modal
    .getByRole('button', { name: 'OK' })
    .click()
    .catch(async (e: Error) => {
      // a CI run once timed out here (the button detached and never came back): say what was on screen
      const modals = await page
        .locator('.ant-modal')
        .evaluateAll((all) => all.map((m) => `${m.checkVisibility() ? 'shown' : 'hidden'}: ${m.textContent}`))
      throw new Error(`${e.message}\nmodals on the page: ${JSON.stringify(modals)}`)
    })
  await modal.waitFor({ state: 'hidden' })
}

/** Deletes a row after the shell's confirmation. */
async function deleteRow(page: Page, row: Locator): Promise<void> {
  await row.getByRole('button', { name: 'Delete' }).click()
  const confirm = await settledDialog(page.locator('.ant-modal-confirm:visible'))
  await confirm.getByRole('button', { name: 'Delete' }).click()
}

/** Searches a table by one field of its search form. */
async function searchBy(table: Locator, label: string, value: string): Promise<void> {
  const search = table.locator('.ant-pro-table-search')
  await search.getByLabel(label, { exact: true }).fill(value)
  await search.getByRole('button', { name: 'Query' }).click()
}

/** The administration screens of issue 7 part 2 in Debian's Chromium against the real server. */
describe('administration screens in the browser', () => {
  let context: BrowserContext
  let page: Page
  let errors: string[]

  const e2e = useServerAndBrowser('admin')
  beforeEach(async () => {
    context = await newContext(e2e.browser)
    page = await context.newPage()
    errors = watchErrors(page)
  })
  afterEach(async () => {
    await context.close()
  })

  it('the admin of 100001 creates, edits, searches, pages and deletes a dictionary entry on /dict-horizontal/index', async () => {
    await signIn(page, e2e.server.url, ADMIN, { path: '/dict-horizontal/index', lang: 'en' })
    const parents = page.getByTestId('dict-parents')
    await rowOf(parents, 'sex').waitFor()

    // create a dictionary, then an entry under it
    await parents.getByRole('button', { name: 'Add' }).click()
    await saveDialog(page, { Code: 'e2e_shelf', Value: 'E2E shelves' })
    const search = parents.locator('.ant-pro-table-search')
    await search.getByLabel('Code', { exact: true }).fill('e2e_shelf')
    await search.getByRole('button', { name: 'Query' }).click()
    await parents.locator('tr.ant-table-row').filter({ hasText: 'sex' }).waitFor({ state: 'detached' })
    await rowOf(parents, 'e2e_shelf').click()
    const items = page.getByTestId('dict-items')
    await items.getByText('Items of E2E shelves (e2e_shelf)').waitFor()
    await items.getByRole('button', { name: 'Add' }).click()
    await saveDialog(page, { Key: 'end_cap', Value: 'End cap' })
    await rowOf(items, 'end_cap').waitFor()

    // edit the entry
    await rowOf(items, 'end_cap').getByRole('button', { name: 'Edit' }).click()
    await saveDialog(page, { Value: 'End caps' })
    await rowOf(items, 'End caps').waitFor()
    await page.screenshot({ path: join(artifactsDir, 'dict-horizontal-en.png') })

    const token = await tokenOf(e2e.server.url, ADMIN)
    const stored = await callApi<{ code: string; dictKey: string; dictValue: string }[]>(
      e2e.server.url,
      token,
      '/api/blade-system/dict/dictionary?code=e2e_shelf&lang=zh_CN',
    )
    expect(stored.data).toEqual([
      expect.objectContaining({ code: 'e2e_shelf', dictKey: 'end_cap', dictValue: 'End caps' }),
    ])

    // search by key finds only the matching entry
    await items.getByRole('button', { name: 'Add' }).click()
    await saveDialog(page, { Key: 'cooler', Value: 'Cooler' })
    await rowOf(items, 'cooler').waitFor()
    await items.locator('.ant-pro-table-search').getByLabel('Key', { exact: true }).fill('cooler')
    await items.locator('.ant-pro-table-search').getByRole('button', { name: 'Query' }).click()
    await rowOf(items, 'end_cap').waitFor({ state: 'detached' })
    expect(await items.locator('tr.ant-table-row').count()).toBe(1)

    // page through the dictionaries: the 16 seeded ones and the new one make two pages
    await search.getByRole('button', { name: 'Reset' }).click()
    await rowOf(parents, 'sex').waitFor()
    const firstPage = await parents.locator('tr.ant-table-row').allInnerTexts()
    expect(firstPage).toHaveLength(10)
    await parents.locator('.ant-pagination-item-2').click()
    await parents.locator('.ant-pagination-item-2.ant-pagination-item-active').waitFor()
    await rowOf(parents, 'sex').waitFor({ state: 'detached' })
    const secondPage = await parents.locator('tr.ant-table-row').allInnerTexts()
    expect(secondPage.length).toBeGreaterThan(0)
    expect(secondPage.some((r) => firstPage.includes(r))).toBe(false)

    // delete the entry
    await deleteRow(page, rowOf(items, 'cooler'))
    await rowOf(items, 'cooler').waitFor({ state: 'detached' })
    const left = await callApi<{ dictKey: string }[]>(
      e2e.server.url,
      token,
      '/api/blade-system/dict/dictionary?code=e2e_shelf',
    )
    expect(left.data.map((i) => i.dictKey)).toEqual(['end_cap'])
    expect(errors).toEqual([])
  })

  it('shows the vertical dictionaries and the plain, tree and log screens from the menu (screenshots)', async () => {
    await signIn(page, e2e.server.url, ADMIN, { path: '/dict-vertical/index', lang: 'en' })
    const parents = page.getByTestId('dict-parents')
    await rowOf(parents, 'sex').click()
    await page.getByTestId('dict-items').getByText('Items of').waitFor()
    await page.screenshot({ path: join(artifactsDir, 'dict-vertical-en.png'), fullPage: true })

    const screens: [string, string][] = [
      ['/system/post', 'post'],
      ['/system/dept', 'dept-tree'],
      ['/system/menu', 'menu-tree'],
      ['/log/login', 'log-login'],
      ['/system/codeKey', 'code-key'],
    ]
    for (const [path, name] of screens) {
      await openPath(page, path)
      const screen = pageAt(page, path)
      await screen.locator('.ant-pro-table .ant-table-tbody').waitFor()
      await screen.locator('.ant-spin-spinning').waitFor({ state: 'detached' })
      expect(await screen.getByText('Not available yet').count()).toBe(0)
      await page.screenshot({ path: join(artifactsDir, `${name}-en.png`) })
    }
    expect(errors).toEqual([])
  })

  it('the admin of 100001 creates, edits, searches and deletes a user on /system/user', async () => {
    await signIn(page, e2e.server.url, ADMIN, { path: '/system/user', lang: 'en' })
    const users = page.getByTestId('user-screen')
    await rowOf(users, 'clerk').waitFor()

    await users.getByRole('button', { name: 'Add' }).click()
    await dialog(page).locator('.ant-form-item', { hasText: 'Roles' }).locator('.ant-select-selector').click()
    await page.locator('.ant-select-dropdown:visible .ant-select-tree-title', { hasText: '门店店员' }).click()
    await dialog(page).locator('.ant-modal-title').click()
    await saveDialog(page, { Account: 'e2e_cashier', Name: 'E2E cashier', 'Mobile number': '13900000001' })
    // the generated initial password is shown once and stays until the administrator closes it
    const issued = page.locator('.ant-notification-notice', { hasText: 'Initial password' })
    expect(await issued.innerText()).toMatch(/New password of e2e_cashier: \S{8,}/)
    await issued.locator('.ant-notification-notice-close').click()
    await issued.waitFor({ state: 'detached' })
    await searchBy(users, 'Account', 'e2e_cashier')
    await rowOf(users, 'clerk').waitFor({ state: 'detached' })
    await rowOf(users, 'E2E cashier').waitFor()
    expect(await users.locator('tr.ant-table-row').count()).toBe(1)

    await rowOf(users, 'e2e_cashier').getByRole('button', { name: 'Edit' }).click()
    await saveDialog(page, { Name: 'E2E head cashier' })
    await rowOf(users, 'E2E head cashier').waitFor()
    await page.screenshot({ path: join(artifactsDir, 'user-en.png') })
    const token = await tokenOf(e2e.server.url, ADMIN)
    const found = await callApi<{ records: { account: string; realName: string }[] }>(
      e2e.server.url,
      token,
      '/api/blade-user/page?account=e2e_cashier',
    )
    expect(found.data.records).toEqual([
      expect.objectContaining({ account: 'e2e_cashier', realName: 'E2E head cashier' }),
    ])

    await deleteRow(page, rowOf(users, 'e2e_cashier'))
    await rowOf(users, 'e2e_cashier').waitFor({ state: 'detached' })
    const left = await callApi<{ total: number }>(
      e2e.server.url,
      token,
      '/api/blade-user/page?account=e2e_cashier',
    )
    expect(left.data.total).toBe(0)
    expect(errors).toEqual([])
  })

  it('the admin exports the users list from /system/user, gets the exportNotify notice and downloads the xlsx from /download/index', async () => {
    await signIn(page, e2e.server.url, ADMIN, { path: '/system/user', lang: 'en' })
    const users = page.getByTestId('user-screen')
    await rowOf(users, 'clerk').waitFor()
    await searchBy(users, 'Account', 'admin')
    await rowOf(users, 'clerk').waitFor({ state: 'detached' })

    await users.getByRole('button', { name: 'Export' }).click()
    await page
      .getByText(/^Exporting “User-\d+”: the file will be in the download centre when ready$/)
      .waitFor()
    // the finished export's notice: its file's name, to download
    const notice = page.locator('.ant-notification-notice', { hasText: /^User-\d+/ })
    await notice.getByRole('button', { name: 'Download' }).waitFor()
    const fileName = (await notice.locator('.ant-notification-notice-message').textContent())!

    await openPath(page, '/download/index')
    const row = rowOf(pageAt(page, '/download/index'), fileName)
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      row.getByRole('button', { name: 'Download' }).click(),
    ])
    expect(download.suggestedFilename()).toBe(`${fileName}.xlsx`)
    const book = new ExcelJS.Workbook()
    await book.xlsx.readFile((await download.path())!)
    const sheet = book.worksheets[0]!
    expect((sheet.getRow(1).values as unknown[]).slice(1, 3)).toEqual(['ID', 'Account'])
    const accounts: string[] = []
    sheet.eachRow((r, n) => void (n > 1 && accounts.push(String(r.getCell(2).value))))
    expect(accounts).toContain('admin')
    expect(accounts.every((a) => a.includes('admin'))).toBe(true)
    expect(errors).toEqual([])
  })

  it('the admin imports posts on /system/post from an xlsx with one bad row and sees that row’s error', async () => {
    const book = new ExcelJS.Workbook()
    const sheet = book.addWorksheet('Posts')
    sheet.addRow(['Post code', 'Post name', 'Sort'])
    sheet.addRow(['e2e_imp_1', 'E2E imported one', 1])
    sheet.addRow(['bad code!', 'E2E refused', 2])
    sheet.addRow(['e2e_imp_2', 'E2E imported two', 3])
    const buffer = Buffer.from(await book.xlsx.writeBuffer())

    await signIn(page, e2e.server.url, ADMIN, { path: '/system/post', lang: 'en' })
    const posts = pageAt(page, '/system/post')
    await searchBy(posts, 'Post code', 'e2e_imp')
    await posts.locator('.ant-empty-description', { hasText: 'No data' }).waitFor()
    await posts.getByRole('button', { name: 'Import' }).click()
    const modal = dialog(page)
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'posts.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a sheet'),
    })
    await modal.getByText('Only .xlsx files can be imported').waitFor()
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'posts.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    })
    await modal.getByText('3 rows: 2 imported, 1 refused').waitFor()
    await modal.getByText(/^Row 3: .*Post code/).waitFor()
    await modal.locator('.ant-modal-footer').getByRole('button', { name: 'Close' }).click()
    await rowOf(posts, 'E2E imported two').waitFor()

    const token = await tokenOf(e2e.server.url, ADMIN)
    const found = await callApi<{ records: { postCode: string }[] }>(
      e2e.server.url,
      token,
      '/api/blade-system/post/page?postCode=e2e_imp&size=50',
    )
    expect(found.data.records.map((r) => r.postCode).sort()).toEqual(['e2e_imp_1', 'e2e_imp_2'])
    expect(errors).toEqual([])
  })

  it('the tenant admin grants the clerk’s role the Parameters menu, and the clerk then has it in their menu', async () => {
    await signIn(page, e2e.server.url, ADMIN, { path: '/authority/role', lang: 'en' })
    const roles = page.getByTestId('role-screen')
    await rowOf(roles, '门店店员').getByRole('button', { name: 'Grant' }).click()
    const grant = dialog(page)
    const menus = grant.getByRole('group', { name: 'Menus' })
    await menus.locator('.ant-tree-title', { hasText: /^Parameters$/ }).click()
    await grant.getByRole('tab', { name: 'Data scopes' }).click()
    await page.screenshot({ path: join(artifactsDir, 'role-grant-en.png') })
    await grant.getByRole('button', { name: 'OK' }).click()
    await page.getByText('Permissions saved').waitFor()
    expect(errors).toEqual([])

    const clerk = await (await newContext(e2e.browser)).newPage()
    try {
      await signIn(clerk, e2e.server.url, CLERK, { lang: 'en' })
      await openPath(clerk, '/system/param')
      await clerk.locator('.sd-side .ant-menu-item').filter({ hasText: 'Parameters' }).waitFor()
      await pageAt(clerk, '/system/param').locator('.ant-pro-table .ant-table-tbody').waitFor()
      expect(new URL(clerk.url()).pathname).toBe('/system/param')
    } finally {
      await clerk.context().close()
    }
  })
})
