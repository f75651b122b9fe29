// `pnpm test`: the whole suite. Format, lint and types first; then every jest project on the embedded
// database; then, when PostgreSQL answers on 127.0.0.1:5432, the server tests and the crash test again
// on a database created for this run and dropped afterwards. Ends with one plain line: "N passed, N failed".
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ensureChromium } from './ensure-chromium.mjs'
import { subApps } from './lib/sub-apps.mjs'

/** Test files run at once outside the browser tests: one per core of the 2-core machines CI runs on. */
const UNIT_WORKERS = 2
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const tally = { passed: 0, failed: 0, skipped: 0 }
const failedSteps = []

function step(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}`)
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } })
  if (r.status !== 0) failedSteps.push(name)
  return r.status === 0
}

function jest(name, args, env = {}) {
  const out = join(mkdtempSync(join(tmpdir(), 'storedesk-jest-')), 'result.json')
  step(name, 'pnpm', ['exec', 'jest', '--json', `--outputFile=${out}`, ...args], env)
  if (existsSync(out)) {
    const r = JSON.parse(readFileSync(out, 'utf8'))
    tally.passed += r.numPassedTests
    tally.failed += r.numFailedTests + r.numRuntimeErrorTestSuites
    tally.skipped += r.numPendingTests + r.numTodoTests
    console.log(`  ${name}: ${r.numPassedTests} passed, ${r.numFailedTests} failed`)
  } else {
    tally.failed += 1
  }
  rmSync(dirname(out), { recursive: true, force: true })
}

function psql(sql) {
  return spawnSync(
    'psql',
    ['-h', '127.0.0.1', '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-c', sql],
    {
      stdio: 'pipe',
      encoding: 'utf8',
    },
  )
}

const pnpmOk = (name, args) => step(name, 'pnpm', args)
pnpmOk('format', ['exec', 'prettier', '--check', '.', '--log-level', 'warn'])
pnpmOk('lint', ['exec', 'eslint', '.', '--max-warnings', '0'])
pnpmOk('typecheck', ['exec', 'tsc', '-p', 'tsconfig.json', '--noEmit'])

// Browser tests need the real builds and Debian's chromium.
ensureChromium()
pnpmOk('build host', ['--filter', '@store/host', 'build'])
pnpmOk('build server', ['--filter', '@store/server', 'build'])
// Browser tests mount released sub-apps: each at its own version, and the template again as 2.0.0 for
// the gray-release test (e2e/support/releases.ts copies this folder for each test server).
const releasesDir = join(root, 'e2e/.releases')
rmSync(releasesDir, { recursive: true, force: true })
const releases = [...subApps(root), { dir: 'child-store-demo', version: '2.0.0' }]
for (const { dir, version } of releases) {
  step(`release ${dir} ${version}`, process.execPath, [
    join(root, 'scripts/release-subapp.mjs'),
    dir,
    '--version',
    version,
    '--apps-dir',
    releasesDir,
  ])
}

// Unit, component and server tests two files at a time (one per core); the browser and process tests,
// which start servers and Chromium of their own, one at a time.
jest('unit, component and server tests (embedded database)', [
  '--testPathIgnorePatterns',
  '/e2e/',
  `--maxWorkers=${UNIT_WORKERS}`,
])
jest('browser and process tests (embedded database)', ['--selectProjects', 'e2e', '--maxWorkers=1'])

const pgUp = process.env.SKIP_POSTGRES !== '1' && psql('SELECT 1').status === 0
if (pgUp) {
  const dbName = `storedesk_test_${Date.now()}_${process.pid}`
  if (psql(`CREATE DATABASE ${dbName}`).status === 0) {
    try {
      jest(
        'server tests (PostgreSQL)',
        // The server's tests, and the crash test on the real server process (issue 10: both engines).
        [
          '--selectProjects',
          'server',
          'e2e',
          '--testPathPatterns',
          'apps/server/src',
          'e2e/crash-safety',
          '--testPathIgnorePatterns',
          'embedded.test',
          // one file at a time: the files share this database, and some lock a seeded account for a moment
          '--maxWorkers=1',
        ],
        {
          TEST_DATABASE_URL: `postgres://postgres@127.0.0.1:5432/${dbName}`,
        },
      )
    } finally {
      psql(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`)
    }
  } else {
    failedSteps.push('create PostgreSQL test database')
  }
} else {
  console.log('\nPostgreSQL is not answering on 127.0.0.1:5432: the PostgreSQL run is skipped.')
}

if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`)
const failed = tally.failed + failedSteps.filter((s) => !s.includes('tests')).length
console.log(`\n${tally.passed} passed, ${failed} failed${tally.skipped ? `, ${tally.skipped} skipped` : ''}`)
process.exit(failedSteps.length || tally.failed ? 1 : 0)
