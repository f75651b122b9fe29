'use strict'
// TypeBox is published as some 700 small ES modules. Every test file loads it (through @store/contract),
// and jest resolves, transforms and compiles each of them again for each file: about a second of CPU
// per file, server and screens alike. Bundled once into one CommonJS file it loads as one module. The
// bundle is cached under node_modules/.cache and named by the versions it is made from, so an upgrade
// makes a new one; it is written to a temporary name and renamed, so jest runs side by side never read
// half a file.
const { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } = require('node:fs')
const { dirname, join } = require('node:path')

const CACHE = join(__dirname, '../../node_modules/.cache/storedesk-jest')

/** The folder of package `name` as seen from `fromDir` (TypeBox exports no package.json). */
function packageDir(name, fromDir) {
  let dir = dirname(require.resolve(name, { paths: [fromDir] }))
  while (!existsSync(join(dir, 'package.json'))) dir = dirname(dir)
  return dir
}

const manifestOf = (dir) => JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'))

/**
 * Every entry point the package exports ('typebox', 'typebox/value'…) and the name its exports take in
 * the bundle: all of them, so no import anywhere loads a second copy with its own registries.
 */
function entriesOf(manifest) {
  return Object.fromEntries(
    Object.keys(manifest.exports)
      .filter((subpath) => !subpath.endsWith('.json'))
      .map((subpath) => [
        subpath === '.' ? manifest.name : `${manifest.name}/${subpath.slice(2)}`,
        subpath === '.' ? 'root' : subpath.slice(2),
      ]),
  )
}

function writeOnce(file, contents) {
  if (existsSync(file)) return
  const part = `${file}.${process.pid}.part`
  writeFileSync(part, contents)
  renameSync(part, file)
}

/**
 * jest `moduleNameMapper` entries sending TypeBox's entry points to one prebundled copy, built on the
 * first call. @param {string} fromDir a folder TypeBox resolves from
 * @returns {Record<string, string>}
 */
function prebundledTypebox(fromDir) {
  const typeboxDir = packageDir('typebox', fromDir)
  const esbuild = require('esbuild')
  const manifest = manifestOf(typeboxDir)
  const entries = entriesOf(manifest)
  const stem = `typebox-${manifest.version}-esbuild-${esbuild.version}`
  const bundle = join(CACHE, `${stem}.cjs`)
  mkdirSync(CACHE, { recursive: true })
  if (!existsSync(bundle)) {
    const entry = Object.entries(entries)
      .map(([specifier, name]) => `export * as ${name} from '${specifier}'`)
      .join('\n')
    const { outputFiles } = esbuild.buildSync({
      stdin: { contents: entry, resolveDir: typeboxDir, sourcefile: 'typebox-entries.mjs' },
      bundle: true,
      format: 'cjs',
      platform: 'node',
      target: 'node20',
      write: false,
      logLevel: 'warning',
    })
    writeOnce(bundle, outputFiles[0].contents)
  }
  const mapper = {}
  for (const [specifier, name] of Object.entries(entries)) {
    // one module per entry point, marked as an ES module so a default import finds `default`
    const shim = join(CACHE, `${stem}-${name}.cjs`)
    writeOnce(shim, `module.exports = { __esModule: true, ...require(${JSON.stringify(bundle)}).${name} }\n`)
    mapper[`^${specifier.replace('/', '\\/')}$`] = shim
  }
  return mapper
}

module.exports = { prebundledTypebox }
