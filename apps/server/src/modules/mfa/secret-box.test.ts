import { SecretBox } from './secret-box'

const SERVER_SECRET = 'test-secret-test-secret-test-secret-0123456789'

describe('sealed TOTP secrets (AES-256-GCM, key from the server secret)', () => {
  const box = new SecretBox(SERVER_SECRET)

  it('a sealed secret opens for its owner only, and not with another server secret', () => {
    const sealed = box.seal('JBSWY3DPEHPK3PXP', '100001/42')
    expect(sealed).toMatch(/^v1\.[\w-]+$/)
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP')
    expect(box.open(sealed, '100001/42')).toBe('JBSWY3DPEHPK3PXP')
    expect(() => box.open(sealed, '100001/43')).toThrow()
    expect(() => new SecretBox(`${SERVER_SECRET}x`).open(sealed, '100001/42')).toThrow()
  })

  it('sealing twice gives different ciphertexts (a fresh IV each time); a changed byte is detected', () => {
    const a = box.seal('JBSWY3DPEHPK3PXP', 'o')
    expect(box.seal('JBSWY3DPEHPK3PXP', 'o')).not.toBe(a)
    const body = Buffer.from(a.slice(3), 'base64url')
    body[body.length - 1]! ^= 1
    expect(() => box.open(`v1.${body.toString('base64url')}`, 'o')).toThrow()
  })
})
