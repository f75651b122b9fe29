import { MEMBER_CENTER_API, type CardMode, type VirtualCoin } from '@store/contract'
import { ApiError, type Api } from '@store/request'
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
    settle(api.get<CardMode>(MEMBER_CENTER_API.cardMode)),
    settle(api.get<VirtualCoin>(MEMBER_CENTER_API.virtualCoin)),
  ])
  hostControl.setState({ memberCenter: { cardMode, virtualCoin } })
}
