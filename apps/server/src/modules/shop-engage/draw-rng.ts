import { DRAW_PPM } from '@store/contract'

/** mulberry32: a small seeded generator of 32-bit unsigned integers (the same seed, the same stream). */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (t ^ (t >>> 14)) >>> 0
  }
}

/** The largest multiple of a million below 2^32: values at or above it are drawn again (no modulo bias). */
const LIMIT = Math.floor(2 ** 32 / DRAW_PPM) * DRAW_PPM

/** The roll a seed gives: a whole number in [0, 1,000,000), uniform, recomputable from the seed alone. */
export function rollOf(seed: number): number {
  const next = mulberry32(seed)
  for (;;) {
    const v = next()
    if (v < LIMIT) return v % DRAW_PPM
  }
}

/**
 * The prize a roll lands on: the pool, in its order, splits [0, 1,000,000) into consecutive ranges as long
 * as each prize's parts per million; a prize with 0 parts is never rolled.
 */
export function prizeAt<P extends { probabilityPpm: number }>(pool: readonly P[], roll: number): P | null {
  let upTo = 0
  for (const prize of pool) {
    upTo += prize.probabilityPpm
    if (roll < upTo) return prize
  }
  return null
}
