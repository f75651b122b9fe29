// Publishes a sub-app build as a new version (docs/micro-apps-registry.md):
//   node scripts/release-subapp.mjs <app-dir-name> --version <semver> [--apps-dir D] [--no-build] [--force]
//        [--server URL --tenant 000000 --user admin --password P] [--current]
// Builds apps/<app> with STOREDESK_APP_VERSION unless a build of the same sources and version exists
// (scripts/lib/builds.mjs), copies it to <apps-dir>/<name>/<version>/ and, with --server, registers it
// through version/publish; without, the server registers it on its next start. --no-build releases
// whatever apps/<app>/dist holds.
import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { releaseBuild, root } from './lib/builds.mjs'

const RELEASE_FILE = 'storedesk-release.json'
const SEMVER =
  /^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?(\+[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?$/
const CLIENT = { id: 'storedesk', secret: 'storedesk_secret' }

function fail(message) {
  console.error(`release-subapp: ${message}`)
  process.exit(1)
}

const { values: opts, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    version: { type: 'string' },
    'apps-dir': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    current: { type: 'boolean', default: false },
    server: { type: 'string' },
    tenant: { type: 'string', default: '000000' },
    user: { type: 'string', default: 'admin' },
    password: { type: 'string', default: process.env.STOREDESK_RELEASE_PASSWORD },
  },
})

const [appDir] = positionals
if (!appDir || !/^[A-Za-z][A-Za-z0-9_-]*$/.test(appDir))
  fail('name the sub-app folder under apps/, e.g. child-store-demo')
if (!opts.version || !SEMVER.test(opts.version)) fail('--version must be a semantic version, e.g. 1.2.0')
const source = join(root, 'apps', appDir)
if (!existsSync(join(source, 'package.json'))) fail(`apps/${appDir} is not a workspace app`)

let dist = join(source, 'dist')
if (!opts['no-build']) {
  const build = releaseBuild(appDir, opts.version)
  if (!build) fail(`the build of apps/${appDir} failed`)
  console.log(
    `apps/${appDir} ${opts.version}: ${build.outcome === 'built' ? 'built' : `reused (${build.outcome})`}`,
  )
  dist = build.folder
}

const manifestFile = join(dist, RELEASE_FILE)
if (!existsSync(manifestFile))
  fail(`${manifestFile} is missing: the sub-app's webpack preset writes it in every build`)
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'))
if (manifest.version !== opts.version)
  fail(`dist holds version ${manifest.version}, not ${opts.version}: build again (drop --no-build)`)
if (!/^[A-Za-z][A-Za-z0-9_-]{0,63}$/.test(manifest.name ?? '')) fail(`${RELEASE_FILE} names no valid app`)

const appsDir = resolve(
  opts['apps-dir'] ??
    process.env.STOREDESK_APPS_DIR ??
    join(process.env.STOREDESK_DATA_DIR ?? join(root, 'data'), 'apps'),
)
const target = join(appsDir, manifest.name, manifest.version)
if (existsSync(target)) {
  if (!opts.force)
    fail(`${target} exists: a published version is never replaced (use a new version, or --force)`)
  rmSync(target, { recursive: true })
}
cpSync(dist, target, { recursive: true })
console.log(`Copied ${manifest.name}@${manifest.version} to ${target}`)

if (!opts.server) {
  console.log('No --server: the server registers this version on its next start.')
  process.exit(0)
}
if (!opts.password) fail('--password (or STOREDESK_RELEASE_PASSWORD) is needed with --server')

const server = opts.server.replace(/\/$/, '')
const tokenRes = await fetch(`${server}/api/blade-auth/oauth/token`, {
  method: 'POST',
  headers: {
    authorization: `Basic ${Buffer.from(`${CLIENT.id}:${CLIENT.secret}`).toString('base64')}`,
    'content-type': 'application/x-www-form-urlencoded',
    'tenant-id': opts.tenant,
  },
  body: new URLSearchParams({
    grant_type: 'password',
    scope: 'all',
    tenantId: opts.tenant,
    username: opts.user,
    password: opts.password,
  }),
})
const token = await tokenRes.json()
if (!tokenRes.ok) fail(`sign-in refused: ${token.error_description ?? tokenRes.status}`)

const entry = /^https?:\/\//.test(manifest.entry)
  ? manifest.entry
  : `/apps/${manifest.name}/${manifest.version}/${manifest.entry}`
const publishRes = await fetch(`${server}/api/blade-system/micro-app/version/publish`, {
  method: 'POST',
  headers: { 'blade-auth': `bearer ${token.access_token}`, 'content-type': 'application/json' },
  body: JSON.stringify({
    name: manifest.name,
    version: manifest.version,
    entry,
    bridge: manifest.bridge,
    current: opts.current,
  }),
})
const published = await publishRes.json()
if (published.code !== 200) fail(`publish refused: ${published.msg}`)
console.log(
  `Published ${manifest.name}@${manifest.version}${published.data.current ? ' (current)' : ''}: ${entry}`,
)
