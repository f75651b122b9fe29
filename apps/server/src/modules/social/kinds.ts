import type { MessageKey } from '@store/contract'

/** WeChat (official account) and enterprise WeChat. */
export type SocialKind = 'wechat' | 'wxcp'
export const SOCIAL_KINDS: readonly SocialKind[] = ['wechat', 'wxcp']

export type SocialProblem =
  | 'NotConfigured'
  | 'LoginDisabled'
  | 'Unavailable'
  | 'AuthFailed'
  | 'ProofMissing'
  | 'NotBound'
  | 'BoundToOther'
  | 'AlreadyBound'
  | 'NotBoundToYou'

/** The message of a problem with WeChat or enterprise WeChat, named after the provider. */
export const messageOf = (kind: SocialKind, problem: SocialProblem): MessageKey => `${kind}${problem}`

/** The tenant's login flag (sys_tenant) that lets each kind sign in. */
export const LOGIN_FLAG = { wechat: 'wxLogin', wxcp: 'cpLogin' } as const
