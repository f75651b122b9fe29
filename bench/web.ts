/**
 * Web benchmark: what the production builds cost a browser, in headless Debian Chromium.
 *   - the login page: initial JS+CSS (gzip) and cold navigation → form visible;
 *   - the shell after login: its initial JS+CSS (gzip) and navigation → shell usable;
 *   - each sub-app: the JS+CSS its first mount adds (gzip) and the time from navigation to its page.
 *
 *   pnpm bench web [--runs 3]
 *
 * Needs the builds `pnpm test` (or `pnpm build` plus the sub-app releases in e2e/.releases) leaves.
 * Writes bench/results/web-<UTC stamp>.json and .md.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import type { Browser, Page, Response } from 'playwright-core'
import { launchBrowser } from '../e2e/support/browser'
import { copyReleases } from '../e2e/support/releases'
import { startServer } from '../e2e/support/server'
import { ADMIN, VIEWPORT, shellReady, signIn, submitLogin } from '../e2e/support/shell'
import { LOGIN_FORM_TIMING } from '../apps/host/src/login/prerendered'
import { machineFacts, mdTable, repoRoot, textTable, writeReport } from './lib/report'

const { values: argv } = parseArgs({ options: { runs: { type: 'string', default: '3' } } })
const RUNS = Math.max(1, Number(argv.runs))
const TARGETS = { loginKiB: 300, loginMs: 600, shellKiB: 600 }

interface Cost {
  files: number
  gzipKiB: number
  ms: number
  /** each file received, with its gzip bytes, to see what a figure is made of */
  received?: { path: string; gzipBytes: number }[]
  /** the login page: when Playwright's poll, running on the page's busy main thread, saw the form */
  seenMs?: number
}

const isCode = (response: Response) => {
  const type = response.request().resourceType()
  const fetchedCode = (type === 'fetch' || type === 'xhr') && /\.(js|css)(\?|$)/.test(response.url())
  return type === 'document' || type === 'script' || type === 'stylesheet' || fetchedCode
}

/**
 * The gzip bytes of each page, script and stylesheet a browser context receives, by path: a file the
 * browser revalidates (`no-cache`, e.g. main.js) comes back as an empty 304 and is counted at the size
 * it had when first received.
 */
function watchSizes(page: Page): Map<string, Promise<number>> {
  const sizes = new Map<string, Promise<number>>()
  page.on('response', (response) => {
    if (!isCode(response) || response.status() === 304) return
    const gzipBytes = response.body().then(
      (body) => gzipSync(body, { level: 9 }).length,
      () => 0,
    )
    sizes.set(new URL(response.url()).pathname, gzipBytes)
  })
  return sizes
}

/**
 * Gzip bytes of every page, script and stylesheet the page receives while `action` and then `settle`
 * run, including those qiankun fetches (it loads a sub-app's scripts with fetch and evaluates them in
 * its sandbox); the time is that of `action` alone. Pages count because a prerendered one carries its
 * markup and styles inline.
 */
async function measure(
  page: Page,
  sizes: Map<string, Promise<number>>,
  action: () => Promise<void>,
  settle: () => Promise<void> = async () => undefined,
): Promise<Cost> {
  const paths: string[] = []
  const onResponse = (response: Response) => {
    if (isCode(response)) paths.push(new URL(response.url()).pathname)
  }
  page.on('response', onResponse)
  const started = performance.now()
  await action()
  const ms = performance.now() - started
  await settle()
  page.off('response', onResponse)
  const received = await Promise.all(
    paths.map(async (path) => ({ path, gzipBytes: (await sizes.get(path)) ?? 0 })),
  )
  const bytes = received.reduce((sum, file) => sum + file.gzipBytes, 0)
  return { files: received.length, gzipKiB: bytes / 1024, ms, received }
}

/**
 * When the browser painted the element marked `elementtiming=name`, in ms from the navigation's start
 * (Element Timing): the moment the form is on screen, whether or not the page's scripts still run.
 */
function paintedAt(page: Page, name: string): Promise<number> {
  return page.evaluate(
    (identifier) =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list, observer) => {
          const entry = list
            .getEntries()
            .find((e) => (e as PerformanceEntry & { identifier: string }).identifier === identifier)
          if (!entry) return
          observer.disconnect()
          resolve(entry.startTime)
        }).observe({ type: 'element', buffered: true })
      }),
    name,
  )
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!
const medianCost = (costs: Cost[]): Cost => ({
  files: median(costs.map((c) => c.files)),
  gzipKiB: median(costs.map((c) => c.gzipKiB)),
  ms: median(costs.map((c) => c.ms)),
})

async function goTo(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to)
    window.dispatchEvent(new PopStateEvent('popstate'))
  }, path)
}

/** One cold run: a fresh browser context (empty cache) through login, shell and both sub-apps. */
async function run(browser: Browser, baseUrl: string) {
  const context = await browser.newContext({ viewport: VIEWPORT })
  const page = await context.newPage()
  const sizes = watchSizes(page)
  // from the navigation to the form on screen, not to the load event: the scripts may still be running
  const seen = await measure(
    page,
    sizes,
    async () => {
      await page.goto(`${baseUrl}/authorization?lang=en`, { waitUntil: 'commit' })
      await page.locator('#password_username').waitFor()
    },
    () => page.waitForLoadState('load'),
  )
  const login: Cost = { ...seen, ms: await paintedAt(page, LOGIN_FORM_TIMING), seenMs: seen.ms }
  // the shell sends a signed-out visitor to the login page, whose files are the login page's cost
  await page.goto(`${baseUrl}/wel/index?lang=en`)
  await page.waitForURL((url) => url.pathname === '/authorization')
  await page.locator('#password_username').waitFor()
  await page.waitForLoadState('load')
  const shell = await measure(page, sizes, async () => {
    await submitLogin(page, ADMIN)
    await shellReady(page)
  })
  const federated = await measure(page, sizes, async () => {
    await goTo(page, '/child-store-demo/list')
    await page.getByTestId('demo-version').waitFor()
  })
  const qiankun = await measure(page, sizes, async () => {
    await goTo(page, '/child-chatbi/ask')
    await page.locator('[data-micro-app="child-chatbi"]').getByRole('note').waitFor()
  })
  await context.close()
  return { login, shell, federated, qiankun }
}

async function main() {
  if (!existsSync(join(repoRoot, 'e2e/.releases'))) {
    throw new Error(
      'e2e/.releases is missing: run `pnpm test` (or the release steps of scripts/test.mjs) first',
    )
  }
  const startedAt = new Date()
  const dataDir = mkdtempSync(join(tmpdir(), 'storedesk-bench-web-'))
  const appsDir = copyReleases()
  const server = await startServer({ STOREDESK_DATA_DIR: dataDir, STOREDESK_APPS_DIR: appsDir })
  const browser = await launchBrowser()
  try {
    // A first sign-in warms the server (argon2, caches), not the browser: each run has a fresh context.
    const warm = await browser.newPage()
    await signIn(warm, server.url, ADMIN, { lang: 'en' })
    await warm.context().close()

    const runs = []
    for (let i = 0; i < RUNS; i++) runs.push(await run(browser, server.url))
    const result = {
      login: medianCost(runs.map((r) => r.login)),
      shell: medianCost(runs.map((r) => r.shell)),
      federated: medianCost(runs.map((r) => r.federated)),
      qiankun: medianCost(runs.map((r) => r.qiankun)),
    }
    const rows: (string | number)[][] = [
      [
        'login page (cold, to form visible)',
        result.login.files,
        round1(result.login.gzipKiB),
        Math.round(result.login.ms),
      ],
      [
        'shell after login (to usable)',
        result.shell.files,
        round1(result.shell.gzipKiB),
        Math.round(result.shell.ms),
      ],
      [
        '+ child-store-demo (federated), first mount',
        result.federated.files,
        round1(result.federated.gzipKiB),
        Math.round(result.federated.ms),
      ],
      [
        '+ child-chatbi (qiankun), first mount',
        result.qiankun.files,
        round1(result.qiankun.gzipKiB),
        Math.round(result.qiankun.ms),
      ],
    ]
    const head = ['what', 'JS+CSS files', 'gzip KiB', 'ms (median)']
    const json = {
      suite: 'web',
      startedAt: startedAt.toISOString(),
      runs: RUNS,
      machine: machineFacts(),
      targets: TARGETS,
      result,
      all: runs,
    }
    const md = [
      `# Web benchmark ${startedAt.toISOString()}`,
      '',
      `Median of ${RUNS} cold runs (fresh browser context each), production builds served by the server on loopback, headless Chromium. Sizes are the gzip (level 9) of each page, script and stylesheet received, a revalidated one (304) at the size it was first received. The login page counts until its load event; its time is from the navigation's start to the browser painting the sign-in form (Element Timing of the sign-in button's text), and Playwright, whose poll runs on the page's busy main thread, saw the form after a median ${Math.round(median(runs.map((r) => r.login.seenMs ?? 0)))} ms. The shell counts from the submit on the login page.`,
      '',
      mdTable(head, rows),
      '',
      `Targets (issue 6): login page under ${TARGETS.loginKiB} KiB and its form within ${TARGETS.loginMs} ms; the shell under ${TARGETS.shellKiB} KiB.`,
      '',
      `Machine: ${json.machine.cpuModel}, ${json.machine.cores} cores, load ${json.machine.loadAverage.join(' ')}; node ${json.machine.node}; commit ${json.machine.gitCommit}${json.machine.gitDirty ? ' (dirty)' : ''}.`,
      '',
    ].join('\n')
    const files = writeReport('web', startedAt, json, md)
    console.log(textTable(head, rows))
    console.log(`\nwrote ${files.json} and ${files.md}`)
  } finally {
    await browser.close()
    await server.stop()
    rmSync(dataDir, { recursive: true, force: true })
    rmSync(appsDir, { recursive: true, force: true })
  }
}

const round1 = (n: number) => Math.round(n * 10) / 10

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
