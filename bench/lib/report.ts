import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { performance } from 'node:perf_hooks'

export const benchDir = dirname(dirname(fileURLToPath(import.meta.url)))
export const repoRoot = dirname(benchDir)
export const serverDir = join(repoRoot, 'apps/server')
export const resultsDir = join(benchDir, 'results')

/** The version of an installed package, as resolved from `fromDir` (pnpm links each package's own). */
export function packageVersion(name: string, fromDir = serverDir): string | null {
  for (const base of [fromDir, benchDir, repoRoot]) {
    const file = join(base, 'node_modules', name, 'package.json')
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version
  }
  return null
}

function git(...args: string[]): string | null {
  try {
    return execFileSync('git', args, {
      cwd: repoRoot,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim()
  } catch {
    return null
  }
}

export interface MachineFacts {
  cpuModel: string
  cores: number
  memoryGiB: number
  loadAverage: number[]
  os: string
  node: string
  pnpm: string | null
  gitCommit: string | null
  gitDirty: boolean | null
}

export function machineFacts(): MachineFacts {
  const cpus = os.cpus()
  const agent = process.env.npm_config_user_agent ?? ''
  const status = git('status', '--porcelain', '--', 'apps', 'packages')
  return {
    cpuModel: cpus[0]?.model.trim() ?? 'unknown',
    cores: cpus.length,
    memoryGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    pnpm: /pnpm\/(\S+)/.exec(agent)?.[1] ?? null,
    gitCommit: git('rev-parse', '--short', 'HEAD'),
    gitDirty: status === null ? null : status.length > 0,
  }
}

/** `2026-11-23T10-00` (UTC): sorts by time and is safe in file names. */
export function stamp(date = new Date()): string {
  return date.toISOString().slice(0, 16).replace(':', '-')
}

/** Writes `<suite>-<stamp>.json` and `.md` under bench/results (a second run in the same minute adds seconds). */
export function writeReport(
  suite: string,
  startedAt: Date,
  json: unknown,
  markdown: string,
): { json: string; md: string } {
  mkdirSync(resultsDir, { recursive: true })
  let base = join(resultsDir, `${suite}-${stamp(startedAt)}`)
  if (existsSync(`${base}.json`))
    base = join(resultsDir, `${suite}-${startedAt.toISOString().slice(0, 19).replace(/:/g, '-')}`)
  writeFileSync(`${base}.json`, JSON.stringify(json, null, 2) + '\n')
  writeFileSync(`${base}.md`, markdown)
  return { json: `${base}.json`, md: `${base}.md` }
}

/** A GitHub-flavoured Markdown table; numbers are right-aligned. */
export function mdTable(head: string[], rows: (string | number)[][]): string {
  const right = head.map((_, i) => rows.length > 0 && rows.every((r) => typeof r[i] === 'number'))
  const line = (cells: (string | number)[]) => `| ${cells.map(String).join(' | ')} |`
  return [line(head), line(right.map((r) => (r ? '---:' : '---'))), ...rows.map(line)].join('\n')
}

/** The same table for a terminal: padded columns. */
export function textTable(head: string[], rows: (string | number)[][]): string {
  const all = [head, ...rows].map((r) => r.map(String))
  const widths = head.map((_, i) => Math.max(...all.map((r) => r[i]!.length)))
  const fmt = (r: string[]) =>
    r
      .map((c, i) => (typeof rows[0]?.[i] === 'number' ? c.padStart(widths[i]!) : c.padEnd(widths[i]!)))
      .join('  ')
  return [fmt(all[0]!), widths.map((w) => '-'.repeat(w)).join('  '), ...all.slice(1).map(fmt)].join('\n')
}

export const round = (n: number, digits = 1): number => {
  const f = 10 ** digits
  return Math.round(n * f) / f
}

/** `log(msg)` prefixed with the seconds since `start` (performance.now()). */
export const logSince =
  (start: number) =>
  (msg: string): void =>
    console.log(`[${((performance.now() - start) / 1000).toFixed(0).padStart(4)}s] ${msg}`)

/** Runs `fn` and records its milliseconds in `timings[name]`, even when it throws. */
export const timerInto =
  (timings: Record<string, number>) =>
  async <T>(name: string, fn: () => Promise<T>): Promise<T> => {
    const t0 = performance.now()
    try {
      return await fn()
    } finally {
      timings[name] = Math.round(performance.now() - t0)
    }
  }
