import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './server'

/** A clone of this checkout's HEAD with its dependencies installed, for tests that change sources. */
export interface CheckoutCopy {
  dir: string
  /** runs a command in the copy and returns its output; a non-zero exit throws with the output */
  run(command: string, args: string[], env?: Record<string, string>): string
  remove(): void
}

export function copyCheckout(prefix: string): CheckoutCopy {
  const dir = mkdtempSync(join(tmpdir(), `storedesk-${prefix}-`))
  execFileSync('git', ['clone', '--quiet', repoRoot, dir])
  const run = (command: string, args: string[], env: Record<string, string> = {}) =>
    execFileSync(command, args, {
      cwd: dir,
      stdio: 'pipe',
      env: { ...process.env, ...env },
      maxBuffer: 64 << 20,
    }).toString()
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter', 'silent'])
  return { dir, run, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
