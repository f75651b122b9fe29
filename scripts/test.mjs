// `pnpm test`: the whole suite. Format, lint and types first; the builds the browser tests need (each
// reused when current, each checked against scripts/budgets.json); every jest project on the embedded
// database; beside the browser tests, when PostgreSQL answers on 127.0.0.1:5432, the server tests and
// the crash tests again on PostgreSQL, in a database created for this run and dropped afterwards. Ends with a
// table of each step's time and one plain line: "N passed, N failed". `--record-durations` writes each
// test file's time (its first run) to configs/jest/durations.json, which orders the next runs' files
// longest first (configs/jest/sequencer.cjs).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { ensureChromium } from './ensure-chromium.mjs'
import { buildApp, releaseSubApp, root } from './lib/builds.mjs'
import { overBudget } from './lib/budgets.mjs'
import { command, createSteps } from './lib/steps.mjs'
import { subApps } from './lib/sub-apps.mjs'

/** Test files run at once outside the browser tests: one per core of the 2-core machines CI runs on. */
const WORKERS = 2
const tally = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []
const steps = createSteps()
/** Seconds each test file took in its first run, by its path from the repository's root. */
const durations = {}

/**
 * A step that runs a command; a failure is remembered. `buffered` for a step that runs beside others:
 * its output is printed in one piece when it ends.
 */
async function step(name, cmd, args, { env = {}, buffered = false } = {}) {
  const ok = await steps.run(name, async () => {
    const r = await command(cmd, args, { cwd: root, env, buffered })
    process.stdout.write(r.output)
    return r.status === 0
  })
  if (!ok) failedSteps.push(name)
  return ok
}

/** A build step: 'failed' is remembered; a build that ran is checked against its budget. */
async function build(name, budget, work) {
  const outcome = await steps.run(name, work)
  if (outcome === 'failed' || outcome === undefined) failedSteps.push(name)
  const { seconds } = steps.times.find((t) => t.name === name)
  if (outcome === 'built') {
    const problem = overBudget(budget, seconds)
    if (problem) {
      console.log(`✗ ${name}: ${problem}`)
      failedSteps.push(`${name} (budget)`)
    }
  }
}

/** A jest run as a step; `buffered` for one that runs beside another (see `step`). */
async function jest(name, args, { env = {}, buffered = false } = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'storedesk-jest-')), 'result.json')
  await step(name, 'pnpm', ['exec', 'jest', '--json', `--outputFile=${out}`, ...args], { env, buffered })
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'))
    tally.passed += r.numPassedTests
    tally.failed += r.numFailedTests + r.numRuntimeErrorTestSuites
    tally.skipped += r.numPendingTests + r.numTodoTests
    console.log(`  ${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`)
    for (const file of r.testResults)
      durations[relative(root, file.name)] ??= Math.round((file.endTime - file.startTime) / 100) / 10
  } else {
    tally.failed += 1
  }
  rmSync(dirname(out), { recursive: true, force: true })
}

/** Merges this run's durations into configs/jest/durations.json, dropping files that are gone. */
function recordDurations() {
  const file = join(root, 'configs/jest/durations.json')
  const merged = { ...(existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {}), ...durations }
  const kept = Object.keys(merged)
    .filter((path) => existsSync(join(root, path)))
    .sort()
    .map((path) => [path, merged[path]])
  writeFileSync(file, `${JSON.stringify(Object.fromEntries(kept), null, 2)}\n`)
}

function psql(sql) {
  return spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql],
    { stdio: 'pipe', encoding: 'utf8' },
  )
}

// The checks are single-threaded tools: two at a time, one per core.
await steps.together(WORKERS, [
  () => step('typecheck', 'pnpm', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit'], { buffered: true }),
  () =>
    step('format', 'pnpm', ['exec', 'prettier', '--check', '.', '--log-level', 'warn'], { buffered: true }),
  () => step('lint', 'pnpm', ['exec', 'eslint', '.', '--max-warnings', '0'], { buffered: true }),
])

// Browser tests need the real builds and Debian's chromium. The host is built alone, so its time is
// comparable with its budget.
ensureChromium()
await build('build host', 'host', () => buildApp('host'))
await build('build server', 'server', () => buildApp('server'))
// Browser tests mount released sub-apps: each at its own version, and the template again as 2.0.0 for
// the gray-release test (e2e/support/releases.ts copies this folder for each test server). One at a
// time: a sub-app's webpack build already keeps both cores busy (two side by side took twice as long).
const releasesDir = join(root, 'e2e/.releases')
rmSync(releasesDir, { recursive: true, force: true })
for (const { dir, version } of [...subApps(root), { dir: 'child-store-demo', version: '2.0.0' }]) {
  await build(`release ${dir} ${version}`, 'sub-app', async () => {
    const { ok, built } = await releaseSubApp({ dir, version, appsDir: releasesDir })
    return ok ? (built ? 'built' : 'current') : 'failed'
  })
}

// Unit, component and server tests two files at a time (one per core).
await jest('unit, component and server tests (embedded database)', [
  '--testPathIgnorePatterns',
  '/e2e/',
  `--maxWorkers=${WORKERS}`,
])

// The browser and process tests run one at a time: each starts a server and Chromium of its own, and
// together they keep about one core busy. The PostgreSQL run takes the other core beside them, one file
// at a time, instead of both cores after them (issue 21: measured in bench/results/ci-stages-*.md).
const pgUp = process.env.SKIP_POSTGRES !== '1' && psql('SELECT 1').status === 0
await Promise.all([
  jest('browser and process tests (embedded database)', ['--selectProjects', 'e2e', '--maxWorkers=1'], {
    buffered: true,
  }),
  pgUp
    ? postgresRun()
    : console.log('\nPostgreSQL is not answering on 127.0.0.1:5432: the PostgreSQL run is skipped.'),
])

/**
 * The server tests and the crash tests on PostgreSQL (issues 10 and 23: both engines), in a database
 * made for this run and dropped afterwards. The role every request switches to is cluster-wide: made
 * here once.
 */
async function postgresRun() {
  const database = `storedesk_test_${Date.now()}_${process.pid}`
  const made = [
    psql(
      "DO $$ BEGIN IF NOT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = 'storedesk_app') THEN CREATE ROLE storedesk_app NOLOGIN NOSUPERUSER NOBYPASSRLS; END IF; END $$",
    ),
    psql(`CREATE DATABASE ${database}`),
  ]
  if (!made.every((r) => r.status === 0)) {
    failedSteps.push('create the PostgreSQL test database')
    return
  }
  try {
    await jest(
      'server tests (PostgreSQL)',
      [
        '--selectProjects',
        'server',
        'e2e',
        '--testPathPatterns',
        'apps/server/src',
        'e2e/crash-safety',
        'e2e/workflow-crash',
        '--testPathIgnorePatterns',
        'embedded.test',
        '--maxWorkers=1',
      ],
      { env: { TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${database}` }, buffered: true },
    )
  } finally {
    psql(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`)
  }
}

if (process.argv.includes('--record-durations')) recordDurations()

console.log(`\n${steps.table()}`)
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
const failed = tally.failed + failedSteps.filter((s) => !s.includes('tests')).length
console.log(`\n${tally.passed} passed, ${failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`)
process.exit(failedSteps.length || tally.failed ? 1 : 0)
