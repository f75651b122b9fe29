import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteHandlerMethod,
  RouteShorthandOptions,
} from 'fastify'
import type { TSchema } from 'typebox'
import {
  Envelope,
  type Endpoint,
  type EndpointBody,
  type EndpointQuery,
  type EndpointReply,
  type R,
} from '@store/contract'
import { errors, NoQuery } from './resource/route-kit'

export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Querystring: EndpointQuery<E>
  Body: EndpointBody<E>
}>

export interface EndpointBinding<E extends Endpoint> extends Omit<RouteShorthandOptions, 'schema'> {
  handler(req: EndpointRequest<E>, reply: FastifyReply): Promise<R<EndpointReply<E>>>
  /** failure replies documented besides the guarded route's usual ones */
  moreErrors?: Record<number, TSchema>
  /** failure replies documented instead of the guarded route's usual ones (a public route's) */
  errors?: Record<number, TSchema>
}

/**
 * Registers a contract endpoint: its method, path and schemas come from the contract; the route
 * file only binds the handler and its permission config.
 */
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  { handler, moreErrors, errors: failures = errors, ...options }: EndpointBinding<E>,
) {
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.tags && { tags: endpoint.tags }),
      summary: endpoint.summary,
      ...(endpoint.security && { security: endpoint.security }),
      ...(endpoint.query !== null && { querystring: endpoint.query ?? NoQuery }),
      ...(endpoint.body && { body: endpoint.body }),
      response: { 200: Envelope(endpoint.reply), ...failures, ...moreErrors },
    },
    handler: handler as RouteHandlerMethod,
  })
}
