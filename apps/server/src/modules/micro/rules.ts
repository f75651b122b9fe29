import { MICRO_APPS_PATH, MICRO_APP_NAME, MICRO_APP_SEMVER } from '@store/contract'
import { badRequest } from '../../core/errors'

const NAME = new RegExp(MICRO_APP_NAME)
const SEMVER = new RegExp(MICRO_APP_SEMVER)
/** One segment of a file path inside a release folder: no dot files, no `..`, no odd characters. */
const FILE_SEGMENT = /^[A-Za-z0-9_@~-][A-Za-z0-9._@~-]*$/

export const isAppName = (value: string): boolean => NAME.test(value)
export const isSemver = (value: string): boolean => SEMVER.test(value)

/** A relative file path inside a release folder (`static/js/main.3f2a.js`), or undefined if unsafe. */
export function safeFilePath(path: string): string | undefined {
  const segments = path.split('/')
  if (path.length > 500 || !segments.every((s) => FILE_SEGMENT.test(s))) return undefined
  return segments.join('/')
}

/** Where a release's files are served from: `/apps/<name>/<version>/`. */
export const releasePath = (name: string, version: string): string => `${MICRO_APPS_PATH}/${name}/${version}/`

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== ''
  } catch {
    return false
  }
}

export function assertSemver(version: string): void {
  if (!isSemver(version)) throw badRequest('microVersionInvalid', { version })
}

/**
 * A version's entry: a file of its own release folder on this server (`/apps/<name>/<version>/…`),
 * or an absolute http(s) URL (a CDN).
 */
export function isEntry(name: string, version: string, entry: string): boolean {
  const own = releasePath(name, version)
  return entry.startsWith(own) ? safeFilePath(entry.slice(own.length)) !== undefined : isHttpUrl(entry)
}

export function assertEntry(name: string, version: string, entry: string): void {
  if (!isEntry(name, version, entry)) throw badRequest('microEntryInvalid', { name, version })
}

/** An iframe app shows an external page, so it needs that page's address. */
export function assertIframeUrl(iframe: unknown, url: unknown): void {
  if (Number(iframe) === 1 && !(typeof url === 'string' && isHttpUrl(url))) throw badRequest('microIframeUrl')
}

/** Semantic-version order: numbers compared as numbers, a pre-release before its release. */
export function compareSemver(a: string, b: string): number {
  const parse = (v: string) => {
    const [core = '', pre] = v.split('+')[0]!.split(/-(.*)/s)
    return { parts: core.split('.').map(Number), pre }
  }
  const x = parse(a)
  const y = parse(b)
  for (let i = 0; i < 3; i++) if (x.parts[i] !== y.parts[i]) return x.parts[i]! - y.parts[i]!
  if (x.pre === y.pre) return 0
  if (x.pre === undefined) return 1
  if (y.pre === undefined) return -1
  return x.pre.localeCompare(y.pre, 'en', { numeric: true })
}
