import { cardModeEndpoints, virtualCoinEndpoints } from '@store/contract'
import { ApiError, call, type Api } from '@store/request'
import { hostControl } from './host-bridge'

/**
 * Spec §7 start-up: the tenant's membership card mode and virtual coin configuration, shared with every
 * sub-app as the bridge's `memberCenter`. Each loads on its own: a server without the member module
 * (404) leaves it null quietly; any other failure leaves it null and is passed to `onError`.
 */
export async function loadMemberCenter(api: Api, onError: (error: unknown) => void): Promise<void> {
  const settle = <T>(load: Promise<T>) =>
    load.catch((error: unknown) => {
      if (!(error instanceof ApiError && error.code === 404)) onError(error)
      return null
    })
  const [cardMode, virtualCoin] = await Promise.all([
    settle(call(api, cardModeEndpoints.detail)),
    settle(call(api, virtualCoinEndpoints.detail)),
  ])
  hostControl.setState({ memberCenter: { cardMode, virtualCoin } })
}
