import type { AccountSecurity } from '../user'
import { clearLoginFailures } from './login-records'
import { loadPolicy } from './password-policy'
import { passwordProblem } from './password-rules'
import { endSessionsOfUsers } from './sessions'

/** What auth does for the account administration: the tenant's password policy, sessions, lockouts. */
export const accountSecurity: AccountSecurity = {
  async passwordRules(tx) {
    const policy = await loadPolicy(tx)
    return { minLength: policy.minLength, problemWith: (password) => passwordProblem(policy, password) }
  },
  endSessions: endSessionsOfUsers,
  liftLockouts: clearLoginFailures,
}
