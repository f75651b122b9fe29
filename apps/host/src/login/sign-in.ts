import { App } from 'antd'
import type { TokenReplyBody } from '@store/contract'
import { ApiError } from '@store/request'
import { SESSION_ID_PARAM, saveSession, startCentralSession } from '../session'
import { isGrantRefusal } from './calls'
import { useErrorToast, useLogin } from './context'
import type { Stage } from './stage'
import { passwordStage } from './password-age'

/**
 * What follows a grant (spec §4 Login): a refused password age or a second factor moves to their form;
 * a session starts only for pwd_expired 0 or 3 (3 after a warning; any other value starts none): the
 * central SSO session first, then the browser goes to the return URL carrying storeSessionId.
 */
export function useSignIn(redirect: string, setStage: (stage: Stage) => void) {
  const { api, t, navigate } = useLogin()
  const { modal, message } = App.useApp()
  const toastError = useErrorToast()

  const enter = async (reply: TokenReplyBody) => {
    const target = await startCentralSession(api, reply.access_token, redirect)
    saveSession(reply, new URL(target, window.location.origin).searchParams.get(SESSION_ID_PARAM))
    navigate(target)
  }

  const admit = async (reply: TokenReplyBody) => {
    const stage = passwordStage(reply.pwd_expired)
    if (stage === 'changeInitial' || stage === 'resetExpired') {
      setStage({ name: 'changePassword', username: reply.account, tenantId: reply.tenant_id, reason: '' })
      return
    }
    if (stage === 'notLoggedIn') {
      void message.error(t('unknownError'), 3)
      return
    }
    if (stage === 'warnThenSession') {
      await new Promise<void>((resolve) =>
        modal.warning({ content: t('passwordExpiresSoon'), onOk: () => resolve(), okText: t('continue') }),
      )
    }
    await enter(reply)
  }

  /**
   * Runs a grant and what follows it. Resolves false when the grant was refused with an error the page
   * shows (the password form then switches to captcha mode), true otherwise.
   */
  const run = async (tenantId: string, account: string | null, grant: () => Promise<TokenReplyBody>) => {
    let reply: TokenReplyBody
    try {
      reply = await grant()
    } catch (error) {
      const refusal = error instanceof ApiError && isGrantRefusal(error.data) ? error.data : null
      if (refusal?.error === 'password_expired' && account) {
        setStage({ name: 'changePassword', username: account, tenantId, reason: refusal.error_description })
        return true
      }
      if (refusal?.error === 'mfa_required' && refusal.mfa_ticket) {
        const { mfa_ticket: ticket, mfa_enrol, error_description: reason } = refusal
        setStage({ name: 'mfa', tenantId, ticket, enrol: mfa_enrol === 1, reason })
        return true
      }
      toastError(error)
      return false
    }
    try {
      if (reply.recovery_codes?.length) setStage({ name: 'recoveryCodes', reply })
      else await admit(reply)
    } catch (error) {
      toastError(error)
    }
    return true
  }

  return { run, admit }
}
