import type { MessageKey, SocialKind } from '@store/contract'

export { SOCIAL_KINDS, type SocialKind } from '@store/contract'

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
