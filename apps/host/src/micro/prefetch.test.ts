import type { createMenuPrefetcher as CreateMenuPrefetcher } from './menu-prefetcher'
import { menus, registry } from './prefetch-fixtures'

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerRemotes: jest.fn(),
  preloadRemote: jest.fn(() => Promise.resolve()),
  loadRemote: jest.fn(),
}))

let runtime: { registerRemotes: jest.Mock; preloadRemote: jest.Mock }
let createMenuPrefetcher: typeof CreateMenuPrefetcher
let HOVER_DELAY_MS: number

beforeEach(() => {
  jest.useFakeTimers()
  jest.resetModules()
  document.head.innerHTML = ''
  runtime = jest.requireMock('@module-federation/enhanced/runtime')
  runtime.registerRemotes.mockClear()
  runtime.preloadRemote.mockClear()
  ;({ createMenuPrefetcher, HOVER_DELAY_MS } = jest.requireActual('./menu-prefetcher'))
})
afterEach(() => {
  jest.useRealTimers()
  delete (navigator as { connection?: unknown }).connection
})

const prefetcher = () => createMenuPrefetcher(() => ({ registry, menus }))
const linkPrefetches = () =>
  Array.from(document.head.querySelectorAll('link[rel="prefetch"]')).map((link) => link.getAttribute('href'))

describe('issue 22 prefetch: the pointer resting on a sub-app’s menu item', () => {
  it('prefetches the entry the registry resolves for this tenant, once, after the pointer rests', () => {
    const menu = prefetcher()
    menu.hover('/huikeCRM/member/list')
    jest.advanceTimersByTime(HOVER_DELAY_MS - 1)
    expect(runtime.preloadRemote).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(runtime.registerRemotes).toHaveBeenCalledWith([
      { name: 'storedesk_huikeCRM', entry: 'http://localhost/apps/huikeCRM/1.0.1/mf-manifest.json' },
    ])
    expect(runtime.preloadRemote).toHaveBeenCalledWith([
      { nameOrAlias: 'storedesk_huikeCRM', exposes: ['App'], resourceCategory: 'sync' },
    ])
    menu.hover('/huikeCRM/member/level')
    menu.hover('/huikeCRM/member/list')
    jest.advanceTimersByTime(HOVER_DELAY_MS)
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1)
  })

  it('prefetches nothing when the pointer only passes over', () => {
    const menu = prefetcher()
    menu.hover('/huikeCRM/member/list')
    jest.advanceTimersByTime(HOVER_DELAY_MS / 2)
    menu.leave()
    jest.advanceTimersByTime(HOVER_DELAY_MS)
    expect(runtime.preloadRemote).not.toHaveBeenCalled()
  })

  it('prefetches a qiankun sub-app’s HTML entry with <link rel="prefetch">', () => {
    prefetcher().hover('/sms/template/list')
    jest.advanceTimersByTime(HOVER_DELAY_MS)
    expect(linkPrefetches()).toEqual(['http://localhost/apps/sms/2.0.0/index.html'])
    expect(runtime.preloadRemote).not.toHaveBeenCalled()
  })

  it('prefetches nothing with Save-Data on or on a 2G link', () => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })
    prefetcher().hover('/huikeCRM/member/list')
    jest.advanceTimersByTime(HOVER_DELAY_MS)
    Object.defineProperty(navigator, 'connection', {
      value: { effectiveType: 'slow-2g' },
      configurable: true,
    })
    prefetcher().hover('/sms/template/list')
    jest.advanceTimersByTime(HOVER_DELAY_MS)
    expect(runtime.preloadRemote).not.toHaveBeenCalled()
    expect(linkPrefetches()).toEqual([])
  })
})

describe('issue 22 prefetch: never for a user without the menu', () => {
  it('a sub-app in the registry whose menu the user lacks is never prefetched, by hover, group or recents', () => {
    const menu = prefetcher()
    menu.hover('/wms/stock/list')
    jest.advanceTimersByTime(HOVER_DELAY_MS)
    menu.opened(['warehouse'])
    menu.recentsAtIdle(['/wms/stock/list'])
    jest.runAllTimers()
    expect(runtime.registerRemotes).not.toHaveBeenCalled()
    expect(runtime.preloadRemote).not.toHaveBeenCalled()
  })

  it('nothing before the registry and the menus are known, and nothing for an iframe app', () => {
    createMenuPrefetcher(() => null).opened(['crm'])
    const menu = prefetcher()
    menu.hover('/outside/page')
    jest.advanceTimersByTime(HOVER_DELAY_MS)
    expect(runtime.preloadRemote).not.toHaveBeenCalled()
    expect(linkPrefetches()).toEqual([])
  })
})

describe('issue 22 prefetch: a menu group opening', () => {
  it('prefetches the sub-apps of the group’s items, each once', () => {
    prefetcher().opened(['crm', 'marketing'])
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1)
    expect(runtime.preloadRemote.mock.calls[0][0][0].nameOrAlias).toBe('storedesk_huikeCRM')
    expect(linkPrefetches()).toEqual(['http://localhost/apps/sms/2.0.0/index.html'])
  })
})

describe('issue 22 prefetch: the areas the user opened before, at idle time', () => {
  it('waits for requestIdleCallback, and the cancel stops it', () => {
    const idle: (() => void)[] = []
    window.requestIdleCallback = jest.fn((work: () => void) => idle.push(work)) as never
    window.cancelIdleCallback = jest.fn()
    const menu = prefetcher()
    menu.recentsAtIdle(['/huikeCRM/member/list', null, '/sms/template/list'])
    expect(runtime.preloadRemote).not.toHaveBeenCalled()
    idle[0]!()
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1)
    expect(linkPrefetches()).toEqual(['http://localhost/apps/sms/2.0.0/index.html'])
    menu.recentsAtIdle(['/huikeCRM/member/list'])()
    expect(window.cancelIdleCallback).toHaveBeenCalledWith(2)
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback
  })

  it('without requestIdleCallback, after a pause', () => {
    const { IDLE_FALLBACK_MS } = jest.requireActual('./idle')
    prefetcher().recentsAtIdle(['/huikeCRM/member/list'])
    jest.advanceTimersByTime(IDLE_FALLBACK_MS - 1)
    expect(runtime.preloadRemote).not.toHaveBeenCalled()
    jest.advanceTimersByTime(1)
    expect(runtime.preloadRemote).toHaveBeenCalledTimes(1)
  })
})
