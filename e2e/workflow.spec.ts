import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { artifactsDir } from './support/browser'
import { useServerAndBrowser } from './support/fixture'
import { CLERK, MANAGER, signedInPage, type Credentials } from './support/shell'

const HR: Credentials = { tenant: '100001', account: 'hr', password: 'Hr@1234567' }
const BASE = '/workflow-micro/workflow'

/** The page the shell shows now (one per open tab; the others are kept alive, hidden). */
const visible = (page: Page) => page.locator('.sd-page-area .sd-page:visible')

/** Signs in and opens one of the area's pages (the to-do list by default); returns it with the errors it reports. */
/** Opens the to-do row of the leave request with this reason and waits for the task page. */
async function handle(page: Page, reason: string): Promise<void> {
  // the to-do list names the process, not its form: the newest row is the one just sent here
  await visible(page).getByRole('button', { name: 'Handle' }).last().click()
  await page.waitForURL((u) => u.pathname.startsWith(`${BASE}/process/detail/`))
  await visible(page).getByText(reason).waitFor()
}

/** The shell's to-do badge showing this count (issue 23: "the todo badge counts it"). */
const todoBadge = (page: Page, count: number) =>
  page.locator('.sd-top').getByRole('button', { name: `To-do ${count}`, exact: true })

/** The count the badge shows once it has loaded (the demo data leaves tasks of several areas waiting). */
async function todoCount(page: Page): Promise<number> {
  const badge = page.locator('.sd-top').getByRole('button', { name: /^To-do \d+$/ })
  await badge.waitFor()
  return Number((await badge.getAttribute('aria-label'))!.replace(/\D+/g, ''))
}

/** Writes the comment and presses one of the task's actions; waits for the shell's confirmation. */
async function act(page: Page, action: 'Approve' | 'Resubmit' | 'Reject', comment: string): Promise<void> {
  await visible(page).locator('textarea').first().fill(comment)
  await visible(page).getByRole('button', { name: action, exact: true }).click()
}

/**
 * Issue 23: the leave request of spec §2 as its users go through it, on the real server, the real host
 * and the released workflow-micro sub-app in Chromium.
 */
describe('workflow approvals in the browser', () => {
  const e2e = useServerAndBrowser('workflow', { releases: true })

  it('a clerk’s leave request is sent back once by the department leader, resubmitted, approved by the leader and HR; the leader’s to-do badge counts it; the detail shows the path', async () => {
    const reason = `e2e ${Date.now().toString(36)}`
    // the department leader is signed in already: the badge counts what the demo data leaves waiting
    const manager = await signedInPage(e2e.browser, e2e.server.url, MANAGER, `${BASE}/todo`)
    const waiting = await todoCount(manager.page)

    // the clerk starts it from the processes it may start
    const clerk = await signedInPage(e2e.browser, e2e.server.url, CLERK, `${BASE}/start`)
    await visible(clerk.page).getByRole('button', { name: 'Start' }).first().click()
    await clerk.page.waitForURL((u) => u.pathname.startsWith(`${BASE}/process/start/`))
    const form = visible(clerk.page)
    await form.getByLabel('Leave type').click({ force: true })
    await clerk.page.locator('.ant-select-dropdown:visible .ant-select-item-option').first().click()
    await form.locator('textarea').fill(reason)
    const dates = form.locator('.ant-picker input')
    await dates.nth(0).fill('2026-12-01')
    await dates.nth(0).press('Tab')
    await dates.nth(1).fill('2026-12-02')
    await dates.nth(1).press('Tab')
    await form.getByRole('button', { name: 'Submit' }).click()
    await clerk.page.waitForURL((u) => u.pathname.startsWith(`${BASE}/process/detail/`))
    await visible(clerk.page).getByText('In approval').waitFor()

    // the department leader's badge counts it, without a reload
    await todoBadge(manager.page, waiting + 1).waitFor()

    // the leader sends it back to the clerk: the badge counts one less, without a reload
    await manager.page.goto(`${e2e.server.url}${BASE}/todo?lang=en`)
    await handle(manager.page, reason)
    await act(manager.page, 'Reject', '请补充交接安排')
    const dialog = manager.page.getByRole('dialog')
    await dialog.getByText('The starter').click()
    await dialog.getByRole('button', { name: 'Reject' }).click()
    await visible(manager.page).getByText('请补充交接安排').waitFor()
    await todoBadge(manager.page, waiting).waitFor()

    // the clerk finds it in its to-do list and resubmits it: the leader hears of it in English
    await clerk.page.goto(`${e2e.server.url}${BASE}/todo?lang=en`)
    await handle(clerk.page, reason)
    await act(clerk.page, 'Resubmit', '已补充：由同事代班')
    await todoBadge(manager.page, waiting + 1).waitFor()
    await manager.page.locator('.ant-notification-notice').getByText('New to-do').waitFor()
    await manager.page.screenshot({ path: join(artifactsDir, 'workflow-todo-badge.png') })

    // the leader approves, then HR
    await manager.page.goto(`${e2e.server.url}${BASE}/todo?lang=en`)
    await handle(manager.page, reason)
    await act(manager.page, 'Approve', '同意')
    await visible(manager.page).getByText('同意').waitFor()
    await todoBadge(manager.page, waiting).waitFor()
    const hr = await signedInPage(e2e.browser, e2e.server.url, HR, `${BASE}/todo`)
    await handle(hr.page, reason)
    await act(hr.page, 'Approve', '准假')

    // the detail page: approved, both steps done, the history in order
    const detail = visible(hr.page)
    const entries = detail.locator('.ant-timeline-item')
    await entries.nth(5).waitFor()
    const history = await entries.allTextContents()
    expect(history.map((h) => /Started|Rejected|Sent back|Resubmitted|Approved/.exec(h)?.[0])).toEqual([
      'Started',
      'Rejected',
      'Sent back',
      'Resubmitted',
      'Approved',
      'Approved',
    ])
    expect(history[2]).toContain('Send back to: The starter')
    await detail.locator('.ant-tag').getByText('Approved', { exact: true }).first().waitFor()
    await hr.page.screenshot({ path: join(artifactsDir, 'workflow-leave-approved.png') })
    expect([...clerk.errors, ...manager.errors, ...hr.errors]).toEqual([])
  })

  it('an approved leave request, opened from the clerk’s started list, shows its progress diagram: the path through the leader and HR done', async () => {
    const clerk = await signedInPage(e2e.browser, e2e.server.url, CLERK, `${BASE}/send`)
    const list = visible(clerk.page)
    await list.getByRole('combobox', { name: 'Filter by status' }).click({ force: true })
    await clerk.page.locator('.ant-select-dropdown:visible').getByTitle('Approved').click()
    await list
      .locator('tbody tr')
      .filter({ hasText: 'Approved' })
      .first()
      .getByRole('button', { name: 'View' })
      .click()
    await clerk.page.waitForURL((u) => u.pathname.startsWith(`${BASE}/process/detail/`))

    // bpmn-js draws the version's diagram (its own chunk, loaded with this page) and marks the path
    const diagram = visible(clerk.page).locator('.wf-diagram')
    for (const id of ['start', 'deptLeader', 'hrApprove', 'end'])
      await diagram.locator(`.djs-element.wf-done[data-element-id="${id}"]`).waitFor()
    expect(await diagram.locator('.wf-current').count()).toBe(0)
    await diagram.locator('.wf-acts').filter({ hasText: 'Approved' }).first().waitFor()
    await diagram.locator('.bjs-powered-by').waitFor()
    await clerk.page.screenshot({ path: join(artifactsDir, 'workflow-progress-diagram.png') })
    expect(clerk.errors).toEqual([])
  })
})
