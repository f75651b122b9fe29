import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { MODULES } from './module-list'

const modulesDir = join(__dirname, 'modules')
const folders = readdirSync(modulesDir, { withFileTypes: true })
  .filter((e) => e.isDirectory() && !e.name.startsWith('__'))
  .map((e) => e.name)

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
})
