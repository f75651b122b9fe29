import { execFile, execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { repoRoot } from './server'

/** A clone of this checkout's HEAD with its dependencies installed, for tests that change sources. */
export interface CheckoutCopy {
  dir: string
  /** runs a command in the copy and returns its output; a non-zero exit throws with the output */
  run(command: string, args: string[], env?: Record<string, string>): string
  /** the same, without waiting: the command runs beside what the test does next */
  runBeside(command: string, args: string[], env?: Record<string, string>): Promise<string>
  remove(): void
}

export function copyCheckout(prefix: string): CheckoutCopy {
  const dir = mkdtempSync(join(tmpdir(), `storedesk-${prefix}-`))
  execFileSync('git', ['clone', '--quiet', repoRoot, dir])
  const options = (env: Record<string, string>) => ({
    cwd: dir,
    env: { ...process.env, ...env },
    maxBuffer: 64 << 20,
  })
  const run = (command: string, args: string[], env: Record<string, string> = {}) =>
    execFileSync(command, args, { ...options(env), stdio: 'pipe' }).toString()
  const runBeside = (command: string, args: string[], env: Record<string, string> = {}) =>
    new Promise<string>((resolve, reject) =>
      execFile(command, args, options(env), (error, stdout, stderr) =>
        error
          ? reject(new Error(`${command} ${args.join(' ')} failed:\n${stdout}${stderr}`))
          : resolve(stdout),
      ),
    )
  run('pnpm', ['install', '--frozen-lockfile', '--prefer-offline', '--reporter', 'silent'])
  return { dir, run, runBeside, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
