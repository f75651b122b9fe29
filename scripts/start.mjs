// `pnpm start`: builds what is missing (the host app, the server bundle), then runs the server on the
// embedded database with demo data unless DATABASE_URL says otherwise.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const run = (args) => {
  const r = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' })
  if (r.status !== 0) process.exit(r.status ?? 1)
}

if (!existsSync(join(root, 'apps/host/dist/index.html'))) {
  console.log('Building the web app (first start only)…')
  run(['--filter', '@store/host', 'build'])
}
run(['--filter', '@store/server', 'build'])

const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { STOREDESK_DATA_DIR: join(root, 'data'), ...process.env },
})
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))
