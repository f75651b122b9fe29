import type { BridgeState } from '@store/bridge'
import { hostBridge, hostControl } from '../bridge/host-bridge'
import { currentLocale } from '../i18n'
import { openRealtime } from './connection'
import { present } from './present'

const signedInUser = (s: BridgeState) => (s.session ? (s.user?.userId ?? null) : null)

let close: (() => void) | undefined

/** Opens the connection for the signed-in user; closes it when the session ends or the user changes. */
function follow(userId: string | null): void {
  close?.()
  close = userId
    ? openRealtime({
        token: () => hostBridge.getState().session?.accessToken,
        locale: currentLocale,
        userId,
        onEvent(event, payload) {
          hostControl.emitRealtime(event, payload)
          present(event, payload)
        },
      })
    : undefined
}

/*
 * The host owns the page's one realtime connection (spec §4): open while a user is signed in. Every
 * event goes to the sub-apps through the bridge and is shown by the shell.
 */
follow(signedInUser(hostBridge.getState()))
hostBridge.select(signedInUser, follow)
