import { keptPages, KEEP_ALIVE_MAX } from './keep-alive'
import {
  MAX_TABS,
  closeAll,
  closeOthers,
  closeTab,
  normalise,
  openTab,
  retitle,
  tabFor,
  welcomeTab,
  type TabsState,
} from './rules'

const welcome = welcomeTab('首页')
const start: TabsState = { list: [welcome], active: welcome.value }

function open(state: TabsState, ...paths: string[]): TabsState {
  return paths.reduce((s, p) => openTab(s, tabFor(p, p)).state, state)
}

describe('opening tabs (spec §4)', () => {
  test('a new path is appended and becomes active', () => {
    const { state, refused } = openTab(start, tabFor('/system/user', '用户'))
    expect(refused).toBe(false)
    expect(state.list.map((t) => t.value)).toEqual(['/wel/index', '/system/user'])
    expect(state.active).toBe('/system/user')
  })

  test('a tab with an empty label or path is not opened', () => {
    expect(openTab(start, tabFor('/system/user', '')).state).toBe(start)
    expect(openTab(start, { ...tabFor('/x', 'x'), path: '' }).state).toBe(start)
  })

  test('the same menu id activates the open tab instead of adding one', () => {
    const one = openTab(start, tabFor('/a', 'A', { id: '7' })).state
    const two = openTab(open(one, '/b'), tabFor('/a-renamed', 'A', { id: '7' })).state
    expect(two.list).toHaveLength(3)
    expect(two.active).toBe('/a-renamed')
    expect(two.list[1]?.value).toBe('/a-renamed')
  })

  test('the same path with another query replaces the tab in place', () => {
    const state = open(start, '/notification?type=1', '/b', '/notification?type=2')
    expect(state.list.map((t) => t.value)).toEqual(['/wel/index', '/notification?type=2', '/b'])
    expect(state.active).toBe('/notification?type=2')
  })

  test(`the ${MAX_TABS + 1}st tab is refused and nothing changes`, () => {
    const full = open(start, ...Array.from({ length: MAX_TABS - 1 }, (_, i) => `/p${i}`))
    expect(full.list).toHaveLength(MAX_TABS)
    const { state, refused } = openTab(full, tabFor('/one-more', 'more'))
    expect(refused).toBe(true)
    expect(state).toBe(full)
    expect(openTab(full, tabFor('/p3?x=1', 'p3')).refused).toBe(false)
  })

  test('the welcome tab cannot be closed and stays first after a reload', () => {
    expect(closeTab(start, '/wel/index')).toBe(start)
    const stored: TabsState = { list: [tabFor('/a', 'A'), welcome], active: '/gone' }
    const loaded = normalise(stored, welcome)
    expect(loaded.list.map((t) => t.value)).toEqual(['/wel/index', '/a'])
    expect(loaded.active).toBe('/wel/index')
  })
})

describe('the micro-app routing rule (spec §2): a sub-app already open updates its tab and adds a tag', () => {
  const demo = (path: string, label: string) => tabFor(path, label, { app: 'child-store-demo' })

  test('another page of the open sub-app takes over its tab and is added to its tags', () => {
    const listed = openTab(open(start, '/system/user'), demo('/child-store-demo/list', '演示列表')).state
    const detail = openTab(listed, demo('/child-store-demo/detail/3', '详情 3')).state
    expect(detail.list.map((t) => t.value)).toEqual([
      '/wel/index',
      '/system/user',
      '/child-store-demo/detail/3',
    ])
    expect(detail.active).toBe('/child-store-demo/detail/3')
    expect(detail.list[2]).toMatchObject({
      app: 'child-store-demo',
      label: '详情 3',
      tags: [
        { label: '演示列表', value: '/child-store-demo/list' },
        { label: '详情 3', value: '/child-store-demo/detail/3' },
      ],
    })
  })

  test('going back to a page already tagged adds no second tag', () => {
    const back = [
      demo('/child-store-demo/list', '演示列表'),
      demo('/child-store-demo/detail/3', '详情 3'),
      demo('/child-store-demo/list', '演示列表'),
    ].reduce((s, tab) => openTab(s, tab).state, start)
    expect(back.list).toHaveLength(2)
    expect(back.list[1]?.tags?.map((t) => t.value)).toEqual([
      '/child-store-demo/list',
      '/child-store-demo/detail/3',
    ])
  })

  test('another sub-app opens its own tab; a host page never joins a sub-app’s tab', () => {
    const both = [
      demo('/child-store-demo/list', '演示列表'),
      tabFor('/child-chatbi/ask', '智能问数', { app: 'child-chatbi' }),
      tabFor('/system/user', '用户'),
    ].reduce((s, tab) => openTab(s, tab).state, start)
    expect(both.list.map((t) => t.app)).toEqual([undefined, 'child-store-demo', 'child-chatbi', undefined])
    expect(both.list[3]).not.toHaveProperty('tags')
  })

  test('renaming the tab renames its current tag', () => {
    const listed = openTab(start, demo('/child-store-demo/detail/3', '/child-store-demo/detail/3')).state
    const named = retitle(listed, '/child-store-demo/detail/3', '订单 3')
    expect(named.list[1]?.tags).toEqual([{ label: '订单 3', value: '/child-store-demo/detail/3' }])
  })
})

describe('closing tabs (spec §4)', () => {
  const four = open(start, '/a', '/b', '/c')

  test('closing the active tab selects the tab now at its position', () => {
    const state = closeTab({ ...four, active: '/b' }, '/b')
    expect(state.list.map((t) => t.value)).toEqual(['/wel/index', '/a', '/c'])
    expect(state.active).toBe('/c')
  })

  test('closing the active last tab selects the new last one', () => {
    expect(closeTab(four, '/c').active).toBe('/b')
  })

  test('closing another tab keeps the active one', () => {
    expect(closeTab(four, '/a').active).toBe('/c')
  })

  test('close others keeps the welcome tab and the chosen one', () => {
    const state = closeOthers(four, '/b')
    expect(state.list.map((t) => t.value)).toEqual(['/wel/index', '/b'])
    expect(state.active).toBe('/b')
  })

  test('close all leaves the welcome tab, active', () => {
    expect(closeAll(four)).toEqual({ list: [welcome], active: '/wel/index' })
  })
})

describe('keep-alive (spec §9: ten pages by full path)', () => {
  test('the oldest page is dropped beyond the limit and the active one is the newest', () => {
    const open = Array.from({ length: 12 }, (_, i) => `/p${i}`)
    let cache: string[] = []
    for (const p of open) cache = keptPages(cache, p, true, open)
    expect(cache).toHaveLength(KEEP_ALIVE_MAX)
    expect(cache[0]).toBe('/p2')
    cache = keptPages(cache, '/p5', true, open)
    expect(cache[cache.length - 1]).toBe('/p5')
  })

  test('a page that opts out is not kept, and a closed tab drops its page', () => {
    expect(keptPages(['/a'], '/b', false, ['/a', '/b'])).toEqual(['/a'])
    expect(keptPages(['/a', '/b'], '/b', true, ['/b'])).toEqual(['/b'])
  })
})
