import { readdirSync, readFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import { MODULES } from './module-list'

const modulesDir = join(__dirname, 'modules')
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('__'))
  .map((e) => e.name)

/** A module's own source: its tests and their fixtures (as eslint's module rule tells them) may reach anywhere. */
const isSource = (file: string) =>
  file.endsWith('.ts') && !/(\.test|^test-.*|test-kit)\.ts$/.test(basename(file))

/** The modules each module's source imports (through `'../<other>'`; `core/` is no module). */
function importGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>()
  for (const m of folders) {
    const imported = new Set<string>()
    const files = readdirSync(join(modulesDir, m), { recursive: true, encoding: 'utf8' }).filter(isSource)
    for (const file of files) {
      const text = readFileSync(join(modulesDir, m, file), 'utf8')
      for (const [, other] of text.matchAll(/from '\.\.\/([^./'][^/']*)'/g)) {
        if (other !== m && folders.includes(other!)) imported.add(other!)
      }
    }
    graph.set(m, imported)
  }
  return graph
}

/** Pairs of modules that import each other, each as `a <-> b` (a before b alphabetically). */
function twoWayPairs(graph: Map<string, Set<string>>): string[] {
  const pairs = [...graph].flatMap(([a, imports]) =>
    [...imports].filter((b) => a < b && graph.get(b)?.has(a)).map((b) => `${a} <-> ${b}`),
  )
  return pairs.sort()
}

describe('the module list (ARCHITECTURE §1: app.ts and the seeders walk one ordered list)', () => {
  it('holds every module folder once, named as its folder', () => {
    expect(MODULES.map((m) => m.name).sort()).toEqual([...folders].sort())
  })

  it('puts each module after the modules it depends on', () => {
    const seen = new Set<string>()
    const misplaced: string[] = []
    for (const m of MODULES) {
      for (const d of m.dependsOn ?? []) if (!seen.has(d)) misplaced.push(`${m.name} needs ${d} first`)
      seen.add(m.name)
    }
    expect(misplaced).toEqual([])
  })

  it('declares each area (application code) in one module only', () => {
    const codes = MODULES.flatMap((m) => (m.applications ?? []).map((a) => a.code))
    expect(codes.filter((c, i) => codes.indexOf(c) !== i)).toEqual([])
  })

  // A lower module that must reach a higher one owns a hook the higher one plugs into (docs/areas.md).
  it('has no two modules importing each other', () => {
    expect(twoWayPairs(importGraph())).toEqual([])
  })
})
