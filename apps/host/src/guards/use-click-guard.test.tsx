import { act, fireEvent, render, screen } from '@testing-library/react'
import { useClickGuard } from './use-click-guard'

function Save({ onSave, ms }: { onSave: () => void; ms?: number }) {
  const guard = useClickGuard(onSave, ms)
  return (
    <button type="button" {...guard}>
      save
    </button>
  )
}

describe('click guard (spec §5: a button is disabled 2000 ms after a click)', () => {
  beforeEach(() => jest.useFakeTimers())
  afterEach(() => jest.useRealTimers())

  test('a double click sends once, and the button is disabled until 2000 ms have passed', () => {
    const onSave = jest.fn()
    render(<Save onSave={onSave} />)
    const button = screen.getByRole('button', { name: 'save' }) as HTMLButtonElement
    fireEvent.click(button)
    fireEvent.click(button)
    expect(onSave).toHaveBeenCalledTimes(1)
    expect(button.disabled).toBe(true)
    act(() => jest.advanceTimersByTime(1999))
    expect(button.disabled).toBe(true)
    act(() => jest.advanceTimersByTime(1))
    expect(button.disabled).toBe(false)
    fireEvent.click(button)
    expect(onSave).toHaveBeenCalledTimes(2)
  })

  test('two calls in the same frame, before React re-renders, still send once', () => {
    const onSave = jest.fn()
    let click: () => void = () => undefined
    function Probe() {
      click = useClickGuard(onSave).onClick
      return null
    }
    render(<Probe />)
    act(() => {
      click()
      click()
    })
    expect(onSave).toHaveBeenCalledTimes(1)
  })

  test('another duration can be given', () => {
    const onSave = jest.fn()
    render(<Save onSave={onSave} ms={500} />)
    const button = screen.getByRole('button', { name: 'save' }) as HTMLButtonElement
    fireEvent.click(button)
    act(() => jest.advanceTimersByTime(500))
    expect(button.disabled).toBe(false)
  })
})
