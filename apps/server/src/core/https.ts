import type { FastifyRequest } from 'fastify'

/**
 * Whether the browser reached us over https. Behind a TLS-terminating proxy the request itself is
 * plain http; trusting X-Forwarded-Proto is safe for what uses this (it can only make a cookie or
 * the headers stricter).
 */
export const isHttps = (req: FastifyRequest) =>
  req.protocol === 'https' ||
  String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]!
    .trim() === 'https'
