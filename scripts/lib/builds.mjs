// Build once: a build is stamped with the hash of what it was made from (configs/webpack/source-hash.cjs)
// and reused while that hash holds. The host and the server carry `dist/storedesk-build.json`, written
// after a successful build; a sub-app's release carries `source` in its own storedesk-release.json, and
// each version built is kept under the app's node_modules/.cache, so releasing 1.0.0 and 2.0.0 of the
// same sources builds each once.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { command } from './steps.mjs'

const require = createRequire(import.meta.url)
const { sourceHash } = require('../../configs/webpack/source-hash.cjs')
const { RELEASE_FILE, releaseSource } = require('../../configs/webpack/release.cjs')

export const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
export const BUILD_STAMP = 'storedesk-build.json'

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'))
  } catch {
    return undefined
  }
}

/** Runs `pnpm <args>` in the repository; true when it succeeded. @param {string[]} args @param {object} [env] */
export function pnpm(args, env = {}) {
  return (
    spawnSync('pnpm', args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } }).status === 0
  )
}

/**
 * Builds the workspace app `apps/<dir>` with `pnpm build` unless its dist holds a build of the same
 * sources. @param {string} dir @returns {'current' | 'built' | 'failed'}
 */
export function buildApp(dir) {
  const appDir = join(root, 'apps', dir)
  const stampFile = join(appDir, 'dist', BUILD_STAMP)
  const source = sourceHash(appDir, ['production'])
  if (readJson(stampFile)?.source === source) return 'current'
  if (!pnpm(['--filter', `./apps/${dir}`, 'build'])) return 'failed'
  writeFileSync(stampFile, `${JSON.stringify({ source }, null, 2)}\n`)
  return 'built'
}

const releaseCache = (appDir, version) => join(appDir, 'node_modules/.cache/storedesk-releases', version)

/**
 * A folder holding the production build of sub-app `apps/<dir>` released as `version`: its dist when
 * that is current, else the copy kept from an earlier build of the same sources and version, else a
 * new build (then kept). @param {string} dir @param {string} version
 * @returns {{ folder: string, outcome: 'current' | 'cached' | 'built' } | undefined} undefined: the build failed
 */
export function releaseBuild(dir, version) {
  const appDir = join(root, 'apps', dir)
  const holds = (folder) => holdsRelease(folder, dir, version)
  const dist = join(appDir, 'dist')
  const cached = releaseCache(appDir, version)
  if (holds(dist)) return { folder: dist, outcome: 'current' }
  if (holds(cached)) return { folder: cached, outcome: 'cached' }
  if (!pnpm(['--filter', `./apps/${dir}`, 'build'], { STOREDESK_APP_VERSION: version })) return undefined
  if (!holds(dist)) throw new Error(`apps/${dir}: the build did not record the source of version ${version}`)
  rmSync(cached, { recursive: true, force: true })
  mkdirSync(dirname(cached), { recursive: true })
  cpSync(dist, cached, { recursive: true })
  return { folder: dist, outcome: 'built' }
}

/**
 * Whether `folder` holds sub-app `apps/<dir>` released as `version` from today's sources.
 * @param {string} folder @param {string} dir @param {string} version
 */
export function holdsRelease(folder, dir, version) {
  const manifest = readJson(join(folder, RELEASE_FILE))
  return manifest?.version === version && manifest?.source === releaseSource(join(root, 'apps', dir), version)
}

/**
 * Releases sub-app `apps/<dir>` as `version` into `appsDir` in a process of its own
 * (scripts/release-subapp.mjs), its output kept so releases running side by side print in one piece.
 * @param {{ dir: string, version: string, appsDir: string, force?: boolean }} release
 * @returns {Promise<{ ok: boolean, built: boolean }>} built: a build ran (else a current one was copied)
 */
export async function releaseSubApp({ dir, version, appsDir, force = false }) {
  const r = await command(
    process.execPath,
    [
      join(root, 'scripts/release-subapp.mjs'),
      dir,
      '--version',
      version,
      '--apps-dir',
      appsDir,
      ...(force ? ['--force'] : []),
    ],
    { cwd: root, buffered: true },
  )
  process.stdout.write(r.output)
  return { ok: r.status === 0, built: /: built$/m.test(r.output) }
}
