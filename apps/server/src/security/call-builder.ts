import type { InjectOptions } from 'fastify'
import type { Operation, Schema } from './openapi-operations'

/** Values for id-like names (`id`, `ids`, `userId`, `roleIds` …): the other tenant's ids. */
export type IdSource = (name: string) => string[]

const ID_NAME = /^(id|ids|\w+Ids?)$/
const isIdName = (name: string) => ID_NAME.test(name)

/**
 * A value the schema accepts where it can be guessed cheaply (its default, first enum value, a
 * type-shaped placeholder); an id-like name gets the other tenant's ids.
 */
export function plausible(
  schema: Schema,
  resolve: (s: Schema) => Schema,
  name: string,
  ids: IdSource,
): unknown {
  const s = resolve(schema)
  if (isIdName(name)) {
    const found = ids(name)
    if (found.length) return name.endsWith('s') ? joinIds(s, found) : found[0]
  }
  if (s.default !== undefined) return s.default
  if (s.const !== undefined) return s.const
  if (s.enum) return s.enum[0]
  const variant = s.anyOf ?? s.oneOf
  if (variant) return plausible(variant[0]!, resolve, name, ids)
  switch ([s.type].flat()[0]) {
    case 'integer':
    case 'number':
      return s.minimum ?? 1
    case 'boolean':
      return false
    case 'array':
      return s.items ? [plausible(s.items, resolve, name, ids)] : []
    case 'object':
      return Object.fromEntries(
        Object.entries(s.properties ?? {})
          .filter(([key]) => s.required?.includes(key) || isIdName(key))
          .map(([key, sub]) => [key, plausible(sub, resolve, key, ids)]),
      )
    default:
      return s.pattern?.includes('[0-9]') ? '1' : 'x'
  }
}

/** Several ids as the schema wants them: an array, or a comma list. */
const joinIds = (s: Schema, found: string[]) =>
  [s.type].flat()[0] === 'array' ? found.slice(0, 3) : found.slice(0, 3).join(',')

/** The request for an operation with plausible parameters, ids from `ids`, and the given headers. */
export function plausibleCall(
  op: Operation,
  resolve: (s: Schema) => Schema,
  ids: IdSource,
  headers: Record<string, string>,
): InjectOptions {
  const query: Record<string, string> = {}
  for (const p of op.query) {
    if (!p.required && !isIdName(p.name)) continue
    const value = plausible(p.schema, resolve, p.name, ids)
    query[p.name] = Array.isArray(value) ? value.join(',') : String(value)
  }
  return {
    method: op.method,
    url: op.path,
    query,
    headers,
    ...(op.body && { payload: plausible(op.body, resolve, 'body', ids) as object }),
  }
}
