import type { FastifyInstance } from 'fastify'
import { type GrantContext, OAuthError } from '../auth'
import { socialLoginSwitches } from '../tenant'
import { liveUserById } from '../user'
import { bindingOf, consumeProof } from './identities'
import { LOGIN_FLAG, messageOf, type SocialKind, type SocialProblem } from './kinds'
import type { Providers } from './provider'

interface Claim {
  corpId: string
  openId: string
  unionId?: string
}

/**
 * The `wechat` (openId, unionId) and `wxcp` (wxCpCompanyId, wxCpOpenId) grants. An identity signs in
 * only with the unused proof its `info` call left (so knowing an openId is not enough) and only when
 * an account of the tenant has bound it. Every refusal is in the login log.
 */
export function registerSocialGrants(app: FastifyInstance, providers: Providers): void {
  const { login } = app

  const signIn = (kind: SocialKind, ctx: GrantContext, claim: Claim) =>
    login.grant(ctx, async (tx) => {
      const refuse = (problem: SocialProblem) =>
        login.refuse(
          tx,
          ctx,
          kind,
          claim.openId.slice(0, 64),
          null,
          new OAuthError(400, 'invalid_grant', messageOf(kind, problem)),
        )
      if (!providers[kind]) return refuse('NotConfigured')
      const flags = await socialLoginSwitches(tx, ctx.tenantId)
      if (flags?.[LOGIN_FLAG[kind]] !== 1) return refuse('LoginDisabled')
      if (!(await consumeProof(tx, kind, claim.corpId, claim.openId, claim.unionId))) {
        return refuse('ProofMissing')
      }
      const binding = await bindingOf(tx, kind, claim.corpId, claim.openId)
      const u = binding ? await liveUserById(tx, binding.userId) : undefined
      if (!u) return refuse('NotBound')
      return login.signIn(tx, ctx, u, kind)
    })

  app.grants.set('wechat', ({ ctx, need, param }) =>
    signIn('wechat', ctx, { corpId: '', openId: need('openId'), unionId: param('unionId') }),
  )
  app.grants.set('wxcp', ({ ctx, need }) =>
    signIn('wxcp', ctx, { corpId: need('wxCpCompanyId'), openId: need('wxCpOpenId') }),
  )
}
