import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Browser } from 'playwright-core'
import { artifactsDir, launchBrowser } from './support/browser'
import { copyCheckout, type CheckoutCopy } from './support/checkout-copy'
import { repoRoot, startServer, type RunningServer } from './support/server'
import { ADMIN, newContext, signIn, watchErrors } from './support/shell'

/**
 * An area outside the specification, so that building the specification's areas never takes it: one
 * the specification lists would move its planned menus from `menu/planned-areas.ts` (promotions and
 * the price centre were scaffolded that way).
 */
const AREA = [
  'lab',
  '--base-route',
  '/lab-micro',
  '--title',
  '实验区',
  '--title-hk',
  '實驗區',
  '--title-en',
  'Lab',
]

/**
 * Issue 20: `pnpm new:area` run in a copy of the repository changes nothing but the new area's folders
 * and one line in each list, and what it made passes its tests, builds, releases and opens in the shell.
 */
describe('pnpm new:area makes a working area', () => {
  let checkout: CheckoutCopy
  const run: CheckoutCopy['run'] = (...args) => checkout.run(...args)
  const dirs: string[] = []
  let server: RunningServer | undefined
  let browser: Browser | undefined
  /** the whole repository's type check (a minute and more): it runs beside the tests below */
  let typecheck: Promise<string>

  beforeAll(() => {
    checkout = copyCheckout('new-area')
    run('pnpm', ['new:area', ...AREA])
    typecheck = checkout.runBeside('pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit'])
    // a failure is reported by the test that awaits it, not as an unhandled rejection before then
    typecheck.catch(() => undefined)
  })
  afterAll(async () => {
    await browser?.close()
    await server?.stop()
    checkout?.remove()
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true })
  })

  it('writes the area’s folders, its migrations and one line in the module list and the contract index', () => {
    const changed = run('git', ['status', '--porcelain', '--untracked-files=all'])
      .split('\n')
      .filter(Boolean)
      .map((line) => line.slice(3))
    const expected = [
      /^apps\/lab-micro\//,
      /^apps\/server\/src\/modules\/lab\//,
      /^packages\/contract\/src\/lab\//,
      /^docs\/lab\.md$/,
      /^apps\/server\/src\/migrations\/(\d{4}_lab(_force_rls)?\.sql|meta\/(\d{4}_snapshot|_journal)\.json)$/,
      /^apps\/server\/src\/module-list\.ts$/,
      /^packages\/contract\/src\/index\.ts$/,
      /^apps\/server\/src\/modules\/__snapshots__\/catalogue\.test\.ts\.snap$/,
      /^pnpm-lock\.yaml$/,
    ]
    expect(changed.filter((file) => !expected.some((pattern) => pattern.test(file)))).toEqual([])
    const added = (file: string) => run('git', ['diff', '--numstat', '--', file]).split('\t').slice(0, 2)
    expect(added('apps/server/src/module-list.ts')).toEqual(['2', '0'])
    expect(added('packages/contract/src/index.ts')).toEqual(['1', '0'])
  })

  it('its generated tests pass: the API on the embedded database, the page in jsdom', () => {
    const out = run(
      'pnpm',
      [
        'exec',
        'jest',
        '--ci',
        'apps/server/src/modules/lab',
        'apps/lab-micro',
        'apps/server/src/module-list.test.ts',
      ],
      { TEST_DATABASE_URL: '' },
    )
    expect(out).not.toMatch(/FAIL/)
  })

  it('its sub-app builds, is released, and opens in the shell with the seeded records for the tenant administrator', async () => {
    const appsDir = mkdtempSync(join(tmpdir(), 'storedesk-new-area-apps-'))
    const dataDir = mkdtempSync(join(tmpdir(), 'storedesk-new-area-data-'))
    dirs.push(appsDir, dataDir)
    run('pnpm', ['--filter', '@store/server', 'build'])
    run('node', ['scripts/release-subapp.mjs', 'lab-micro', '--version', '1.0.0', '--apps-dir', appsDir])
    ;[server, browser] = await Promise.all([
      startServer(
        // the shell is this checkout's build: a new area changes no line of it
        {
          STOREDESK_DATA_DIR: dataDir,
          STOREDESK_APPS_DIR: appsDir,
          STOREDESK_WEB_DIR: join(repoRoot, 'apps/host/dist'),
        },
        { root: checkout.dir, readyWithinMs: 180_000 },
      ),
      launchBrowser(),
    ])
    const context = await newContext(browser)
    const page = await context.newPage()
    const errors = watchErrors(page)
    await signIn(page, server.url, ADMIN, { path: '/lab-micro/list', lang: 'en' })
    await page.getByText('A-001').waitFor()
    await page.getByText('示例记录二').waitFor()
    await page.getByRole('button', { name: 'Add' }).waitFor()
    await page.screenshot({ path: join(artifactsDir, 'new-area-lab.png') })
    expect(errors).toEqual([])
    await context.close()
  })

  it('the repository with the new area type-checks', async () => {
    await expect(typecheck).resolves.toBeDefined()
  })
})
