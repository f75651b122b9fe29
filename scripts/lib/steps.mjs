// Progress for long commands: each step prints a line when it starts and one with its time when it
// ends, and the whole run can end with a table of the steps' times.

/** @typedef {{ name: string, seconds: number, outcome: string }} StepTime */

export function createSteps() {
  /** @type {StepTime[]} */
  const times = []
  return {
    /**
     * Runs `work` as a named step. `work` returns the outcome to print ('built', 'current', 'failed',
     * `true`/`false`); the step's outcome is returned.
     * @template T @param {string} name @param {() => T | Promise<T>} work @returns {Promise<T>}
     */
    async run(name, work) {
      console.log(`\n▶ ${name}`)
      const started = performance.now()
      const outcome = await work()
      const seconds = (performance.now() - started) / 1000
      const said = outcome === true ? 'ok' : outcome === false ? 'failed' : String(outcome)
      times.push({ name, seconds, outcome: said })
      console.log(`✓ ${name}: ${said} in ${seconds.toFixed(1)} s`)
      return outcome
    },
    times,
    /** The steps' times as a plain-text table. */
    table() {
      const width = Math.max(4, ...times.map((t) => t.name.length))
      const rows = times.map(
        (t) => `${t.name.padEnd(width)}  ${t.seconds.toFixed(1).padStart(7)} s  ${t.outcome}`,
      )
      const total = times.reduce((sum, t) => sum + t.seconds, 0)
      return [
        `${'step'.padEnd(width)}  ${'time'.padStart(9)}  outcome`,
        ...rows,
        `${'total'.padEnd(width)}  ${total.toFixed(1).padStart(7)} s`,
      ].join('\n')
    },
  }
}
