import { randomBytes } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { Database } from '../../core/db/database'
import { captcha } from './schema'

const TTL_MS = 5 * 60_000

/** A new captcha: its key and the picture as a data URL. The answer stays on the server. */
export async function createCaptcha(db: Database): Promise<{ key: string; image: string }> {
  // svg-captcha parses its font when loaded: on the first captcha, not at every start
  const { default: svgCaptcha } = await import('svg-captcha')
  const { text, data } = svgCaptcha.create({ size: 4, noise: 2, ignoreChars: '0o1il' })
  const key = randomBytes(16).toString('hex')
  await db.withSystem(async (tx) => {
    await tx.delete(captcha).where(lt(captcha.expiresAt, new Date()))
    await tx
      .insert(captcha)
      .values({ key, answer: text.toLowerCase(), expiresAt: new Date(Date.now() + TTL_MS) })
  })
  return { key, image: `data:image/svg+xml;base64,${Buffer.from(data).toString('base64')}` }
}

/** True when the answer is right: case-insensitive, within five minutes, and only once (the row goes). */
export async function consumeCaptcha(db: Database, key: string, answer: string): Promise<boolean> {
  const [row] = await db.withSystem((tx) => tx.delete(captcha).where(eq(captcha.key, key)).returning())
  return Boolean(row && row.expiresAt > new Date() && row.answer === answer.trim().toLowerCase())
}
