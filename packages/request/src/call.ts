import type { AxiosRequestConfig } from 'axios'
import type { Endpoint, EndpointBody, EndpointQuery, EndpointReply } from '@store/contract'
import type { Api } from './client'

/** A part of the call: required when its schema has a required field, left out when there is none. */
type Part<K extends string, T> = [T] extends [undefined]
  ? { [P in K]?: undefined }
  : object extends T
    ? { [P in K]?: T }
    : { [P in K]: T }

export type CallOptions<E extends Endpoint> = Part<'query', EndpointQuery<E>> &
  Part<'body', EndpointBody<E>> &
  Omit<AxiosRequestConfig, 'params' | 'data' | 'method' | 'url'>

type CallArgs<E extends Endpoint> = object extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]

/**
 * Calls a contract endpoint: its query and body are checked against the endpoint's schemas at compile
 * time, and it resolves with the envelope's `data` as the endpoint declares it.
 */
export function call<E extends Endpoint>(
  api: Api,
  endpoint: E,
  ...[options]: CallArgs<E>
): Promise<EndpointReply<E>> {
  const { query, body, ...config } = (options ?? {}) as CallOptions<Endpoint> & {
    query?: object
    body?: unknown
  }
  switch (endpoint.method) {
    case 'GET':
      return api.get(endpoint.path, query, config)
    case 'DELETE':
      return api.delete(endpoint.path, query, { ...config, data: body })
    case 'POST':
      return api.post(endpoint.path, body, { ...config, params: query })
    case 'PUT':
      return api.put(endpoint.path, body, { ...config, params: query })
  }
}
