// Bundles the server for production: our TypeScript and the ES-module-only packages go into
// dist/*.js; every other dependency stays in node_modules. Migrations and the PGlite worker are read
// from src/ at run time (see src/core/paths.ts).
import { build } from 'esbuild'
import { readFileSync } from 'node:fs'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const bundled = new Set([
  '@store/contract',
  '@store/promotion-engine',
  'typebox',
  'jose',
  'bpmn-auto-layout',
  'bpmn-moddle',
])
const external = Object.keys(pkg.dependencies).filter((name) => !bundled.has(name))

await build({
  entryPoints: ['src/main.ts', 'src/migrate.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'cjs',
  sourcemap: true,
  external,
  logLevel: 'warning',
})
