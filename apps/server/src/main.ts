import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { DataDirLockedError } from './core/db/embedded'
import { DEMO } from './seed'

const SHUTDOWN_GRACE_MS = 30_000

async function main() {
  const config = loadConfig()
  const app = await buildApp(config)
  await app.listen({ port: config.port, host: config.host })

  const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host
  const lines = [
    `Storedesk is running on http://${shown}:${config.port}  (API docs: /api/docs)`,
    `Ready ${process.uptime().toFixed(1)} s after the server process started`,
  ]
  lines.push(`Database: ${config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`}`)
  if (config.seedDemo) {
    lines.push('Demo accounts (tenant / account / password):')
    for (const t of DEMO.tenants)
      for (const u of t.users) lines.push(`  ${t.tenantId} / ${u.account} / ${u.password}`)
  }
  process.stdout.write(`\n${lines.join('\n')}\n\n`)

  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      app.log.error('shutdown took too long, exiting')
      process.exit(1)
    }, SHUTDOWN_GRACE_MS)
    force.unref()
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'error while shutting down')
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => shutdown('SIGTERM'))
  process.on('SIGINT', () => shutdown('SIGINT'))
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    process.stderr.write(`${err.message}\n`)
  } else {
    process.stderr.write(
      `Storedesk failed to start: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}\n`,
    )
  }
  process.exit(1)
})
