'use strict'
const zlib = require('node:zlib')

const COMPRESSIBLE = /\.(js|css|html|json|svg)$/
/** Below this, gzip's header costs more than it saves. */
const MIN_BYTES = 1024

/**
 * Writes `<asset>.gz` (gzip level 9) next to every text asset, once, at build time: the server sends it
 * to browsers that accept gzip (`preCompressed` of @fastify/static), so it never compresses per request.
 */
class PrecompressPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!COMPRESSIBLE.test(name) || source.size() < MIN_BYTES) continue
            const gzipped = zlib.gzipSync(source.buffer(), { level: 9 })
            compilation.emitAsset(`${name}.gz`, new sources.RawSource(gzipped))
          }
        },
      )
    })
  }
}

module.exports = { PrecompressPlugin }
