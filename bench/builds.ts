// `pnpm bench builds [--no-clone]`: the times of issue 21's budget table (scripts/budgets.json) on this
// machine. Each production build cold (its dist removed); then, unless --no-clone, a fresh clone of
// HEAD: `pnpm install`, `pnpm start` until /healthz answers; `pnpm start` again with nothing changed;
// and a fresh data folder on that built checkout. Run it on a quiet machine: these are wall-clock times.
import { execFileSync, spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { machineFacts, mdTable, repoRoot, round, textTable, writeReport } from './lib/report'

const startedAt = new Date()
const noClone = process.argv.includes('--no-clone')
const budgets = JSON.parse(readFileSync(join(repoRoot, 'scripts/budgets.json'), 'utf8')) as {
  builds: Record<string, number>
  benchmarks: Record<string, number>
}

interface Row {
  what: string
  seconds: number
  budget: number | null
}
const rows: Row[] = []

function timed(what: string, budget: number | null, run: () => void): void {
  const t0 = performance.now()
  run()
  const seconds = round((performance.now() - t0) / 1000)
  rows.push({ what, seconds, budget })
  console.log(`${what}: ${seconds} s`)
}

function must(cmd: string, args: string[], cwd: string, env: Record<string, string> = {}): void {
  const r = spawnSync(cmd, args, { cwd, stdio: 'ignore', env: { ...process.env, ...env } })
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`)
}

function subAppDirs(root: string): string[] {
  const out = execFileSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { subApps } from './scripts/lib/sub-apps.mjs'; console.log(JSON.stringify(subApps('.')))`,
    ],
    { cwd: root, encoding: 'utf8' },
  )
  return (JSON.parse(out) as { dir: string }[]).map((a) => a.dir)
}

/** Starts `pnpm start` in `root` and resolves with the seconds until /healthz answers; the server is stopped. */
async function startUntilAnswering(root: string, dataDir: string, port: number): Promise<number> {
  const t0 = performance.now()
  const child = spawn('pnpm', ['start'], {
    cwd: root,
    stdio: 'ignore',
    detached: true,
    env: { ...process.env, STOREDESK_DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1' },
  })
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`pnpm start in ${root} exited with ${child.exitCode}`)
      const up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) return round((performance.now() - t0) / 1000)
      await new Promise((r) => setTimeout(r, 250))
    }
  } finally {
    process.kill(-child.pid!, 'SIGTERM')
    await new Promise((r) => child.once('exit', r))
  }
}

const buildOf = (root: string, dir: string) => () => {
  rmSync(join(root, 'apps', dir, 'dist'), { recursive: true, force: true })
  must('pnpm', ['--filter', `./apps/${dir}`, 'build'], root)
}

for (const dir of subAppDirs(repoRoot))
  timed(`production build: ${dir}`, budgets.builds['sub-app']!, buildOf(repoRoot, dir))
timed('production build: host', budgets.builds.host!, buildOf(repoRoot, 'host'))
timed('production build: server', budgets.builds.server!, buildOf(repoRoot, 'server'))

if (!noClone) {
  const clone = mkdtempSync(join(tmpdir(), 'storedesk-clone-'))
  try {
    must('git', ['clone', '--quiet', repoRoot, clone], tmpdir())
    timed('fresh clone: pnpm install', null, () => must('pnpm', ['install', '--frozen-lockfile'], clone))
    const dataDir = join(clone, 'data')
    const port = 18_000 + (process.pid % 1000)
    const first = await startUntilAnswering(clone, dataDir, port)
    rows.push({
      what: 'fresh clone: pnpm install done → server answering',
      seconds: first,
      budget: budgets.benchmarks['fresh clone, pnpm install done, to server answering']!,
    })
    const again = await startUntilAnswering(clone, dataDir, port)
    rows.push({
      what: 'pnpm start again, nothing changed',
      seconds: again,
      budget: budgets.benchmarks['pnpm start again, nothing changed']!,
    })
    const fresh = await startUntilAnswering(clone, join(clone, 'data-fresh'), port)
    rows.push({
      what: 'fresh data folder, built checkout → answering',
      seconds: fresh,
      budget: budgets.benchmarks['fresh data folder on a built checkout, to server answering']!,
    })
  } finally {
    rmSync(clone, { recursive: true, force: true })
  }
}

const head = ['what', 'seconds', 'budget (s)']
const table = rows.map((r) => [r.what, r.seconds, r.budget ?? '—'])
console.log(`\n${textTable(head, table)}`)
const machine = machineFacts()
const markdown = `# Builds and start-up (${startedAt.toISOString()})

Machine: ${machine.cores} × ${machine.cpuModel}, ${machine.memoryGiB} GiB, Node ${machine.node}; load average at the end
${machine.loadAverage.join(' / ')}; commit ${machine.gitCommit}${machine.gitDirty ? ' (with uncommitted changes)' : ''}.
Command: \`pnpm bench builds${noClone ? ' --no-clone' : ''}\`. Builds are cold (dist removed first).

${mdTable(head, table)}
`
const files = writeReport('builds', startedAt, { machine, rows }, markdown)
console.log(`\nwritten: ${files.md}`)
