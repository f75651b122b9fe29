import { spawn, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

// from __filename: under tsx (pnpm bench) a CommonJS module imported by ES modules has no __dirname
export const repoRoot = join(dirname(__filename), '../..')

/** A few hundred demo members show every screen; the default 5,000 cost each server ~20 s to seed. */
export const DEMO_MEMBERS = '300'

export interface RunningServer {
  url: string
  process: ChildProcess
  output: () => string
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>
  stop(signal?: NodeJS.Signals): Promise<number | null>
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number }
      srv.close(() => resolve(port))
    })
    srv.on('error', reject)
  })
}

/** Starts the production server bundle (of this checkout, or of `root`) as a real process on loopback. */
export async function startServer(
  env: Record<string, string>,
  opts: { waitReady?: boolean; readyWithinMs?: number; root?: string } = {},
): Promise<RunningServer> {
  const port = await freePort()
  let out = ''
  const root = opts.root ?? repoRoot
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      STOREDESK_DEMO_MEMBERS: DEMO_MEMBERS,
      // a host build elsewhere than apps/host/dist, to test one build while another is being made
      ...(process.env.STOREDESK_WEB_DIR ? { STOREDESK_WEB_DIR: process.env.STOREDESK_WEB_DIR } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  child.stdout!.on('data', (d) => (out += d))
  child.stderr!.on('data', (d) => (out += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const server: RunningServer = {
    url: `http://127.0.0.1:${port}`,
    process: child,
    output: () => out,
    exited,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal)
      return exited
    },
  }
  if (opts.waitReady === false) return server
  const readyWithin = opts.readyWithinMs ?? 60_000
  const deadline = Date.now() + readyWithin
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early (${child.exitCode}):\n${out}`)
    try {
      const res = await fetch(`${server.url}/readyz`)
      if (res.ok) return server
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200))
  }
  await server.stop('SIGKILL')
  throw new Error(`server did not become ready within ${readyWithin / 1000} s:\n${out}`)
}
