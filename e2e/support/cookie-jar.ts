/** One stored cookie with the attributes a browser keeps. */
export interface JarCookie {
  name: string
  value: string
  host: string
  path: string
  expires: number | null
  attributes: Record<string, string | true>
}

/**
 * A small browser cookie jar for `fetch` (which keeps no cookies): host-only cookies, path matching,
 * Max-Age / Expires, and removal by an expired Set-Cookie.
 */
export class CookieJar {
  private readonly cookies = new Map<string, JarCookie>()

  /** Stores the Set-Cookie headers of a response to `url`. */
  store(url: string, res: Response): void {
    const host = new URL(url).host
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...rest] = line.split(';')
      const eq = pair!.indexOf('=')
      const name = pair!.slice(0, eq).trim()
      const attributes: Record<string, string | true> = {}
      for (const part of rest) {
        const [key, ...value] = part.trim().split('=')
        attributes[key!.toLowerCase()] = value.length ? value.join('=') : true
      }
      const maxAge = attributes['max-age']
      const expires =
        typeof maxAge === 'string'
          ? Date.now() + Number(maxAge) * 1000
          : typeof attributes.expires === 'string'
            ? Date.parse(attributes.expires)
            : null
      const path = typeof attributes.path === 'string' ? attributes.path : '/'
      const key = `${host} ${path} ${name}`
      if (expires !== null && expires <= Date.now()) this.cookies.delete(key)
      else this.cookies.set(key, { name, value: pair!.slice(eq + 1).trim(), host, path, expires, attributes })
    }
  }

  get(name: string): JarCookie | undefined {
    return [...this.cookies.values()].find((c) => c.name === name)
  }

  /** The Cookie header a browser would send to `url` (undefined when none applies). */
  header(url: string): string | undefined {
    const { host, pathname } = new URL(url)
    const sent = [...this.cookies.values()].filter(
      (c) =>
        c.host === host &&
        (c.expires === null || c.expires > Date.now()) &&
        (pathname === c.path || pathname.startsWith(c.path.endsWith('/') ? c.path : `${c.path}/`)),
    )
    return sent.length ? sent.map((c) => `${c.name}=${c.value}`).join('; ') : undefined
  }

  /** `fetch` as a browser tab would: the jar's cookies go out, the answer's cookies come in. */
  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers)
    const cookie = this.header(url)
    if (cookie) headers.set('cookie', cookie)
    const res = await fetch(url, { redirect: 'manual', ...init, headers })
    this.store(url, res)
    return res
  }
}
