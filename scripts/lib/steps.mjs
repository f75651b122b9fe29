// Progress for long commands: each step prints a line when it starts and one with its time when it
// ends, and the whole run can end with a table of the steps' times. Steps may run side by side
// (`together`): the table then also gives the wall-clock total, which is less than the steps' sum.
import { spawn } from 'node:child_process'

/** @typedef {{ name: string, seconds: number, outcome: string }} StepTime */

/**
 * Runs a command to its end. `buffered`: its output (stdout and stderr) is kept and returned, for a
 * step that runs beside others and prints in one piece when it ends; otherwise it goes straight out.
 * @param {string} cmd @param {string[]} args @param {{ cwd: string, env?: object, buffered?: boolean }} options
 * @returns {Promise<{ status: number | null, output: string }>}
 */
export function command(cmd, args, { cwd, env = {}, buffered = false }) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    })
    const chunks = []
    child.stdout?.on('data', (c) => chunks.push(c))
    child.stderr?.on('data', (c) => chunks.push(c))
    child.on('error', (err) => chunks.push(Buffer.from(`${cmd}: ${err.message}\n`)))
    child.on('close', (status) => resolve({ status, output: Buffer.concat(chunks).toString() }))
  })
}

export function createSteps() {
  const started = performance.now()
  /** @type {StepTime[]} */
  const times = []
  const steps = {
    /**
     * Runs `work` as a named step. `work` returns the outcome to print ('built', 'current', 'failed',
     * `true`/`false`); the step's outcome is returned.
     * @template T @param {string} name @param {() => T | Promise<T>} work @returns {Promise<T>}
     */
    async run(name, work) {
      console.log(`\n▶ ${name}`)
      const begun = performance.now()
      const outcome = await work()
      const seconds = (performance.now() - begun) / 1000
      const said = outcome === true ? 'ok' : outcome === false ? 'failed' : String(outcome)
      times.push({ name, seconds, outcome: said })
      console.log(`${said === 'failed' ? '✗' : '✓'} ${name}: ${said} in ${seconds.toFixed(1)} s`)
      return outcome
    },
    /**
     * Runs the tasks `limit` at a time (one per core: these are single-threaded tools and builds), each
     * started as soon as a slot frees; resolves when all have ended.
     * @param {number} limit @param {(() => Promise<unknown>)[]} tasks
     */
    async together(limit, tasks) {
      const queue = [...tasks]
      const lane = async () => {
        for (let task = queue.shift(); task; task = queue.shift()) await task()
      }
      await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, lane))
    },
    times,
    /** The steps' times as a plain-text table, ending with the wall-clock time since the start. */
    table() {
      const width = Math.max(4, ...times.map((t) => t.name.length))
      const rows = times.map(
        (t) => `${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)} s  ${t.outcome}`,
      )
      const wall = (performance.now() - started) / 1000
      return [
        `${'step'.padEnd(width)}  ${'time'.padStart(9)}  outcome`,
        ...rows,
        `${'total (wall clock)'.padEnd(width)}  ${wall.toFixed(1).padStart(7)} s`,
      ].join('\n')
    },
  }
  return steps
}
