import fp from 'fastify-plugin'
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify'
import {
  pickLocale,
  translate,
  type Locale,
  type MessageKey,
  type R,
  type RefusalReason,
} from '@store/contract'
import { AppError } from './errors'
import { describeValidation } from './validation-messages'

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale
  }
  interface FastifyContextConfig {
    /** field names in the caller's language, for validation messages */
    fieldLabels?: FieldLabels
  }
}

export function ok<T>(req: FastifyRequest, data: T): R<T> {
  return { code: 200, success: true, data, msg: translate('ok', req.locale) }
}

function fail(reply: FastifyReply, status: number, code: number, msg: string, reason?: RefusalReason) {
  return reply
    .status(status)
    .send({ code, success: false, data: null, msg, ...(reason && { reason }), requestId: reply.request.id })
}

const FRAMEWORK_ERRORS: Record<string, [number, MessageKey]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'badJson'],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'badJson'],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'payloadTooLarge'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'unsupportedMediaType'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'badJson'],
}

/**
 * The contract's envelope for every answer, and the only error reply: no internal message, SQL or
 * stack ever reaches the client (Fastify's default reply would send `err.message`).
 */
export const envelopePlugin = fp(
  async (app) => {
    app.decorateRequest('locale', 'zh_CN')
    app.addHook('onRequest', async (req) => {
      const query = req.query as Record<string, unknown> | undefined
      const lang = typeof query?.lang === 'string' ? query.lang : undefined
      req.locale = pickLocale(lang, req.headers['accept-language'])
    })

    app.setErrorHandler((err: FastifyError, req, reply) => {
      if (err instanceof AppError) {
        return fail(reply, err.statusCode, err.code, translate(err.key, req.locale, err.params), err.reason)
      }
      if (err.validation) {
        const labels = req.routeOptions.config.fieldLabels
        const detail = describeValidation(err.validation, req.locale, labels)
        return fail(reply, 400, 400, translate('validationFailed', req.locale, { detail }))
      }
      const known = err.code ? FRAMEWORK_ERRORS[err.code] : undefined
      if (known) return fail(reply, known[0], known[0], translate(known[1], req.locale))
      const sqlState = postgresCode(err)
      if (sqlState === '23505') return fail(reply, 400, 400, translate('duplicate', req.locale))
      if (sqlState === '57014') {
        req.log.warn({ err }, 'statement timed out')
        return fail(reply, 503, 503, translate('timeout', req.locale))
      }
      if (err.message === 'timeout exceeded when trying to connect') {
        req.log.warn('no database connection within the pool timeout')
        return fail(reply, 503, 503, translate('timeout', req.locale))
      }
      if (err.statusCode === 429) return fail(reply, 429, 429, err.message)
      req.log.error({ err }, 'unhandled error')
      return fail(reply, 500, 500, translate('internalError', req.locale, { requestId: req.id }))
    })

    app.setNotFoundHandler((req, reply) =>
      fail(
        reply,
        404,
        404,
        translate('routeNotFound', req.locale, { method: req.method, url: req.url.split('?')[0]! }),
      ),
    )
  },
  { name: 'envelope' },
)

/** The SQLSTATE of a database error, also when drizzle wraps it ("Failed query: …" with a cause). */
function postgresCode(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code
  }
  return undefined
}

export type FieldLabels = Record<string, Record<Locale, string>>
