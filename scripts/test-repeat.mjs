// `pnpm test:repeat <test file or pattern> [--times 20] [-- jest options]`: runs the same tests again and
// again, each run a fresh jest process, and prints how many runs failed. For every test that ever
// failed in CI: a flaky test is a defect, and twenty green runs in a row (under load, too) are the
// evidence that its cause is found.
import { spawnSync } from 'node:child_process'
import { parseArgs } from 'node:util'
import { root } from './lib/builds.mjs'

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { times: { type: 'string', default: '20' } },
})
const times = Number(values.times)
if (!positionals.length || !Number.isInteger(times) || times < 1) {
  console.error('usage: pnpm test:repeat <test file or pattern> [--times N] [-- jest options]')
  process.exit(2)
}

const failures = []
for (let run = 1; run <= times; run += 1) {
  const started = performance.now()
  const r = spawnSync('pnpm', ['exec', 'jest', '--silent', ...positionals], {
    cwd: root,
    stdio: 'pipe',
    encoding: 'utf8',
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  if (r.status === 0) {
    console.log(`run ${run}/${times}: passed in ${seconds} s`)
  } else {
    failures.push(run)
    console.log(`run ${run}/${times}: FAILED in ${seconds} s\n${r.stdout}${r.stderr}`)
  }
}
console.log(
  `\n${times - failures.length} of ${times} runs passed${failures.length ? `; failed: ${failures.join(', ')}` : ''}`,
)
process.exit(failures.length ? 1 : 0)
