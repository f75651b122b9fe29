import { apportion } from './apportion'
import type { ShopContext } from './context'

/** What a member's paying membership gives at checkout: percent off the member price (0 for none). */
export type MemberPriceProvider = (c: ShopContext, memberId: string) => Promise<{ discountPercent: number }>

const providers: MemberPriceProvider[] = []

/**
 * The port the shop's paying membership plugs into (it comes above the shop): the checkout asks it the
 * member's discount. Returns the unplug function.
 */
export function registerMemberPrice(provider: MemberPriceProvider): () => void {
  providers.push(provider)
  return () => void providers.splice(providers.indexOf(provider), 1)
}

/** The member's checkout discount in percent: the best the providers give (0 without a member). */
export async function memberDiscountPercent(c: ShopContext, memberId: string | undefined): Promise<number> {
  let best = 0
  if (memberId)
    for (const provider of providers) best = Math.max(best, (await provider(c, memberId)).discountPercent)
  return best
}

/** The membership discount of an order's lines (each after its promotions): the lines' shares of it. */
export function memberDiscounts(payableFen: readonly number[], percent: number): number[] {
  const total = payableFen.reduce((s, a) => s + a, 0)
  return apportion(payableFen, Math.floor((total * percent) / 100))
}
