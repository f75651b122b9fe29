import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const CANNON = fileURLToPath(new URL('./cannon.mjs', import.meta.url))

export interface LoadOptions {
  url: string
  connections: number
  /** Seconds. */
  duration: number
  /** Seconds before autocannon gives up on one request (counted in `errors` and `timeouts`). */
  timeout?: number
  headers?: Record<string, string>
  /** Calls each connection makes in turn (paths on `url`'s origin); without it, `url` again and again. */
  requests?: { method?: string; path: string; body?: string; headers?: Record<string, string> }[]
  /** Requests per second across all connections; without it, as fast as the server answers. */
  overallRate?: number
}

export interface LoadResult {
  url: string
  connections: number
  durationS: number
  reqPerSec: number
  reqPerSecStddev: number
  requestsTotal: number
  latencyMs: { mean: number; p50: number; p90: number; p99: number; max: number }
  bytesPerSec: number
  ok2xx: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
}

const children = new Set<ChildProcess>()

/** Stops every load process still running (on an early exit). */
export function killLoads(): void {
  for (const child of children) child.kill('SIGKILL')
  children.clear()
}

export interface RunningLoad {
  /** Resolves once autocannon has sent its first requests. */
  started: Promise<void>
  /** Resolves with the figures when the run ends. */
  done: Promise<LoadResult>
}

/** Starts autocannon in a child process (never in the process that hosts the measured server). */
export function startLoad(opts: LoadOptions): RunningLoad {
  const child = spawn(process.execPath, [CANNON, JSON.stringify(opts)], { stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  let onStart: () => void = () => {}
  const started = new Promise<void>((resolve) => (onStart = resolve))
  const done = new Promise<LoadResult>((resolve, reject) => {
    let buffer = ''
    let stderr = ''
    let result: LoadResult | undefined
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk
      let nl: number
      while ((nl = buffer.indexOf('\n')) >= 0) {
        const line = buffer.slice(0, nl)
        buffer = buffer.slice(nl + 1)
        if (!line.trim()) continue
        const msg = JSON.parse(line) as { event: string; message?: string } & LoadResult
        if (msg.event === 'start') onStart()
        else if (msg.event === 'result') result = msg
        else if (msg.event === 'error') stderr += msg.message
      }
    })
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('exit', (code) => {
      children.delete(child)
      onStart()
      if (result) resolve(result)
      else reject(new Error(`autocannon exited with ${code}: ${stderr.trim()}`))
    })
  })
  return { started, done }
}

export const runLoad = (opts: LoadOptions): Promise<LoadResult> => startLoad(opts).done
