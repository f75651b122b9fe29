import { Modal } from 'antd'
import i18next from 'i18next'
import type { ApiError } from '@store/request'
import {
  HOME_PATH,
  centralLoginUrl,
  clearSession,
  currentLocation,
  endCentralSession,
  isForcedOffline,
  logout,
} from '../session'
import { hostApi } from './api'
import { askConfirm } from './notify'
import { clearPromotionWays } from './promotion-ways'
import { tracker } from './tracking'

let ending = false

/** Logs out (spec §4: state, promotion ways too, cleared even if the call fails) and returns to the central login with `redirect`. */
async function endSession(redirect: string): Promise<void> {
  ending = true
  await tracker.flush()
  tracker.stop()
  await logout(hostApi)
  clearPromotionWays()
  window.location.assign(centralLoginUrl(redirect))
}

/** The user's logout, after confirmation. */
export async function confirmLogout(): Promise<void> {
  if (await askConfirm({ title: i18next.t('top.logoutConfirm') })) await endSession(HOME_PATH)
}

/**
 * A 401 (spec §8): the session id is cleared, logout runs and the browser goes to the SSO login, back to
 * where it was. A forced offline is alerted first, once however many calls fail with it.
 */
export function sessionRefused(error?: ApiError): void {
  sessionEnded(isForcedOffline(error))
}

/**
 * The session ended on the server: logout, alerted first when forced offline or when `alert` is set
 * (the realtime hub's `downline` alerts for every reason, spec §8). A forced offline also ends the
 * browser's SSO session at once, so the central login afterwards shows the login page instead of
 * signing the user back in.
 */
export function sessionEnded(forcedOffline: boolean, alert = forcedOffline): void {
  if (ending) return
  ending = true
  clearSession()
  const redirect = currentLocation()
  // the server ends it too when another browser forced this one off; failing here changes nothing
  if (forcedOffline) endCentralSession(hostApi).catch(() => undefined)
  if (alert) {
    Modal.warning({
      title: i18next.t(forcedOffline ? 'session.forcedOffline' : 'session.signedOut'),
      okText: i18next.t('common.ok'),
      onOk: () => void endSession(redirect),
    })
    return
  }
  void endSession(redirect)
}
