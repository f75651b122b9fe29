import { useCallback, useState, type MouseEvent as ReactMouseEvent } from 'react'

/**
 * The drag handle of spec §4 Sidebar: mouse down starts (column-resize cursor), moving changes the width
 * by the distance moved, release ends and reports the final width.
 */
export function useResize(width: number, onDone: (width: number) => void, clamp: (width: number) => number) {
  const [dragWidth, setDragWidth] = useState<number | null>(null)
  const start = useCallback(
    (event: ReactMouseEvent) => {
      event.preventDefault()
      const startX = event.clientX
      let current = width
      document.body.style.cursor = 'col-resize'
      const move = (e: MouseEvent) => {
        current = clamp(width + e.clientX - startX)
        setDragWidth(current)
      }
      const up = () => {
        document.body.style.cursor = ''
        window.removeEventListener('mousemove', move)
        window.removeEventListener('mouseup', up)
        setDragWidth(null)
        onDone(current)
      }
      window.addEventListener('mousemove', move)
      window.addEventListener('mouseup', up)
    },
    [width, onDone, clamp],
  )
  return { width: dragWidth ?? width, resizing: dragWidth !== null, start }
}
