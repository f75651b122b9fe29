import fp from 'fastify-plugin'
import type { FastifyError, FastifySchemaValidationError } from 'fastify'

/** A UTF-16 surrogate without its pair: no UTF-8 text (nor PostgreSQL json) can hold it. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/**
 * Where a validated input still holds what the database cannot take, the path of the first such
 * value: a number that is not finite (the validator coerces `?size=1e309` or `Infinity` to Infinity
 * and then skips its range checks) or beyond the exact integers (`?current=1e23` makes an offset
 * PostgreSQL cannot read); a text with a NUL character (PostgreSQL text refuses it) or half a
 * surrogate pair (json refuses it).
 */
export function unstorablePath(value: unknown, path = ''): string | null {
  if (typeof value === 'number')
    return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : path
  if (typeof value === 'string') return value.includes('\u0000') || LONE_SURROGATE.test(value) ? path : null
  if (value && typeof value === 'object') {
    for (const [key, v] of Object.entries(value)) {
      const found = unstorablePath(v, `${path}/${key}`)
      if (found !== null) return found
    }
  }
  return null
}

/**
 * Refuses such inputs after validation, as a validation failure of the field (400 in the envelope),
 * before any handler passes them to SQL (where they were a 500; issue 10 fuzzing found them).
 */
export const inputGuardPlugin = fp(
  async (app) => {
    app.addHook('preHandler', async (req) => {
      for (const [part, value] of [
        ['querystring', req.query],
        ['params', req.params],
        ['body', req.body],
      ] as const) {
        const path = unstorablePath(value)
        if (path === null) continue
        const invalid: FastifySchemaValidationError = {
          keyword: 'format',
          instancePath: path,
          schemaPath: '#',
          params: {},
          message: 'not storable',
        }
        const error = Object.assign(new Error(`unstorable ${part} value at ${path || '/'}`), {
          validation: [invalid],
          validationContext: part,
        }) as FastifyError & { validation: FastifySchemaValidationError[]; validationContext: typeof part }
        // A route that answers its own validation failures (the token endpoint's OAuth2 errors) gets it attached.
        if (req.routeOptions.attachValidation) {
          req.validationError = error
          return
        }
        throw error
      }
    })
  },
  { name: 'input-guard', dependencies: ['envelope'] },
)
