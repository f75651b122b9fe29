import i18next from 'i18next'
import { createApi, type ApiError } from '@store/request'
import { currentLocale } from '../i18n'
import { hostBridge } from './host-bridge'
import { sessionRefused } from './session-end'

/** The host's API client: the bridge's session and the shell's language; a 401 ends the session (spec §8). */
export const hostApi = createApi({
  session: () => hostBridge.getState().session,
  locale: currentLocale,
  onUnauthorized: (error: ApiError) => sessionRefused(error),
  fallbacks: () => ({ unknown: i18next.t('error.unknown'), timeout: i18next.t('error.timeout') }),
})
