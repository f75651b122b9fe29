import { TokenSigner, type Session } from './tokens'

const SESSION: Session = {
  tenantId: '100001',
  userId: '11',
  roleIds: ['21', '22'],
  deptId: null,
  account: 'clerk',
  sessionId: 's1',
}

describe('access tokens', () => {
  const signer = new TokenSigner('test-secret-test-secret-test-secret-0123456789')
  afterEach(() => jest.useRealTimers())

  it('a token verified once is still refused after it expires', async () => {
    jest.useFakeTimers({ now: new Date('2026-01-01T00:00:00Z'), doNotFake: ['nextTick', 'setImmediate'] })
    const token = await signer.sign(SESSION, 60)
    expect(await signer.verify(token)).toEqual(SESSION)
    expect(await signer.verify(token)).toEqual(SESSION)
    jest.setSystemTime(new Date('2026-01-01T00:01:01Z'))
    expect(await signer.verify(token)).toBeNull()
  })

  it('a token whose signature does not match is refused, also after the genuine one was verified', async () => {
    const token = await signer.sign(SESSION, 60)
    expect(await signer.verify(token)).toEqual(SESSION)
    const [head, body] = token.split('.')
    expect(await signer.verify(`${head}.${body}.${'A'.repeat(43)}`)).toBeNull()
    expect(await new TokenSigner('another-secret-another-secret-0123456789ab').verify(token)).toBeNull()
  })

  it('the session handed out is the caller’s own copy: changing it changes no later answer', async () => {
    const token = await signer.sign(SESSION, 60)
    ;(await signer.verify(token))!.roleIds.push('99')
    expect((await signer.verify(token))!.roleIds).toEqual(['21', '22'])
  })
})
