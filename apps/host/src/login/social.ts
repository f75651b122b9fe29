import type { SocialKind } from './calls'

/**
 * The code WeChat (or enterprise WeChat) sends the browser back with. `state` starts with the kind, so
 * the page knows which provider the code is for.
 */
export function socialReturn(search: string): { kind: SocialKind; code: string; state: string } | null {
  const params = new URLSearchParams(search)
  const code = params.get('code')
  const state = params.get('state')
  if (!code || !state) return null
  const kind = state.split('.')[0]
  return kind === 'wechat' || kind === 'wxcp' ? { kind, code, state } : null
}
