import { createHash } from 'node:crypto'
import compress from '@fastify/compress'
import fp from 'fastify-plugin'
import { constants } from 'node:zlib'
import type { FastifyReply, FastifyRequest } from 'fastify'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** a start-up call the shell repeats: answered with an ETag, and 304 when the client holds it */
    etag?: boolean
  }
}

/** Bodies below this many bytes go out as they are: compressing them saves less than it costs. */
const COMPRESS_THRESHOLD = 1024

/** The ETag of a body: weak, as the bytes on the wire differ with the content encoding. */
export const etagOf = (body: string | Buffer) => `W/"${createHash('sha1').update(body).digest('base64url')}"`

/** Whether the client's If-None-Match names the ETag (or is `*`). */
export function clientHolds(req: FastifyRequest, etag: string): boolean {
  const held = req.headers['if-none-match']
  if (!held) return false
  return held
    .split(',')
    .map((t) => t.trim().replace(/^W\//, ''))
    .some((t) => t === '*' || t === etag.replace(/^W\//, ''))
}

/**
 * Marks a reply as revalidated: the browser keeps the body and asks again every time
 * (`no-cache`), shared caches never keep it (`private`).
 */
export function withEtag(reply: FastifyReply, etag: string): FastifyReply {
  return reply.header('etag', etag).header('cache-control', 'private, no-cache')
}

/**
 * Bytes on the wire: responses above a small threshold are compressed as the client accepts (brotli,
 * else gzip) at cheap levels, as they are built per request; routes configured with `etag` answer an
 * ETag and 304 without a body when the client already holds that body. Register before the routes.
 */
export const wirePlugin = fp(
  async (app) => {
    // Registered before the compression, so its hook sees the body as serialised, not compressed.
    app.addHook('onSend', async (req, reply, payload) => {
      if (!req.routeOptions.config.etag || req.method !== 'GET' || reply.statusCode !== 200) return payload
      if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload
      const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload)
      withEtag(reply, etag)
      if (!clientHolds(req, etag)) return payload
      reply.code(304)
      return ''
    })
    await app.register(compress, {
      threshold: COMPRESS_THRESHOLD,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 4 },
    })
  },
  { name: 'wire', dependencies: ['envelope'] },
)
