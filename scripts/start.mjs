// `pnpm start`: builds what is missing (the host app, each sub-app's release, the server bundle), then runs
// the server on the embedded database with demo data unless DATABASE_URL says otherwise. Sub-app releases
// go to <data>/apps/<name>/<version>/, where the server finds and registers them at start.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { subApps } from './lib/sub-apps.mjs'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const run = (args) => {
  const r = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (!existsSync(join(root, 'apps/host/dist/index.html'))) {
  console.log('Building the web app (first start only)…')
  run(['--filter', '@store/host', 'build'])
}
const dataDir = process.env.STOREDESK_DATA_DIR ?? join(root, 'data')
const appsDir = process.env.STOREDESK_APPS_DIR ?? join(dataDir, 'apps')
for (const { dir, version } of subApps(root)) {
  if (existsSync(join(appsDir, dir, version))) continue
  console.log(`Releasing the sub-app ${dir} ${version} (first start only)…`)
  const released = spawnSync(
    process.execPath,
    [join(root, 'scripts/release-subapp.mjs'), dir, '--version', version, '--apps-dir', appsDir],
    { cwd: root, stdio: 'inherit' },
  )
  if (released.status !== 0) process.exit(released.status ?? 1)
}
run(['--filter', '@store/server', 'build'])

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STOREDESK_DATA_DIR: dataDir, STOREDESK_APPS_DIR: appsDir },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
