import { useEffect, useState } from 'react'
import { htmlLang, localeFromSearch, messages } from './messages'

/** A probe that has not answered by then counts as failed, so the page never spins forever. */
export const PROBE_TIMEOUT_MS = 10_000

/** One probe's answer: `ok` is a 2xx status; `detail` says why not. */
interface Check {
  ok: boolean
  detail?: string
}

type Status =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  | { phase: 'done'; server: Check; database: Check }

/** The envelope's `msg` (contract.md), when a failing probe answers with one. */
async function envelopeMessage(response: Response): Promise<string | undefined> {
  try {
    const body: unknown = await response.json()
    if (typeof body === 'object' && body !== null && 'msg' in body && typeof body.msg === 'string') {
      return body.msg
    }
  } catch {
    // not JSON: the status code says enough
  }
  return undefined
}

async function probe(path: string, signal: AbortSignal): Promise<Check> {
  const response = await fetch(path, {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
    signal,
  })
  if (response.ok) return { ok: true }
  const msg = await envelopeMessage(response)
  return { ok: false, detail: msg ? `HTTP ${response.status}: ${msg}` : `HTTP ${response.status}` }
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export function App() {
  const [locale] = useState(() => localeFromSearch(window.location.search))
  const t = messages[locale]
  const [attempt, setAttempt] = useState(0)
  const [status, setStatus] = useState<Status>({ phase: 'loading' })

  useEffect(() => {
    document.documentElement.lang = htmlLang[locale]
    document.title = t.title
  }, [locale, t])

  useEffect(() => {
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, PROBE_TIMEOUT_MS)

    Promise.all([probe('/healthz', controller.signal), probe('/readyz', controller.signal)])
      .then(([server, database]) => {
        if (!controller.signal.aborted) setStatus({ phase: 'done', server, database })
      })
      .catch((error: unknown) => {
        // Aborted by the clean-up (unmount or a newer attempt): nobody is waiting for this answer.
        if (controller.signal.aborted && !timedOut) return
        setStatus({ phase: 'error', message: timedOut ? t.timedOut : errorText(error) })
      })
      .finally(() => clearTimeout(timer))

    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [attempt, t])

  const retry = () => {
    setStatus({ phase: 'loading' })
    setAttempt((n) => n + 1)
  }

  const describe = (check: Check) => (check.ok ? t.up : `${t.down} (${check.detail ?? ''})`)

  return (
    <main className="sd-page">
      <header>
        <h1>{t.title}</h1>
        <p className="sd-tagline">{t.tagline}</p>
      </header>

      <section className="sd-status" aria-labelledby="sd-status-heading">
        <h2 id="sd-status-heading">{t.statusHeading}</h2>
        {status.phase === 'loading' && <p role="status">{t.checking}</p>}
        {status.phase === 'error' && (
          <p role="alert" className="sd-error">
            {t.loadFailed}
            {status.message}
          </p>
        )}
        {status.phase === 'done' && (
          <table>
            <tbody>
              {(
                [
                  [t.server, status.server],
                  [t.database, status.database],
                ] as const
              ).map(([label, check]) => (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td className={check.ok ? 'sd-up' : 'sd-down'}>{describe(check)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <button type="button" onClick={retry} disabled={status.phase === 'loading'}>
          {t.retry}
        </button>
      </section>

      <footer>
        <a href="/api/docs">{t.apiDocs}</a>
      </footer>
    </main>
  )
}
