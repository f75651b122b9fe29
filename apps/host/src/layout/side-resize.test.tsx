import { act, renderHook } from '@testing-library/react'
import type { MouseEvent as ReactMouseEvent } from 'react'
import { createShellStore } from '../store'
import { LAYOUT_KEY, SIDE_WIDTH, clampSideWidth, layoutActions } from '../store/layout-slice'
import { useResize } from './use-resize'

const press = (clientX: number) => ({ clientX, preventDefault: () => undefined }) as ReactMouseEvent
const drag = (clientX: number) => window.dispatchEvent(new MouseEvent('mousemove', { clientX }))
const release = () => window.dispatchEvent(new MouseEvent('mouseup'))

describe('§4 sidebar: the side panel’s drag handle', () => {
  it('§4 sidebar: dragging changes the width by the distance moved, with the column-resize cursor', () => {
    const done = jest.fn()
    const { result } = renderHook(() => useResize(200, done, clampSideWidth))
    act(() => result.current.start(press(500)))
    expect(document.body.style.cursor).toBe('col-resize')
    act(() => drag(560))
    expect(result.current).toMatchObject({ width: 260, resizing: true })
    act(() => release())
    expect(done).toHaveBeenCalledWith(260)
    expect(result.current).toMatchObject({ width: 200, resizing: false })
    expect(document.body.style.cursor).toBe('')
  })

  it('§9 sidebar: the width is clamped to 200–320 px while dragging', () => {
    const done = jest.fn()
    const { result } = renderHook(() => useResize(300, done, clampSideWidth))
    act(() => result.current.start(press(500)))
    act(() => drag(900))
    expect(result.current.width).toBe(SIDE_WIDTH.max)
    act(() => drag(0))
    expect(result.current.width).toBe(SIDE_WIDTH.min)
    act(() => release())
    expect(done).toHaveBeenCalledWith(200)
    expect([clampSideWidth(Number.NaN), clampSideWidth(250.4)]).toEqual([SIDE_WIDTH.default, 250])
  })

  it('§4 sidebar: the width is kept in localStorage and read back at the next start', () => {
    localStorage.clear()
    createShellStore().dispatch(layoutActions.sideResized(287))
    expect(JSON.parse(localStorage.getItem(LAYOUT_KEY)!)).toMatchObject({ sideWidth: 287 })
    expect(createShellStore().getState().layout.prefs.sideWidth).toBe(287)
    localStorage.setItem(LAYOUT_KEY, JSON.stringify({ sideWidth: 9000 }))
    expect(createShellStore().getState().layout.prefs.sideWidth).toBe(SIDE_WIDTH.max)
  })
})
