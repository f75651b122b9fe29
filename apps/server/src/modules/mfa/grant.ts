import type { MessageKey } from '@store/contract'
import { type GrantHandler, type LoginService, OAuthError, type TokenResponse } from '../auth'
import type { MfaService } from './service'
import { countWrongCode, openTicket, useTicket } from './tickets'

/** A sign-in that also turned TOTP on (enrolment at login) answers its recovery codes, this once. */
export type MfaTokenResponse = TokenResponse & { recovery_codes?: string[] }

/** Refusals after which the same ticket may be tried again with another code. */
const RETRYABLE: MessageKey[] = ['mfaCodeInvalid', 'mfaCodeReused', 'mfaNotEnrolled']

/**
 * grant_type=mfa: trades the ticket of a sign-in that stopped at `mfa_required`, with a TOTP or
 * recovery code, for the tokens the first grant would have given.
 */
export function mfaGrant(mfa: MfaService, login: LoginService): GrantHandler {
  return ({ ctx, need }) => {
    const raw = need('mfa_ticket')
    const code = need('code').trim()
    return login.grant(ctx, async (tx) => {
      const refuse = (key: MessageKey, account: string, userId: string | null, params = {}) =>
        login.refuse(
          tx,
          ctx,
          'mfa',
          account,
          userId,
          new OAuthError(400, RETRYABLE.includes(key) ? 'invalid_mfa_code' : 'invalid_grant', key, params),
        )
      const ticket = await openTicket(tx, raw, ctx.client.clientId)
      const u = ticket && (await mfa.userById(tx, ticket.userId))
      if (!ticket || !u) return refuse('mfaTicketInvalid', '', null)
      const actor = {
        tenantId: ctx.tenantId,
        userId: u.id,
        account: u.account,
        ip: ctx.ip,
        userAgent: ctx.userAgent,
      }
      const checked = await mfa.checkCode(tx, actor, code, 'sign-in')
      if (!checked.ok) {
        const guessed = checked.key === 'mfaCodeInvalid' || checked.key === 'mfaCodeReused'
        const exhausted = guessed && (await countWrongCode(tx, ticket))
        return refuse(exhausted ? 'mfaTicketExhausted' : checked.key, u.account, u.id, checked.params)
      }
      await useTicket(tx, ticket)
      const signedIn = await login.signIn(tx, ctx, u, ticket.grantType, { secondFactorDone: true })
      if (!signedIn.ok || !checked.value.confirmsEnrolment) return signedIn
      const value: MfaTokenResponse = { ...signedIn.value, recovery_codes: await mfa.activate(tx, actor) }
      return { ok: true, value }
    })
  }
}
