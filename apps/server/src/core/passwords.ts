import { hash, verify } from '@node-rs/argon2'

/** argon2id with OWASP's first-choice parameters (19 MiB, 2 iterations, 1 lane). */
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id, a const enum isolatedModules cannot read */,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
}

export const hashPassword = (plain: string) => hash(plain, OPTIONS)
export const verifyPassword = (hashed: string, plain: string) => verify(hashed, plain).catch(() => false)
