#!/usr/bin/env node
// `pnpm bench <name> [args…]` runs bench/<name>.ts with tsx; `pnpm bench` runs every bench/*.ts suite
// in turn. Each suite writes its dated report under bench/results/.
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

const [name, ...args] = process.argv.slice(2).filter((a, i) => !(i === 0 && a === '--'))
const all = suites()

if (name && !name.startsWith('-')) {
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
  const flags = name ? [name, ...args] : []
  const failed = []
  for (const suite of all) {
    if ((await run(suite, flags)) !== 0) failed.push(suite)
  }
  console.log(
    `\nbench: ${all.length - failed.length} of ${all.length} suites passed${failed.length ? ` (failed: ${failed.join(', ')})` : ''}`,
  )
  process.exitCode = failed.length ? 1 : 0
}
