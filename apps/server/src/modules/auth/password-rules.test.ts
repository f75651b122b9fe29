import { translate } from '@store/contract'
import { hashPassword } from '../../core/passwords'
import { DEFAULT_POLICY } from './password-policy'
import { isReusedPassword, passwordProblem } from './password-rules'

const NOTHING_REQUIRED = { minLength: 6, requireUpper: 0, requireLower: 0, requireDigit: 0, requireSymbol: 0 }
const ALL_REQUIRED = { minLength: 8, requireUpper: 1, requireLower: 1, requireDigit: 1, requireSymbol: 1 }

describe('password rules (the tenant’s password policy)', () => {
  describe('minimum length', () => {
    it('refuses a password shorter than minLength, naming the minimum', () => {
      expect(passwordProblem({ ...NOTHING_REQUIRED, minLength: 8 }, 'abcdefg')).toEqual({
        key: 'passwordTooShort',
        params: { min: 8 },
      })
    })

    it('accepts a password of exactly minLength', () => {
      expect(passwordProblem({ ...NOTHING_REQUIRED, minLength: 8 }, 'abcdefgh')).toBeUndefined()
    })

    it('counts characters, not UTF-16 units: six emoji are six characters', () => {
      expect(passwordProblem({ ...NOTHING_REQUIRED, minLength: 7 }, '😀'.repeat(6))?.key).toBe(
        'passwordTooShort',
      )
      expect(passwordProblem({ ...NOTHING_REQUIRED, minLength: 6 }, '😀'.repeat(6))).toBeUndefined()
    })

    it('is checked before the character classes', () => {
      expect(passwordProblem(ALL_REQUIRED, 'a')?.key).toBe('passwordTooShort')
    })

    it('its message reads as the spec’s text in every language', () => {
      const p = passwordProblem({ ...NOTHING_REQUIRED, minLength: 10 }, 'short')!
      expect(translate(p.key, 'zh_CN', p.params)).toBe('密码长度不能少于10位')
      expect(translate(p.key, 'zh_HK', p.params)).toBe('密碼長度不能少於10位')
      expect(translate(p.key, 'en', p.params)).toBe('The password must be at least 10 characters long')
    })
  })

  describe('required uppercase letter', () => {
    it('refuses a password without one when required', () => {
      expect(passwordProblem({ ...NOTHING_REQUIRED, requireUpper: 1 }, 'abc123!x')).toEqual({
        key: 'passwordNeedsUpper',
        params: {},
      })
      expect(translate('passwordNeedsUpper', 'zh_CN')).toBe('密码必须包含大写字母')
    })

    it('accepts one anywhere, including a non-ASCII capital', () => {
      expect(passwordProblem({ ...NOTHING_REQUIRED, requireUpper: 1 }, 'abc12X')).toBeUndefined()
      expect(passwordProblem({ ...NOTHING_REQUIRED, requireUpper: 1 }, 'Éabc12')).toBeUndefined()
    })

    it('is not asked for when the policy does not require it', () => {
      expect(passwordProblem(NOTHING_REQUIRED, 'abcdef')).toBeUndefined()
    })
  })

  describe('required lowercase letter', () => {
    it('refuses a password without one when required', () => {
      expect(passwordProblem({ ...NOTHING_REQUIRED, requireLower: 1 }, 'ABC123!X')?.key).toBe(
        'passwordNeedsLower',
      )
      expect(translate('passwordNeedsLower', 'zh_CN')).toBe('密码必须包含小写字母')
    })

    it('accepts one', () => {
      expect(passwordProblem({ ...NOTHING_REQUIRED, requireLower: 1 }, 'ABC12x')).toBeUndefined()
    })
  })

  describe('required digit', () => {
    it('refuses a password without one when required', () => {
      expect(passwordProblem({ ...NOTHING_REQUIRED, requireDigit: 1 }, 'Abcdef!')?.key).toBe(
        'passwordNeedsDigit',
      )
      expect(translate('passwordNeedsDigit', 'zh_CN')).toBe('密码必须包含数字')
    })

    it('accepts one', () => {
      expect(passwordProblem({ ...NOTHING_REQUIRED, requireDigit: 1 }, 'Abcde9')).toBeUndefined()
    })
  })

  describe('required special character', () => {
    it('refuses a password without one when required; letters, digits, spaces and CJK are not special', () => {
      for (const password of ['Abcdef12', 'Abc def 12', 'Abc密码def12']) {
        expect(passwordProblem({ ...NOTHING_REQUIRED, requireSymbol: 1 }, password)?.key).toBe(
          'passwordNeedsSymbol',
        )
      }
      expect(translate('passwordNeedsSymbol', 'zh_CN')).toBe('密码必须包含特殊字符')
    })

    it('accepts every printable ASCII punctuation or symbol character', () => {
      const specials = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~'
      for (const s of specials) {
        expect([s, passwordProblem({ ...NOTHING_REQUIRED, requireSymbol: 1 }, `Abcde1${s}`)]).toEqual([
          s,
          undefined,
        ])
      }
    })
  })

  describe('several rules', () => {
    it('reports the first broken class in the order upper, lower, digit, symbol', () => {
      expect(passwordProblem(ALL_REQUIRED, '........')?.key).toBe('passwordNeedsUpper')
      expect(passwordProblem(ALL_REQUIRED, 'A.......')?.key).toBe('passwordNeedsLower')
      expect(passwordProblem(ALL_REQUIRED, 'Aa......')?.key).toBe('passwordNeedsDigit')
      expect(passwordProblem(ALL_REQUIRED, 'Aa1aaaaa')?.key).toBe('passwordNeedsSymbol')
      expect(passwordProblem(ALL_REQUIRED, 'Aa1@aaaa')).toBeUndefined()
    })

    it('the default policy accepts the demo passwords', () => {
      expect(passwordProblem(DEFAULT_POLICY, 'Admin@12345')).toBeUndefined()
      expect(passwordProblem(DEFAULT_POLICY, 'Clerk@12345')).toBeUndefined()
      expect(passwordProblem(DEFAULT_POLICY, 'admin12345')?.key).toBe('passwordNeedsUpper')
    })
  })

  describe('password history (isReusedPassword)', () => {
    let history: string[]
    beforeAll(async () => {
      history = await Promise.all(['Old@12345', 'Older@12345'].map((p) => hashPassword(p)))
    })

    it('is true for a password among the given hashes', async () => {
      expect(await isReusedPassword(history, 'Old@12345')).toBe(true)
      expect(await isReusedPassword(history, 'Older@12345')).toBe(true)
    })

    it('is false for a new password, and for an empty history', async () => {
      expect(await isReusedPassword(history, 'Brand@New1')).toBe(false)
      expect(await isReusedPassword([], 'Old@12345')).toBe(false)
    })

    it('treats an unreadable stored hash as no match instead of failing', async () => {
      expect(await isReusedPassword(['not-a-hash', history[0]!], 'Old@12345')).toBe(true)
      expect(await isReusedPassword(['not-a-hash'], 'Old@12345')).toBe(false)
    })

    it('its message names the history count', () => {
      expect(translate('passwordReused', 'zh_CN', { count: 3 })).toBe('新密码不能与最近3次使用过的密码相同')
      expect(translate('passwordReused', 'en', { count: 3 })).toBe(
        'The new password must differ from the last 3 passwords',
      )
    })
  })
})
