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

interface Binding extends Omit<RouteShorthandOptions, 'schema'> {
  /** failure replies documented besides the guarded route's usual ones */
  moreErrors?: Record<number, TSchema>
  /** failure replies documented instead of the guarded route's usual ones (a public route's) */
  errors?: Record<number, TSchema>
  /** false: registered without reply schemas, neither serialised by them nor documented (captcha, logout) */
  replySchemas?: false
}

export interface EndpointBinding<E extends Endpoint> extends Binding {
  /** the envelope, or the reply when the handler sent it itself (a 304, a body serialised earlier) */
  handler(req: EndpointRequest<E>, reply: FastifyReply): Promise<R<EndpointReply<E>> | FastifyReply>
}

/** An endpoint without the envelope: the handler answers the reply itself, or sends one (an OAuth error, a redirect). */
export interface BareEndpointBinding<E extends Endpoint> extends Binding {
  handler(req: EndpointRequest<E>, reply: FastifyReply): Promise<EndpointReply<E> | FastifyReply>
}

/**
 * Registers a contract endpoint: its method, path and schemas come from the contract; the route
 * file only binds the handler and its permission config.
 */
export function endpointRoute<E extends Endpoint & { envelope: false }>(
  app: FastifyInstance,
  endpoint: E,
  binding: BareEndpointBinding<E>,
): void
export function endpointRoute<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  binding: EndpointBinding<E>,
): void
export function endpointRoute(
  app: FastifyInstance,
  endpoint: Endpoint,
  {
    handler,
    moreErrors,
    errors: failures = errors,
    replySchemas,
    ...options
  }: Binding & { handler: unknown },
) {
  const reply = endpoint.envelope === false ? endpoint.reply : Envelope(endpoint.reply)
  app.route({
    ...options,
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(endpoint.tags && { tags: endpoint.tags }),
      summary: endpoint.summary,
      ...(endpoint.security && { security: endpoint.security }),
      ...(endpoint.query !== null && { querystring: endpoint.query ?? NoQuery }),
      ...(endpoint.headers && { headers: endpoint.headers }),
      ...(endpoint.body && { body: endpoint.body }),
      ...(replySchemas !== false && {
        response: { [endpoint.status ?? 200]: reply, ...failures, ...moreErrors },
      }),
    },
    handler: handler as RouteHandlerMethod,
  })
}
