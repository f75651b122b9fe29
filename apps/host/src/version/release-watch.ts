import { LIMITS } from '@store/contract'
import { sameScripts, scriptSources } from './scripts'

export interface ReleaseWatchOptions {
  /** the page's HTML as the server gives it now */
  fetchPage(): Promise<string>
  /** a release replaced the page's scripts */
  onRelease(): void
  intervalMs?: number
}

/**
 * spec §4 new-version banner: every 10 000 ms the page's script list is read again and compared with
 * the previous one; a change reports a release once (the next report needs another change). A failed
 * read is skipped: the server may be restarting for that very release. Returns the stop function.
 */
export function watchReleases({
  fetchPage,
  onRelease,
  intervalMs = LIMITS.updatePollMs,
}: ReleaseWatchOptions): () => void {
  let known: string[] | undefined
  const check = async () => {
    let scripts: string[]
    try {
      scripts = scriptSources(await fetchPage())
    } catch {
      return
    }
    if (scripts.length === 0) return
    if (known && !sameScripts(known, scripts)) onRelease()
    known = scripts
  }
  void check()
  const timer = setInterval(() => void check(), intervalMs)
  return () => clearInterval(timer)
}

/** The shell's own page, never from a cache. */
export async function fetchShellPage(): Promise<string> {
  const response = await fetch(`/index.html?t=${Date.now()}`, { cache: 'no-store' })
  if (!response.ok) throw new Error(`index.html: ${response.status}`)
  return response.text()
}
