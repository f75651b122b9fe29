import { LOCALES, type Locale } from '@store/contract'

/** What the matcher needs of a prepared question. */
export interface Matchable {
  text: Record<Locale, string>
  keywords: Record<Locale, string[]>
}

/** Lower case, full-width forms folded, punctuation and symbols as single spaces, padded with one space. */
const normalize = (text: string) =>
  ` ${text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\p{P}\p{S}\s]+/gu, ' ')
    .trim()} `
const squeeze = (text: string) => text.replace(/ /g, '')
const LATIN = /^[a-z0-9 ]+$/

/** A Latin keyword must start a word (`user` finds "users", not "reuse"); a CJK keyword may sit anywhere. */
function mentions(text: string, keyword: string): boolean {
  const k = normalize(keyword).trim()
  return LATIN.test(k) ? text.includes(` ${k}`) : squeeze(text).includes(squeeze(k))
}

/** How many of a question's keywords (in any language) the text mentions. */
const score = (text: string, q: Matchable) =>
  new Set(LOCALES.flatMap((l) => q.keywords[l]).filter((k) => mentions(text, k))).size

/**
 * The prepared question a free-text question asks for: the one whose text it is (in any language),
 * else the one sharing the most keywords with it. None when nothing matches or two match equally:
 * the asker then gets the list of prepared questions rather than a guess.
 */
export function matchQuestion<Q extends Matchable>(asked: string, questions: readonly Q[]): Q | undefined {
  const text = normalize(asked)
  const same = questions.find((q) => LOCALES.some((l) => squeeze(normalize(q.text[l])) === squeeze(text)))
  if (same) return same
  const [best, second] = questions
    .map((q) => ({ q, score: score(text, q) }))
    .sort((a, b) => b.score - a.score)
  if (!best || best.score === 0 || best.score === second?.score) return undefined
  return best.q
}
