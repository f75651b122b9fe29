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
   * absent: the language only (`lang`); `null`: the route checks no query at all (routes that never
   * declared one keep taking any query)
   */
  query?: TSchema | null
  body?: TSchema
  /** the schema of the envelope's `data` */
  reply: TSchema
}

export const defineEndpoint = <E extends Endpoint>(endpoint: E): E => endpoint

export type EndpointQuery<E extends Endpoint> = E extends { query: infer Q extends TSchema }
  ? Static<Q>
  : undefined
export type EndpointBody<E extends Endpoint> = E extends { body: infer B extends TSchema }
  ? Static<B>
  : undefined
export type EndpointReply<E extends Endpoint> = Static<E['reply']>
