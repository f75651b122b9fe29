import type { FastifyInstance } from 'fastify'
import type { MessageKey } from '@store/contract'
import { OAuthError } from '../auth'
import type { SmsCodes } from './codes'
import { phoneProblem, usersWithPhone } from '../user'

const GRANT = 'sms'

/**
 * The `sms` grant of the token endpoint (`phone` + `code` of a type 2 code): the code is checked first,
 * so only the holder of the number learns whether an account has it. Every refusal is in the login
 * log under the number.
 */
export function registerSmsGrant(app: FastifyInstance, codes: SmsCodes): void {
  const { login } = app
  app.grants.set(GRANT, ({ ctx, need }) => {
    const phone = need('phone')
    const code = need('code')
    return login.grant(ctx, async (tx) => {
      const refuse = (key: MessageKey) =>
        login.refuse(tx, ctx, GRANT, phone.slice(0, 64), null, new OAuthError(400, 'invalid_grant', key))
      const problem = phoneProblem(phone)
      if (problem) return refuse(problem)
      const refusal = await codes.consume(tx, phone, 'login', code)
      if (refusal) return refuse(refusal)
      const users = await usersWithPhone(tx, phone)
      if (users.length === 0) return refuse('phoneNoAccount')
      if (users.length > 1) return refuse('phoneSharedByAccounts')
      return login.signIn(tx, ctx, users[0]!, GRANT)
    })
  })
}
