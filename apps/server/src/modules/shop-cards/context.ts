import type { FastifyInstance, FastifyRequest } from 'fastify'
import { sessionOf } from '../../core/auth'
import type { ShopContext } from '../shop'

/** One request's work in the cards tools: the shop's context (tenant transaction, actor, zone, language). */
export type CardsContext = ShopContext

/** Runs `fn` in one transaction in the caller's tenant, as the caller, in their language and zone. */
export function cardsContext(app: FastifyInstance) {
  return async <T>(req: FastifyRequest, fn: (c: CardsContext) => Promise<T>): Promise<T> => {
    const s = sessionOf(req)
    const timeZone = await app.tenants.timeZoneOf(s.tenantId)
    return app.db.withTenant(s, (tx) =>
      fn({
        tx,
        ids: app.ids,
        tenantId: s.tenantId,
        userId: s.userId,
        timeZone,
        locale: req.locale,
        requestId: req.id,
      }),
    )
  }
}
export type InCards = ReturnType<typeof cardsContext>
