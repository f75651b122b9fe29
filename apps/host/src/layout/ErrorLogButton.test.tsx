import '@ant-design/v5-patch-for-react-19'
import '../i18n'
import { act, render, screen } from '@testing-library/react'
import { errorLog } from '../errors/error-log'
import { ErrorLogButton } from './ErrorLogButton'

const entry = (n: number) => ({ type: 'error', url: '/wel/index', message: `boom ${n}`, stack: '', time: n })

describe('§2 top bar: the logs badge', () => {
  afterEach(() => act(() => errorLog.clear()))

  it('§2 top bar: the logs badge counts the local errors', () => {
    act(() => [1, 2, 3].forEach((n) => errorLog.add(entry(n))))
    const { container } = render(<ErrorLogButton />)
    expect(container.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('3')
  })

  it('§2 top bar: the logs badge caps at 99 (99+ with 100 errors)', () => {
    act(() => Array.from({ length: 100 }, (_, n) => errorLog.add(entry(n))))
    render(<ErrorLogButton />)
    expect(screen.getByText('99+')).toBeTruthy()
  })
})
