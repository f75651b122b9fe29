#!/usr/bin/env node
// Summarises a V8 CPU profile (`node --cpu-prof`): where the process spent its CPU, by the file or
// package on the stack (inclusive: a sample counts for every file it passes through) and by function
// (self time). `--from`/`--to` (seconds since the profile started) pick one load's window out of a
// whole benchmark run. docs/performance.md says how the profiles are taken.
//
//   node bench/tools/profile-summary.mjs <file.cpuprofile> [--from 120] [--to 130] [--top 25]
import { readFileSync } from 'node:fs'
import { parseArgs } from 'node:util'

const { values, positionals } = parseArgs({
  options: {
    from: { type: 'string', default: '0' },
    to: { type: 'string', default: 'Infinity' },
    top: { type: 'string', default: '25' },
  },
  allowPositionals: true,
})
if (positionals.length !== 1) {
  console.error('usage: profile-summary.mjs <file.cpuprofile> [--from s] [--to s] [--top n]')
  process.exit(2)
}
const profile = JSON.parse(readFileSync(positionals[0], 'utf8'))
const fromUs = Number(values.from) * 1e6
const toUs = Number(values.to) * 1e6
const top = Number(values.top)

const byId = new Map(profile.nodes.map((n) => [n.id, n]))
const parentOf = new Map()
for (const n of profile.nodes) for (const c of n.children ?? []) parentOf.set(c, n.id)

/** A frame's place: the package under node_modules, the source file under apps/ or packages/, or V8's own. */
function placeOf(url) {
  if (!url) return '(native / V8)'
  const pkg = /node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (pkg) return pkg[1]
  const src = /\/((?:apps|packages|bench)\/.*)$/.exec(url)
  if (src) return src[1]
  if (url.startsWith('node:')) return url
  return url.replace(/^file:\/\//, '')
}

const inclusive = new Map()
const self = new Map()
let total = 0
let idle = 0
let t = profile.startTime
for (let i = 0; i < profile.samples.length; i++) {
  t += profile.timeDeltas[i] ?? 0
  const at = t - profile.startTime
  if (at < fromUs || at > toUs) continue
  const dt = profile.timeDeltas[i + 1] ?? 0
  const leaf = byId.get(profile.samples[i])
  const name = leaf.callFrame.functionName
  if (name === '(idle)') {
    idle += dt
    continue
  }
  total += dt
  const key = `${name || '(anonymous)'}  ${placeOf(leaf.callFrame.url)}:${leaf.callFrame.lineNumber + 1}`
  self.set(key, (self.get(key) ?? 0) + dt)
  const places = new Set()
  for (let id = leaf.id; id !== undefined; id = parentOf.get(id)) {
    places.add(placeOf(byId.get(id).callFrame.url))
  }
  for (const p of places) inclusive.set(p, (inclusive.get(p) ?? 0) + dt)
}

const ms = (us) => (us / 1000).toFixed(0).padStart(7)
const pct = (us) => `${((100 * us) / (total || 1)).toFixed(1).padStart(5)}%`
console.log(`busy ${ms(total)} ms, idle ${ms(idle)} ms in the window`)
console.log('\nOn the stack (inclusive), by file or package:')
for (const [k, v] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${ms(v)} ms ${pct(v)}  ${k}`)
console.log('\nSelf time, by function:')
for (const [k, v] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
  console.log(`${ms(v)} ms ${pct(v)}  ${k}`)
