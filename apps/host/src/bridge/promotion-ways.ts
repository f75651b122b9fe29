import { promManagerEndpoints } from '@store/contract'
import { ApiError, call, type Api } from '@store/request'
import { hostControl } from './host-bridge'

/**
 * Spec §7 start-up: the tenant's promotion ways (`way/session`), shared with every sub-app as the
 * bridge's `promotionWays`. A server without the promotions module (404) leaves them empty quietly; any
 * other failure leaves them empty and is passed to `onError`.
 */
export async function loadPromotionWays(api: Api, onError: (error: unknown) => void): Promise<void> {
  try {
    hostControl.setState({ promotionWays: await call(api, promManagerEndpoints.waySession) })
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 404)) onError(error)
  }
}

/** Spec §4 logout: the promotion ways are forgotten with the session. */
export const clearPromotionWays = () => hostControl.setState({ promotionWays: [] })
