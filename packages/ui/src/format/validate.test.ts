import { isUrl, phoneProblem, phoneRule, urlRule } from './validate'

type Validator = (rule: unknown, value: unknown) => Promise<void>
const validatorOf = (rule: unknown) => (rule as { validator: Validator }).validator

describe('phone (spec §5: 11 digits starting with 1)', () => {
  test.each([
    [undefined, 'phoneRequired'],
    ['', 'phoneRequired'],
    ['   ', 'phoneRequired'],
    ['1380013800', 'phoneLength'],
    ['138001380001', 'phoneLength'],
    ['23800138000', 'phoneFormat'],
    ['1380013800a', 'phoneFormat'],
    ['13800138000', null],
    [' 13800138000 ', null],
  ])('%p → %p', (value, problem) => {
    expect(phoneProblem(value)).toBe(problem)
  })

  test.each([
    ['zh_CN', '', '手机号码不能为空'],
    ['zh_CN', '138', '手机号码长度不为11位'],
    ['zh_CN', '23800138000', '手机号码格式不正确'],
    ['zh_HK', '138', '手機號碼長度不為11位'],
    ['en', '23800138000', 'The mobile number is not valid'],
  ] as const)('the form rule in %s refuses %p with the spec’s message %p', async (locale, value, text) => {
    await expect(validatorOf(phoneRule(locale))({}, value)).rejects.toThrow(text)
  })

  test('the form rule accepts a valid number', async () => {
    await expect(validatorOf(phoneRule('zh_CN'))({}, '13800138000')).resolves.toBeUndefined()
  })
})

describe('URL (spec §5: http, https or ftp)', () => {
  test.each(['http://a.example.com', 'https://a.example.com/x?y=1', 'ftp://files.example.com/a.zip'])(
    '%p is an address',
    (value) => {
      expect(isUrl(value)).toBe(true)
    },
  )

  test.each([
    'example.com',
    'mailto:a@example.com',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'https://',
    '',
  ])('%p is not', (value) => {
    expect(isUrl(value)).toBe(false)
  })

  test('the form rule names the field in the page’s language and lets an empty value pass', async () => {
    await expect(validatorOf(urlRule('Logo地址', 'zh_CN'))({}, 'www.x.com')).rejects.toThrow(
      'Logo地址必须是以 http、https 或 ftp 开头的网址',
    )
    await expect(validatorOf(urlRule('Logo', 'en'))({}, 'www.x.com')).rejects.toThrow(
      'Logo must be an http, https or ftp address',
    )
    await expect(validatorOf(urlRule('Logo', 'en'))({}, '')).resolves.toBeUndefined()
    await expect(validatorOf(urlRule('Logo', 'en'))({}, 'https://x.com')).resolves.toBeUndefined()
  })
})
