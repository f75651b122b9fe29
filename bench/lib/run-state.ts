/**
 * What a suite tears down when it ends or is interrupted, and the problems it met on the way. A
 * suite registers each resource it starts (`onCleanup`) and releases them newest first.
 */
const cleanups: { label: string; fn: () => Promise<void> | void }[] = []

/** Problems met during the run; the report lists them and the suite exits non-zero. */
export const problems: string[] = []

let interruptedAt = 0
/** True once SIGINT or SIGTERM arrived: long loops stop early. */
export const interrupted = (): boolean => interruptedAt > 0

export function onCleanup(label: string, fn: () => Promise<void> | void): void {
  cleanups.push({ label, fn })
}

/** How many cleanups are registered: pass it to `cleanupTo` to release what was started after. */
export const cleanupMark = (): number => cleanups.length

/** Runs the cleanups registered after `mark`, newest first; a failing one is reported, not fatal. */
export async function cleanupTo(mark: number): Promise<void> {
  while (cleanups.length > mark) {
    const { label, fn } = cleanups.pop()!
    try {
      await fn()
    } catch (err) {
      const msg = `cleanup "${label}" failed: ${(err as Error).message}`
      problems.push(msg)
      console.error(msg)
    }
  }
}

/** On SIGINT/SIGTERM: `stop` (kill the load), then every cleanup, then exit 130. */
export function cleanUpOnSignals(stop: () => void): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      // Ctrl-C reaches both `scripts/bench.mjs` (which forwards it) and this process: only a second
      // signal a while after the first skips the cleanup.
      if (interruptedAt) {
        if (Date.now() - interruptedAt > 2000) process.exit(130)
        return
      }
      interruptedAt = Date.now()
      console.error(`\n${signal}: stopping load, closing servers, removing temp data…`)
      stop()
      void cleanupTo(0).finally(() => process.exit(130))
    })
  }
}
