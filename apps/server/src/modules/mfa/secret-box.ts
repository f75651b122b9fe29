import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/** A 32-byte key for one purpose, derived (HKDF-SHA256) from the server secret. */
export function deriveKey(serverSecret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', serverSecret, 'storedesk', purpose, 32))
}

const VERSION = 'v1'
const IV_BYTES = 12
const TAG_BYTES = 16

/**
 * Seals TOTP secrets at rest with AES-256-GCM. The owner (tenant and user) is authenticated data, so
 * a sealed secret copied onto another user's row does not open.
 */
export class SecretBox {
  private readonly key: Buffer

  constructor(serverSecret: string) {
    this.key = deriveKey(serverSecret, 'totp-secret')
  }

  seal(plain: string, owner: string): string {
    const iv = randomBytes(IV_BYTES)
    const cipher = createCipheriv('aes-256-gcm', this.key, iv).setAAD(Buffer.from(owner))
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
    return `${VERSION}.${Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')}`
  }

  open(sealed: string, owner: string): string {
    const [version, body] = sealed.split('.')
    if (version !== VERSION || !body) throw new Error('unknown sealed secret format')
    const raw = Buffer.from(body, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, IV_BYTES))
      .setAAD(Buffer.from(owner))
      .setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES))
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      'utf8',
    )
  }
}
