import { sameScripts, scriptSources } from './scripts'
import { watchReleases } from './release-watch'

const page = (...scripts: string[]) =>
  `<!doctype html><html><head><title>x</title>${scripts
    .map((src) => `<script defer src="${src}"></script>`)
    .join('')}</head><body><script>inline()</script></body></html>`

describe("the page's script list", () => {
  test('lists every script src in order, ignoring inline scripts', () => {
    expect(scriptSources(page('/main.js?7a1c', '/vendor.js'))).toEqual(['/main.js?7a1c', '/vendor.js'])
    expect(scriptSources(`<script type='module' src='/a.js' async></script>`)).toEqual(['/a.js'])
    expect(scriptSources('<html></html>')).toEqual([])
  })

  test('two lists are the same only with the same scripts in the same order', () => {
    expect(sameScripts(['/a.js', '/b.js'], ['/a.js', '/b.js'])).toBe(true)
    expect(sameScripts(['/a.js', '/b.js'], ['/b.js', '/a.js'])).toBe(false)
    expect(sameScripts(['/a.js'], ['/a.js', '/b.js'])).toBe(false)
  })
})

describe('release watch (spec §4: the script list polled every 10000 ms)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  /** Serves `pages` one per read, the last one from then on. */
  function watch(pages: Array<string | Error>) {
    const fetchPage = jest.fn(async () => {
      const next = pages.length > 1 ? pages.shift()! : pages[0]!
      if (next instanceof Error) throw next
      return next
    })
    const onRelease = jest.fn()
    const stop = watchReleases({ fetchPage, onRelease })
    const tick = async () => {
      await jest.advanceTimersByTimeAsync(10_000)
    }
    return { fetchPage, onRelease, stop, tick }
  }

  test('reads the page at start and again every 10000 ms, and not before', async () => {
    const { fetchPage, stop } = watch([page('/main.js?1')])
    await jest.advanceTimersByTimeAsync(0)
    expect(fetchPage).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(9_999)
    expect(fetchPage).toHaveBeenCalledTimes(1)
    await jest.advanceTimersByTimeAsync(1)
    expect(fetchPage).toHaveBeenCalledTimes(2)
    stop()
    await jest.advanceTimersByTimeAsync(30_000)
    expect(fetchPage).toHaveBeenCalledTimes(2)
  })

  test('the same scripts say nothing; changed scripts report a release once', async () => {
    const { onRelease, stop, tick } = watch([page('/main.js?1'), page('/main.js?1'), page('/main.js?2')])
    await tick()
    expect(onRelease).not.toHaveBeenCalled()
    await tick()
    expect(onRelease).toHaveBeenCalledTimes(1)
    await tick()
    await tick()
    expect(onRelease).toHaveBeenCalledTimes(1)
    stop()
  })

  test('a failed read or an empty page is skipped, not taken for a release', async () => {
    const { onRelease, stop, tick } = watch([
      page('/main.js?1'),
      new Error('restarting'),
      '<html>502</html>',
      page('/main.js?1'),
    ])
    await tick()
    await tick()
    await tick()
    expect(onRelease).not.toHaveBeenCalled()
    stop()
  })
})
