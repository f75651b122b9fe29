import fp from 'fastify-plugin'
import type { MessageKey } from '@store/contract'
import type { Tx } from '../../core/db/database'

declare module 'fastify' {
  interface FastifyInstance {
    accountSecurity: AccountSecurityHook
  }
}

/** The tenant's password rules, as the account administration applies them. */
export interface PasswordRules {
  /** generated passwords are at least this long */
  minLength: number
  /** why a password an administrator chose breaks the rules (a message and its parameters), if it does */
  problemWith(password: string): { key: MessageKey; params: Record<string, string | number> } | undefined
}

/** What keeps accounts safe beyond their rows: the sign-in module (auth, after user) provides it. */
export interface AccountSecurity {
  /** the transaction's tenant's password rules */
  passwordRules(tx: Tx): Promise<PasswordRules>
  /** the accounts' open sessions end (removed, disabled, password reset) */
  endSessions(tx: Tx, userIds: string[]): Promise<void>
  /** the accounts' lockouts after failed sign-ins lift (password reset) */
  liftLockouts(tx: Tx, accounts: string[]): Promise<void>
}

/** The account administration's way to the sign-in module, which provides it when it registers. */
export class AccountSecurityHook implements AccountSecurity {
  private security: AccountSecurity | undefined

  provide(security: AccountSecurity): void {
    this.security = security
  }

  passwordRules(tx: Tx): Promise<PasswordRules> {
    return this.provided().passwordRules(tx)
  }

  endSessions(tx: Tx, userIds: string[]): Promise<void> {
    return this.provided().endSessions(tx, userIds)
  }

  liftLockouts(tx: Tx, accounts: string[]): Promise<void> {
    return this.provided().liftLockouts(tx, accounts)
  }

  private provided(): AccountSecurity {
    if (!this.security) throw new Error('no module provides the account security')
    return this.security
  }
}

export const accountSecurityPlugin = fp(
  async (app) => {
    app.decorate('accountSecurity', new AccountSecurityHook())
  },
  { name: 'account-security' },
)
