import { applyClose, unsavedClosing, unsavedOf } from './closing'
import { openTab, tabFor, welcomeTab, type TabsState } from './rules'

const welcome = welcomeTab('首页')
const four = ['/a', '/b', '/c'].reduce<TabsState>((s, p) => openTab(s, tabFor(p, p.slice(1))).state, {
  list: [welcome],
  active: welcome.value,
})
const labels = (tabs: { label: string }[]) => tabs.map((t) => t.label)

describe('closing with unsaved edits asks confirmation (spec §4)', () => {
  test('closing a tab with unsaved edits needs confirmation; closing a clean one does not', () => {
    expect(labels(unsavedClosing(four, ['/b'], { kind: 'one', value: '/b' }))).toEqual(['b'])
    expect(unsavedClosing(four, ['/b'], { kind: 'one', value: '/c' })).toEqual([])
  })

  test('close others asks about the unsaved tabs it would close, not the one it keeps', () => {
    expect(labels(unsavedClosing(four, ['/a', '/c'], { kind: 'others', value: '/c' }))).toEqual(['a'])
    expect(unsavedClosing(four, ['/c'], { kind: 'others', value: '/c' })).toEqual([])
  })

  test('close all asks about every unsaved tab', () => {
    expect(labels(unsavedClosing(four, ['/c', '/a'], { kind: 'all' }))).toEqual(['a', 'c'])
  })

  test('the welcome tab is never closed, so its marks never ask', () => {
    expect(unsavedClosing(four, ['/wel/index'], { kind: 'all' })).toEqual([])
  })

  test('a mark goes with its tab: after closing, only marks of open tabs remain', () => {
    const after = applyClose(four, { kind: 'others', value: '/b' })
    expect(after.list.map((t) => t.value)).toEqual(['/wel/index', '/b'])
    expect(unsavedOf(after, ['/a', '/b', '/c'])).toEqual(['/b'])
  })
})
