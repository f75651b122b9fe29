import type { FastifyInstance, FastifyRequest } from 'fastify'
import { inCallerTenant } from '../../core/tenant-work'
import type { ShopContext } from '../shop'

/** One request's work in the cards tools: the shop's context (tenant transaction, actor, zone, language). */
export type CardsContext = ShopContext

/** Runs `fn` in one transaction in the caller's tenant, as the caller, in their language and zone. */
export const cardsContext =
  (app: FastifyInstance) =>
  <T>(req: FastifyRequest, fn: (c: CardsContext) => Promise<T>): Promise<T> =>
    inCallerTenant(app, req, fn)
export type InCards = ReturnType<typeof cardsContext>
