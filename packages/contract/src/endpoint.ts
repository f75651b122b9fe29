import type { Static, TSchema } from 'typebox'

/** Every API address starts with it; a front end tells API addresses from others by it. */
export const API_PREFIX = '/api/'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE'

/**
 * One call of the API, declared once: the server validates with these schemas and documents them,
 * the clients type their arguments and answer with them.
 */
export interface Endpoint {
  method: HttpMethod
  /** the full URL, e.g. `/api/blade-desk/favorite/change` */
  path: string
  summary: string
  tags?: string[]
  /** `[]` for a public call (no bearer token), as OpenAPI documents it */
  security?: Record<string, string[]>[]
  /**
   * absent: the language only (`lang`); `null`: the query string is neither checked nor documented
   * (routes that never declared one keep taking any query)
   */
  query?: TSchema | null
  /** request headers the route reads */
  headers?: TSchema
  body?: TSchema
  /** the schema of the envelope's `data`, or of the whole body when `envelope` is false */
  reply: TSchema
  /** false: the reply is not wrapped in the envelope (the OAuth token endpoint, a redirect) */
  envelope?: false
  /** the status of the reply when it is not 200 (302: a redirect) */
  status?: number
}

export const defineEndpoint = <E extends Endpoint>(endpoint: E): E => endpoint

export type EndpointQuery<E extends Endpoint> = E extends { query: infer Q extends TSchema }
  ? Static<Q>
  : undefined
export type EndpointBody<E extends Endpoint> = E extends { body: infer B extends TSchema }
  ? Static<B>
  : undefined
export type EndpointReply<E extends Endpoint> = Static<E['reply']>
