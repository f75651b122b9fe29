#!/usr/bin/env node
// `pnpm bench <name> [args…]` runs bench/<name>.ts with tsx; `pnpm bench` runs the release set in turn
// (DEFAULT_SUITES, under 10 minutes here) and `pnpm bench all` every bench/*.ts suite. Each suite writes
// its dated report under bench/results/.
import { spawn } from 'node:child_process'
import { existsSync, readdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = dirname(dirname(fileURLToPath(import.meta.url)))
const benchDir = join(root, 'bench')

const suites = () =>
  readdirSync(benchDir)
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'))
    .map((f) => f.slice(0, -3))
    .sort()

let tsxCli
try {
  tsxCli = createRequire(join(benchDir, 'package.json')).resolve('tsx/cli')
} catch {
  console.error('bench: tsx is not installed; run `pnpm install` at the repository root first.')
  process.exit(1)
}

let current
for (const signal of ['SIGINT', 'SIGTERM']) {
  // The suite cleans up (servers, temp folders, the PostgreSQL database) on the signal itself.
  process.on(signal, () => current?.kill(signal))
}

function run(name, args) {
  return new Promise((resolve) => {
    console.log(`\n=== bench ${name} ===`)
    current = spawn(process.execPath, [tsxCli, join(benchDir, `${name}.ts`), ...args], {
      cwd: root,
      stdio: 'inherit',
    })
    current.on('exit', (code, signal) => resolve(signal ? 1 : (code ?? 1)))
    current.on('error', (err) => {
      console.error(err)
      resolve(1)
    })
  })
}

/** The API at 10/50/200 connections with data at scale, and the browser's costs; the longer suites
 * (foundation, export, soak: about 20 minutes together) run by name or with `all`. */
const DEFAULT_SUITES = ['api', 'web']

const [name, ...args] = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'))
const all = suites()

if (name && name !== 'all' && !name.startsWith('-')) {
  if (!existsSync(join(benchDir, `${name}.ts`))) {
    console.error(`bench: no suite "${name}" (bench/${name}.ts). Suites: ${all.join(', ') || 'none'}`)
    process.exit(2)
  }
  process.exitCode = await run(name, args)
} else {
  if (all.length === 0) {
    console.error('bench: no suites in bench/')
    process.exit(2)
  }
  const flags = name === 'all' ? args : name ? [name, ...args] : []
  const chosen = name === 'all' ? all : DEFAULT_SUITES
  const failed = []
  for (const suite of chosen) {
    if ((await run(suite, flags)) !== 0) failed.push(suite)
  }
  console.log(
    `\nbench: ${chosen.length - failed.length} of ${chosen.length} suites passed${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`,
  )
  process.exitCode = failed.length ? 1 : 0
}
