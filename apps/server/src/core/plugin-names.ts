import type { FastifyInstance } from 'fastify'

const DISPLAY_NAME = Symbol.for('fastify.display-name')

/**
 * Gives every plugin registered on `app` (and on the plugins' own instances, which inherit
 * `register`) its function's name before Fastify asks for it. Fastify names a plugin that
 * fastify-plugin did not name by looking for the function among the exports of every loaded module,
 * twice per plugin: about 120 plugins over 3,000 modules, a fifth of a server's start under jest,
 * whose module cache is a proxy (docs/builds.md). The name is the one Fastify would find, since no
 * module exports a plugin function as its whole module.
 */
export function namePluginsOnRegister(app: FastifyInstance): void {
  const register = app.register
  app.register = function (this: FastifyInstance, plugin: unknown, options?: unknown) {
    if (typeof plugin === 'function' && !Object.hasOwn(plugin, DISPLAY_NAME))
      Object.defineProperty(plugin, DISPLAY_NAME, { value: plugin.name || 'anonymous' })
    return (register as (this: FastifyInstance, plugin: unknown, options?: unknown) => unknown).call(
      this,
      plugin,
      options,
    )
  } as FastifyInstance['register']
}
