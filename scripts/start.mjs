// `pnpm start`: builds what is not current (the host app, each sub-app's release, the server bundle:
// scripts/lib/builds.mjs), then runs the server on the embedded database with demo data unless
// DATABASE_URL says otherwise. Sub-app releases go to <data>/apps/<name>/<version>/, where the server
// finds and registers them at start. Each step prints its time.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { buildApp, holdsRelease, releaseSubApp, root } from './lib/builds.mjs'
import { createSteps } from './lib/steps.mjs'
import { subApps } from './lib/sub-apps.mjs'

const started = performance.now()
const steps = createSteps()
const stopOnFailure = (outcome) => {
  if (outcome === 'failed' || outcome === false) process.exit(1)
  return outcome
}

stopOnFailure(await steps.run('web app (host)', () => buildApp('host')))
const dataDir = process.env.STOREDESK_DATA_DIR ?? join(root, 'data')
const appsDir = process.env.STOREDESK_APPS_DIR ?? join(dataDir, 'apps')
// Each sub-app at its version, released from today's sources: a checkout whose sub-app changed without
// a new version (a pull, a local edit) gets that version released again in its own data folder.
for (const { dir, version } of subApps(root)) {
  if (holdsRelease(join(appsDir, dir, version), dir, version)) continue
  const again = existsSync(join(appsDir, dir, version))
  stopOnFailure(
    await steps.run(
      `release sub-app ${dir} ${version}${again ? ' (its sources changed)' : ''}`,
      async () => (await releaseSubApp({ dir, version, appsDir, force: again })).ok,
    ),
  )
}
stopOnFailure(await steps.run('API server', () => buildApp('server')))

console.log(`\nBuilds ready in ${((performance.now() - started) / 1000).toFixed(1)} s; starting the server…`)
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STOREDESK_DATA_DIR: dataDir, STOREDESK_APPS_DIR: appsDir },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
