import type { FastifyInstance } from 'fastify'
import { couponEndpoints, couponTemplateResource, type Coupon } from '@store/contract'
import { auth } from '../../test/app'

/** Other modules' tests: coupon templates made and coupons read through the promotions' own calls. */
export function couponCalls(app: FastifyInstance, token: string) {
  return {
    /** a 5.00-off template valid 7 days, with its own code; resolves with its id */
    template: async (totalQuantity: number, perMemberLimit: number, name = '测试券'): Promise<string> => {
      const reply = await app.inject({
        method: 'POST',
        url: `${couponTemplateResource.basePath}/submit`,
        headers: auth(token),
        payload: {
          code: `T${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
          name,
          kind: 'amount',
          faceFen: 500,
          validDays: 7,
          totalQuantity,
          perMemberLimit,
        },
      })
      return reply.json().data.id
    },
    /** the coupons issued from a template (to one member, when given) */
    coupons: async (templateId: string, memberId?: string): Promise<Coupon[]> => {
      const member = memberId ? `&memberId=${memberId}` : ''
      const reply = await app.inject({
        url: `${couponEndpoints.page.path}?templateId=${templateId}${member}&size=100`,
        headers: auth(token),
      })
      return reply.json().data.records
    },
  }
}
