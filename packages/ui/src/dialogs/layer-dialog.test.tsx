import '@ant-design/v5-patch-for-react-19'
import { render } from '@testing-library/react'
import { LayerDialog } from './layer-dialog'

const wrapOf = (title: string) =>
  [...document.querySelectorAll<HTMLElement>('.ant-modal-wrap')].find((w) => w.textContent?.includes(title))!

describe('the multi-layer dialog stack (spec §2, §4 "Modal layers stack upward from 2000")', () => {
  it('a dialog opened from the page sits at 2000, one opened inside it higher; both 80% × 90vh', () => {
    render(
      <LayerDialog open title="first" onClose={() => undefined}>
        <LayerDialog open title="second" onClose={() => undefined}>
          inner
        </LayerDialog>
      </LayerDialog>,
    )
    const first = Number(wrapOf('first').style.zIndex)
    const second = Number(wrapOf('second').style.zIndex)
    expect(first).toBe(2000)
    expect(second).toBeGreaterThan(first)
    const content = wrapOf('second').querySelector<HTMLElement>('.ant-modal-content')!
    expect(content.style.height).toBe('90vh')
    expect(wrapOf('second').querySelector<HTMLElement>('.ant-modal')!.style.width).toBe('80%')
  })
})
