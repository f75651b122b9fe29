import { MESSAGES } from '@store/contract'
import { ApiError } from '@store/request'
import { isForcedOffline } from './forced-offline'

const refusal = (msg: string, extra: Record<string, unknown> = {}) =>
  new ApiError(401, msg, { code: 401, success: false, data: null, msg, ...extra })

describe('spec §8 forced offline on a 401', () => {
  it('is recognised by the envelope’s reason in every language the server answers in', () => {
    for (const locale of ['zh_CN', 'zh_HK', 'en'] as const)
      expect(isForcedOffline(refusal(MESSAGES.forcedOffline[locale], { reason: 'forced_offline' }))).toBe(
        true,
      )
  })

  it('is not guessed from the text: other 401s, a missing body or another reason are plain session ends', () => {
    expect(isForcedOffline(refusal(MESSAGES.forcedOffline.zh_CN))).toBe(false)
    expect(isForcedOffline(refusal(MESSAGES.unauthorized.en, { reason: 'sso_logout' }))).toBe(false)
    expect(isForcedOffline(new ApiError(401, 'x'))).toBe(false)
    expect(isForcedOffline()).toBe(false)
  })
})
