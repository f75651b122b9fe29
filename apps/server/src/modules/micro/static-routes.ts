import { existsSync, realpathSync, statSync } from 'node:fs'
import { join, sep } from 'node:path'
import type { FastifyInstance } from 'fastify'
import fastifyStatic from '@fastify/static'
import { MICRO_APPS_PATH } from '@store/contract'
import { AppError } from '../../core/errors'
import { isAppName, isSemver, safeFilePath } from './rules'

/** Files a host or qiankun fetches to learn what to load next: always revalidated. */
const ENTRY_FILES = /(^|\/)(remoteEntry\.js|[^/]+\.json|[^/]+\.html)$/

interface Params {
  name: string
  version: string
  '*': string
}

/** The file a request names inside the apps folder, or undefined when it names none (or escapes). */
function fileOf(appsDir: string, { name, version, '*': path }: Params): string | undefined {
  const file = safeFilePath(path)
  if (!isAppName(name) || !isSemver(version) || !file) return undefined
  const full = join(appsDir, name, version, file)
  if (!existsSync(full) || !statSync(full).isFile()) return undefined
  const inside = realpathSync(full).startsWith(realpathSync(appsDir) + sep)
  return inside ? join(name, version, file) : undefined
}

/**
 * Serves sub-app builds from the apps folder as `/apps/<name>/<version>/<file>`, to any origin (a
 * host on another address fetches manifests and HTML entries cross-origin). Entry files are
 * revalidated every time; everything else is a hashed, versioned file cached for a year.
 */
export default async function staticRoutes(app: FastifyInstance, opts: { appsDir: string | undefined }) {
  const { appsDir } = opts
  await app.register(fastifyStatic, { serve: false })

  app.get<{ Params: Params }>(
    `${MICRO_APPS_PATH}/:name/:version/*`,
    { config: { public: true }, schema: { hide: true } },
    async (req, reply) => {
      const file = appsDir ? fileOf(appsDir, req.params) : undefined
      if (!appsDir || !file)
        throw new AppError(404, 404, 'microFileMissing', { path: req.url.split('?')[0]! })
      reply
        .header('access-control-allow-origin', '*')
        .header('cache-control', ENTRY_FILES.test(file) ? 'no-cache' : 'public, max-age=31536000, immutable')
      return reply.sendFile(file, appsDir, { cacheControl: false, dotfiles: 'deny' })
    },
  )
}
