import type { Browser, BrowserContext, Locator, Page } from 'playwright-core'

export type Locale = 'zh_CN' | 'zh_HK' | 'en'

export interface Credentials {
  tenant: string
  account: string
  password: string
}

/** The demo accounts of ../shared/contract.md. */
export const ADMIN: Credentials = { tenant: '100001', account: 'admin', password: 'Admin@12345' }
export const CLERK: Credentials = { tenant: '100001', account: 'clerk', password: 'Clerk@12345' }
/** The demo's store manager: the approver of price changes, promotions and purchases. */
export const MANAGER: Credentials = { tenant: '100001', account: 'manager', password: 'Manager@12345' }

/** The screen size the shell is designed and screenshotted at. */
export const VIEWPORT = { width: 1440, height: 900 }

/** A fresh browser context (own cookies and localStorage) at the shell's screen size. */
export function newContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: VIEWPORT })
}

/** Collects what a page reports as broken: console errors and uncaught exceptions. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  return errors
}

/** Fills the password form of the login page (/authorization) and submits it. */
export async function submitLogin(page: Page, { tenant, account, password }: Credentials): Promise<void> {
  const tenantField = page.locator('#tenant_tenantId')
  await tenantField.waitFor()
  await tenantField.fill(tenant)
  await page.locator('#password_username').fill(account)
  await page.locator('#password_password').fill(password)
  await page.locator('form#password button[type="submit"]').click()
}

/** Waits until the signed-in shell shows its top bar and its first page, with the user's menus and sub-apps known. */
export async function shellReady(page: Page): Promise<void> {
  await page.locator('.sd-shell[aria-busy="false"] .sd-top').waitFor()
  await page.locator('.sd-page-area .sd-page').first().waitFor()
}

/**
 * Signs in through the real SSO round trip: `path` (the home page by default) sends the browser to the
 * login page, the login sends it back with a session id, and the shell starts.
 */
export async function signIn(
  page: Page,
  baseUrl: string,
  credentials: Credentials,
  opts: { path?: string; lang?: Locale } = {},
): Promise<void> {
  const target = new URL(opts.path ?? '/wel/index', baseUrl)
  if (opts.lang) target.searchParams.set('lang', opts.lang)
  await page.goto(target.href)
  await page.waitForURL((url) => url.pathname === '/authorization')
  await submitLogin(page, credentials)
  await page.waitForURL((url) => url.pathname === target.pathname && !url.searchParams.has('storeSessionId'))
  await shellReady(page)
}

/**
 * The dialog (a modal or a popconfirm's popover) once antd's opening motion (zoom-appear /
 * zoom-enter) has ended. A click on a button while the dialog was still zooming in was lost in CI: the
 * confirm's Cancel was clicked during `ant-zoom-appear-active` and the dialog then stayed open.
 * Buttons are clicked on a settled dialog.
 */
export async function settledDialog(dialog: Locator): Promise<Locator> {
  const settled = dialog.and(
    dialog.page().locator(':is(.ant-modal, .ant-popover):not([class*="-appear"]):not([class*="-enter"])'),
  )
  await settled.waitFor()
  return settled
}

/**
 * A new page of `who` signed in at `path`, in English, with its errors collected. It waits for the
 * network to settle: the shell mounts the page again once the menus and the sub-app's registry entry
 * arrive.
 */
export async function signedInPage(browser: Browser, url: string, who: Credentials, path: string) {
  const page = await (await newContext(browser)).newPage()
  const errors = watchErrors(page)
  await signIn(page, url, who, { path, lang: 'en' })
  await page.waitForLoadState('networkidle')
  return { page, errors }
}
